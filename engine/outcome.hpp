// End of the game (rules §2), the part a pair of boards decides. Repetition
// needs the game's history and lives with the referee.
#pragma once

#include <cstdint>
#include <string_view>

#include "engine/movegen.hpp"
#include "engine/position.hpp"

namespace fog {

enum class GameEnd : std::uint8_t { None, KingCaptured, NoMoves, FiftyMoves, Repetition };

struct Outcome {
    GameEnd end = GameEnd::None;
    Colour winner = White;  // meaningful only for KingCaptured
    friend bool operator==(const Outcome& a, const Outcome& b) {
        return a.end == b.end && (a.end != GameEnd::KingCaptured || a.winner == b.winner);
    }
};

// The names used in logs and JSON: "king-captured", "no-moves", ...
std::string_view end_name(GameEnd e);

// Rules §2 items 1-3, in order, for the move that led from `before` to
// `after`; `mover_known_to_have_a_move` skips the search for a move (item
// 2), the dear part. Inline: the belief update asks it of every candidate.
inline Outcome outcome_of(const Position& before, const Position& after, bool mover_known_to_have_a_move) {
    for (Colour c : {White, Black})
        if (before.has_king(c) && !after.has_king(c)) return {GameEnd::KingCaptured, ~c};
    if (!mover_known_to_have_a_move && !has_any_move(after)) return {GameEnd::NoMoves, White};
    if (after.halfmove >= 100) return {GameEnd::FiftyMoves, White};
    return {};
}

inline Outcome board_outcome(const Position& before, const Position& after) { return outcome_of(before, after, false); }
// The same when the caller knows that the side to move in `after` has a
// move.
inline Outcome board_outcome_with_a_move(const Position& before, const Position& after) {
    return outcome_of(before, after, true);
}

}  // namespace fog
