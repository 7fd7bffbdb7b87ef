// Vision (rules §3): the squares a colour sees on a board.
#pragma once

#include "engine/position.hpp"

namespace fog {

// Every square occupied by a piece of `viewer`, every destination of a fog
// move `viewer` would have if it were to move (with the pawn rules of §3),
// and, when `viewer` is to move and has an en passant capture, the square
// of the pawn it would capture.
Bitboard vision(const Position& p, Colour viewer);

}  // namespace fog
