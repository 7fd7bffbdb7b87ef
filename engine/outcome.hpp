// End of the game (rules §2), the part a pair of boards decides. Repetition
// needs the game's history and lives with the referee.
#pragma once

#include <cstdint>
#include <string_view>

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
// `after`.
Outcome board_outcome(const Position& before, const Position& after);
// The same when the caller knows that the side to move in `after` has a
// move: the search for one, the dear part, is skipped.
Outcome board_outcome_with_a_move(const Position& before, const Position& after);

}  // namespace fog
