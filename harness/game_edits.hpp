// The edits a structure-aware mutation makes to a game input: one byte per
// ply (the index of the move in the sorted move list), read from the end
// backwards, before a few settings bytes at the very end. Shared by the
// libFuzzer mutators of the game targets (fuzz/game_mutator.hpp) and the
// guided search of `fogproof diff --fuzz` (external/diff/sources/guided_search.hpp).
//
// Each edit keeps the settings in place and changes the game as a game:
// insert, delete or replace one ply, cut the game short, or pick another
// start or setting.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <random>

namespace harness {

enum class GameEdit { InsertPly, DeletePly, ReplacePly, Cut, OtherSetting };
inline constexpr int kGameEdits = 5;

// Applies `edit` to data[0, size) (capacity max_size; the last `settings`
// bytes are settings, the rest plies, the last ply first). Returns the new
// size, or 0 when the edit cannot apply (nothing to delete, no room).
template <typename Random>
std::size_t edit_game(GameEdit edit, std::uint8_t* data, std::size_t size, std::size_t max_size, std::size_t settings,
                      Random& random) {
    if (size < settings || max_size <= settings) return 0;
    const auto pick = [&random](std::size_t n) { return std::size_t(random() % n); };
    const std::size_t plies = size - settings;  // data[0, plies): the game, last ply first
    switch (edit) {
        case GameEdit::InsertPly: {
            if (size >= max_size) return 0;
            const std::size_t at = pick(plies + 1);
            std::memmove(data + at + 1, data + at, size - at);
            data[at] = std::uint8_t(random());
            return size + 1;
        }
        case GameEdit::DeletePly: {
            if (plies == 0) return 0;
            const std::size_t at = pick(plies);
            std::memmove(data + at, data + at + 1, size - at - 1);
            return size - 1;
        }
        case GameEdit::ReplacePly:  // the game follows another branch from there
            if (plies == 0) return 0;
            data[pick(plies)] = std::uint8_t(random());
            return size;
        case GameEdit::Cut: {  // after a random ply: drop the bytes read last
            if (plies < 2) return 0;
            const std::size_t drop = 1 + pick(plies - 1);
            std::memmove(data, data + drop, size - drop);
            return size - drop;
        }
        case GameEdit::OtherSetting:  // another start or setting, the same plies
            if (settings == 0) return 0;
            data[size - 1 - pick(settings)] = std::uint8_t(random());
            return size;
    }
    return 0;
}

}  // namespace harness
