// A structure-aware mutation for the game targets (moves, belief), behind
// their LLVMFuzzerCustomMutator. Their input is settings bytes at the end
// (read first, by FuzzedDataProvider) and one byte per ply before them,
// read backwards: ply 0 is the byte just before the settings. libFuzzer's
// byte-level mutations mostly break such a game early (a changed byte
// changes every later ply's meaning only slightly, but inserting or erasing
// bytes at random shifts the settings); the edits of harness/game_edits.hpp
// keep the settings in place and edit the game as a game. Half the time
// libFuzzer's own mutation runs instead, so nothing it could reach is lost.
#pragma once

#include <cstddef>
#include <cstdint>
#include <random>

#include "harness/game_edits.hpp"

extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t max_size);

namespace fuzz {

// settings: how many trailing bytes are settings rather than plies.
inline std::size_t mutate_game(std::uint8_t* data, std::size_t size, std::size_t max_size, unsigned seed,
                               std::size_t settings) {
    std::minstd_rand random(seed);
    if (random() % 2 == 0) return LLVMFuzzerMutate(data, size, max_size);
    const auto edit = harness::GameEdit(random() % harness::kGameEdits);
    const std::size_t edited = harness::edit_game(edit, data, size, max_size, settings, random);
    return edited ? edited : LLVMFuzzerMutate(data, size, max_size);
}

}  // namespace fuzz
