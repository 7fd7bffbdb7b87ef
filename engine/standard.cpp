#include "engine/standard.hpp"

namespace fog {

Bitboard attackers_to(const Position& p, Square s, Colour by, Bitboard occupied) {
    const Bitboard them = p.by_colour[by];
    const Bitboard diagonal = p.by_type[Bishop] | p.by_type[Queen];
    const Bitboard straight = p.by_type[Rook] | p.by_type[Queen];
    return them & ((pawn_attacks(~by, s) & p.by_type[Pawn]) | (knight_attacks(s) & p.by_type[Knight]) |
                   (king_attacks(s) & p.by_type[King]) | (bishop_attacks(s, occupied) & diagonal) |
                   (rook_attacks(s, occupied) & straight));
}

bool in_check(const Position& p, Colour c) {
    const Bitboard king = p.pieces(c, King);
    return king && attackers_to(p, lsb(king), ~c, p.occupied()) != 0;
}

bool is_legal_in_standard_chess(const Position& p, Move m) {
    const Colour us = p.side;
    if (m.kind() == MoveKind::Castling) {
        const int step = m.to() > m.from() ? 1 : -1;
        for (int i = 0; i <= 2; ++i)
            if (attackers_to(p, Square(m.from() + i * step), ~us, p.occupied())) return false;
        return true;
    }
    return !in_check(make_move(p, m), us);
}

void generate_standard_moves(const Position& p, MoveList& out) {
    MoveList fog_moves;
    generate_moves(p, fog_moves);
    for (Move m : fog_moves)
        if (is_legal_in_standard_chess(p, m)) out.push(m);
}

}  // namespace fog
