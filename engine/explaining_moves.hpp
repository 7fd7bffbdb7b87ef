// The opponent moves that can explain what a viewer saw (rules §3, §5).
//
// A move changes the content of every square it touches and of no other
// (touched_squares). So when board b shows the viewer something other than
// the observation on the seen squares `mismatch`, a move m of b can lead to
// the observation only if the seen squares it touches are exactly those:
// (touched_squares(m) & seen) == mismatch. A belief update asks this of
// every board of P, and about four moves in five fail it; listing only
// the moves that pass spares making and checking the rest.
#pragma once

#include "engine/movegen.hpp"
#include "engine/position.hpp"

namespace fog {

// Exactly the moves m of generate_moves(p) with
// (touched_squares(m) & seen) == mismatch, in some order. `mismatch` must
// be a subset of `seen`.
void generate_explaining_moves(const Position& p, Bitboard seen, Bitboard mismatch, MoveList& out);

}  // namespace fog
