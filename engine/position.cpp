#include "engine/position.hpp"

#include "engine/en_passant.hpp"

namespace fog {

PieceType Position::type_on(Square s) const {
    const Bitboard b = bit(s);
    if (!(occupied() & b)) return NoPieceType;
    for (int t = Pawn; t <= King; ++t)
        if (by_type[t] & b) return PieceType(t);
    return NoPieceType;
}

std::array<char, 64> piece_letters(const Position& p) {
    std::array<char, 64> board;
    board.fill('.');
    for (const Colour c : {White, Black})
        for (int t = Pawn; t <= King; ++t)
            for (Bitboard b = p.pieces(c, PieceType(t)); b;) board[pop_lsb(b)] = piece_letter(c, PieceType(t));
    return board;
}

Position initial_position() {
    Position p;
    const PieceType back[8] = {Rook, Knight, Bishop, Queen, King, Bishop, Knight, Rook};
    for (int f = 0; f < 8; ++f) {
        p.put(White, back[f], make_square(f, 0));
        p.put(White, Pawn, make_square(f, 1));
        p.put(Black, Pawn, make_square(f, 6));
        p.put(Black, back[f], make_square(f, 7));
    }
    p.castling = AllCastling;
    return p;
}

Position make_move(const Position& p, Move m) {
    Position r = p;
    const Colour us = p.side, them = ~us;
    const Square from = m.from(), to = m.to();
    const PieceType moved = p.type_on_occupied(from);
    bool capture = false;

    if (m.kind() == MoveKind::EnPassant) {
        r.remove(them, Pawn, en_passant_victim(to));
        capture = true;
    } else if (p.by_colour[them] & bit(to)) {
        r.remove(them, p.type_on_occupied(to), to);
        capture = true;
    }
    r.remove(us, moved, from);
    r.put(us, m.is_promotion() ? m.promotion() : moved, to);
    if (m.kind() == MoveKind::Castling) {
        const bool king_side = file_of(to) == 6;
        const int rank = rank_of(from);
        r.remove(us, Rook, make_square(king_side ? 7 : 0, rank));
        r.put(us, Rook, make_square(king_side ? 5 : 3, rank));
    }

    r.castling = castling_after_move(p.castling, from, to);
    r.halfmove = (moved == Pawn || capture) ? 0 : std::uint16_t(p.halfmove + 1);
    if (us == Black) ++r.fullmove;
    r.side = them;
    r.ep = kNoSquare;
    r.double_push = kNoSquare;
    if (moved == Pawn && (from ^ to) == 16) {
        r.double_push = Square((from + to) / 2);
        r.ep = canonical_en_passant(r, to);
    }
    return r;
}

bool same_meaning(const Position& a, const Position& b) {
    for (int c = 0; c < 2; ++c)
        if (a.by_colour[c] != b.by_colour[c]) return false;
    for (int t = 0; t < kPieceTypes; ++t)
        if (a.by_type[t] != b.by_type[t]) return false;
    return a.side == b.side && a.castling == b.castling && a.ep == b.ep &&
           a.halfmove == b.halfmove && a.fullmove == b.fullmove;
}

}  // namespace fog
