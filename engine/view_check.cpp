#include "engine/view_check.hpp"

namespace fog {

ViewCheck::ViewCheck(const Observation& observed, Colour viewer) : observed_(observed), viewer_(viewer) {
    const Bitboard seen = observed.seen;
    const Bitboard* code = observed.code;  // piece code = type + 1, in bit planes
    const Bitboard occupied = code[0] | code[1] | code[2];
    own_ = occupied & (viewer == White ? observed.white : ~observed.white);
    const auto of_type = [&](PieceType t) {
        const int c = int(t) + 1;
        return own_ & ((c & 1) ? code[0] : ~code[0]) & ((c & 2) ? code[1] : ~code[1]) & ((c & 4) ? code[2] : ~code[2]);
    };
    pawns_ = of_type(Pawn);
    // A ray that reaches an unseen square puts it (and what lies beyond)
    // in `fixed`, which then never equals the seen squares: right, as
    // every candidate with the observed content sees that square.
    Bitboard fixed = own_;
    for (Bitboard b = of_type(Knight); b;) fixed |= knight_attacks(pop_lsb(b));
    for (Bitboard b = of_type(King); b;) fixed |= king_attacks(pop_lsb(b));
    for (Bitboard b = of_type(Bishop) | of_type(Queen); b;) fixed |= bishop_attacks(pop_lsb(b), occupied);
    for (Bitboard b = of_type(Rook) | of_type(Queen); b;) fixed |= rook_attacks(pop_lsb(b), occupied);
    fixed_ = fixed;
    // A board's view shows pieces on seen squares only; the content check
    // looks at seen squares only, so it must be told.
    never_ = (observed.white | occupied) & ~seen;
}

}  // namespace fog
