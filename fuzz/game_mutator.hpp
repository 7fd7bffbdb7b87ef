// A structure-aware mutation for the game targets (moves, belief), behind
// their LLVMFuzzerCustomMutator. Their input is settings bytes at the end
// (read first, by FuzzedDataProvider) and one byte per ply before them,
// read backwards: ply 0 is the byte just before the settings. libFuzzer's
// byte-level mutations mostly break such a game early (a changed byte
// changes every later ply's meaning only slightly, but inserting or erasing
// bytes at random shifts the settings); these keep the settings in place
// and edit the game as a game: insert, delete or replace one ply, cut the
// game short, or pick another start or setting. Half the time libFuzzer's
// own mutation runs instead, so nothing it could reach is lost.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <random>

extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t max_size);

namespace fuzz {

// settings: how many trailing bytes are settings rather than plies.
inline std::size_t mutate_game(std::uint8_t* data, std::size_t size, std::size_t max_size, unsigned seed,
                               std::size_t settings) {
    std::minstd_rand random(seed);
    const auto pick = [&random](std::size_t n) { return std::size_t(random() % n); };
    if (size < settings || max_size <= settings || pick(2) == 0) return LLVMFuzzerMutate(data, size, max_size);
    const std::size_t plies = size - settings;  // data[0, plies): the game, last ply first
    switch (pick(5)) {
        case 0: {  // insert a ply
            if (size >= max_size) break;
            const std::size_t at = pick(plies + 1);
            std::memmove(data + at + 1, data + at, size - at);
            data[at] = std::uint8_t(random());
            return size + 1;
        }
        case 1: {  // delete a ply
            if (plies == 0) break;
            const std::size_t at = pick(plies);
            std::memmove(data + at, data + at + 1, size - at - 1);
            return size - 1;
        }
        case 2:  // replace a ply: the game follows another branch from there
            if (plies == 0) break;
            data[pick(plies)] = std::uint8_t(random());
            return size;
        case 3: {  // cut the game after a random ply (drop the bytes read last)
            if (plies < 2) break;
            const std::size_t drop = 1 + pick(plies - 1);
            std::memmove(data, data + drop, size - drop);
            return size - drop;
        }
        case 4:  // another start or setting, the same plies
            if (settings == 0) break;
            data[size - 1 - pick(settings)] = std::uint8_t(random());
            return size;
    }
    return LLVMFuzzerMutate(data, size, max_size);
}

}  // namespace fuzz
