// Vision (rules §3): the squares a colour sees on a board.
#pragma once

#include "engine/en_passant.hpp"
#include "engine/position.hpp"

namespace fog {

// Every square occupied by a piece of `viewer`, every destination of a fog
// move `viewer` would have if it were to move (with the pawn rules of §3),
// and, when `viewer` is to move and has an en passant capture, the square
// of the pawn it would capture.
Bitboard vision(const Position& p, Colour viewer);

// The parts of vision that depend on what stands on squares the viewer may
// not see, each in one place: vision() and the belief update's view check
// (engine/view_check.hpp) both use them.

// What the viewer's pawns see: pushes only onto empty squares (a blocked
// pawn does not see its blocker), diagonals only onto enemy pieces.
inline Bitboard pawn_vision(Colour viewer, Bitboard pawns, Bitboard occupied, Bitboard enemies) {
    const Bitboard empty = ~occupied;
    const Bitboard single = forward(viewer, pawns) & empty;
    return single | (forward(viewer, single & relative_rank_mask(viewer, 2)) & empty) |
           (forward(viewer, east(pawns) | west(pawns)) & enemies);
}

// En passant belongs to the side to move only; a capture sees both the
// landing square and the pawn it would take.
inline Bitboard en_passant_vision(const Position& p, Colour viewer) {
    if (viewer != p.side || !en_passant_capturers(p)) return 0;
    return bit(p.ep) | bit(en_passant_victim(p.ep));
}

}  // namespace fog
