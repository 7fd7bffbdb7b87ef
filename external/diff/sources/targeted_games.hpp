// Games built to reach rule clauses that random play seldom reaches: a
// fifty-move ending inside a belief update, a castling right after its
// rook was captured on the corner and another rook came back, en passant
// beside an attacked king, promotions to each piece, castling through
// attacked squares, a king captured on its castling square, repetition
// with and without an en passant square; and P at scale: that en passant
// once P holds hundreds of boards, and open games of hidden moves that
// grow P to 10^4-10^6 boards within a dozen plies.
//
// Each generator is a template with random filler: a start built around
// the shape the clause needs (the rest of the board random), and a move
// policy that favours the moves the clause needs, played by the reference
// engine. The same seed gives the same games.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "external/diff/game/diff_game.hpp"

namespace external {

struct TargetedGenerator {
    std::string name;                  // e.g. "fifty-moves", the game's source names it
    std::vector<std::string> clauses;  // the rule clauses it is built to reach (docs/clauses.md)
};

// Every generator, in a fixed order.
const std::vector<TargetedGenerator>& targeted_generators();

// `per_generator` games of each generator, from `seed`.
std::vector<DiffGame> targeted_games(std::uint64_t seed, std::size_t per_generator);

}  // namespace external
