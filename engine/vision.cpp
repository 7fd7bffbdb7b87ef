#include "engine/vision.hpp"

namespace fog {

Bitboard vision(const Position& p, Colour viewer) {
    const Bitboard own = p.by_colour[viewer];
    const Bitboard occupied = p.occupied();
    Bitboard seen = own | pawn_vision(viewer, p.pieces(viewer, Pawn), occupied, p.by_colour[~viewer]);
    for (Bitboard b = p.pieces(viewer, Knight); b;) seen |= knight_attacks(pop_lsb(b));
    for (Bitboard b = p.pieces(viewer, Bishop) | p.pieces(viewer, Queen); b;)
        seen |= bishop_attacks(pop_lsb(b), occupied);
    for (Bitboard b = p.pieces(viewer, Rook) | p.pieces(viewer, Queen); b;) seen |= rook_attacks(pop_lsb(b), occupied);
    for (Bitboard b = p.pieces(viewer, King); b;) seen |= king_attacks(pop_lsb(b));
    return seen | en_passant_vision(p, viewer);
}

}  // namespace fog
