#include "engine/vision.hpp"

#include "engine/en_passant.hpp"

namespace fog {

Bitboard vision(const Position& p, Colour viewer) {
    const Bitboard own = p.by_colour[viewer];
    const Bitboard enemies = p.by_colour[~viewer];
    const Bitboard occupied = own | enemies;
    const Bitboard empty = ~occupied;
    Bitboard seen = own;

    // Pawns: pushes only onto empty squares (a blocked pawn does not see its
    // blocker), diagonals only onto enemy pieces.
    const Bitboard pawns = p.pieces(viewer, Pawn);
    const Bitboard single = forward(viewer, pawns) & empty;
    seen |= single | (forward(viewer, single & relative_rank_mask(viewer, 2)) & empty);
    seen |= forward(viewer, east(pawns) | west(pawns)) & enemies;

    for (Bitboard b = p.pieces(viewer, Knight); b;) seen |= knight_attacks(pop_lsb(b));
    for (Bitboard b = p.pieces(viewer, Bishop) | p.pieces(viewer, Queen); b;)
        seen |= bishop_attacks(pop_lsb(b), occupied);
    for (Bitboard b = p.pieces(viewer, Rook) | p.pieces(viewer, Queen); b;) seen |= rook_attacks(pop_lsb(b), occupied);
    for (Bitboard b = p.pieces(viewer, King); b;) seen |= king_attacks(pop_lsb(b));

    // En passant belongs to the side to move only; a capture sees both the
    // landing square and the pawn it would take.
    if (viewer == p.side && en_passant_capturers(p)) {
        seen |= bit(p.ep);
        seen |= bit(en_passant_victim(p.ep));
    }
    return seen;
}

}  // namespace fog
