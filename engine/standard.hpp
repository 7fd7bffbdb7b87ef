// Standard-chess legality (king safety), which fog chess does not have.
// It serves two purposes only: the `legal` en passant spelling (rules §4)
// and standard-chess perft to validate the move generator.
#pragma once

#include "engine/movegen.hpp"
#include "engine/position.hpp"

namespace fog {

// Squares of colour `by` that attack `s` on the given occupancy.
Bitboard attackers_to(const Position& p, Square s, Colour by, Bitboard occupied);

// True when colour c has a king and it is attacked.
bool in_check(const Position& p, Colour c);

// Standard-chess legality of a fog move: it does not leave the mover's king
// attacked, and castling neither starts in, passes through nor ends in check.
bool is_legal_in_standard_chess(const Position& p, Move m);

// Every standard-chess legal move.
void generate_standard_moves(const Position& p, MoveList& out);

}  // namespace fog
