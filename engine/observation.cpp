#include "engine/observation.hpp"

#include "engine/vision.hpp"

namespace fog {

PieceType Observation::type_on(Square s) const {
    const int c = int((code[0] >> s) & 1) | int(((code[1] >> s) & 1) << 1) | int(((code[2] >> s) & 1) << 2);
    return c == 0 ? NoPieceType : PieceType(c - 1);
}

void fill_view(const Position& after, Colour viewer, Observation& o) {
    const Bitboard seen = vision(after, viewer);
    const Bitboard* t = after.by_type;
    o.seen = seen;
    o.white = after.by_colour[White] & seen;
    o.code[0] = (t[Pawn] | t[Bishop] | t[Queen]) & seen;
    o.code[1] = (t[Knight] | t[Bishop] | t[King]) & seen;
    o.code[2] = (t[Rook] | t[Queen] | t[King]) & seen;
}

Observation observe(const Position& before, const Position& after, Colour viewer) {
    Observation o;
    fill_view(after, viewer, o);
    o.own_piece_captured = own_piece_captured(before, after, viewer);
    o.outcome = board_outcome(before, after);
    return o;
}

}  // namespace fog
