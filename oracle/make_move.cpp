// Making a move (fow-rules §1): piece placement, en passant, castling,
// promotion, castling rights, clocks, and the en passant square the move
// leaves behind (fow-rules §4).
#include <cstdlib>

#include "oracle/detail.hpp"
#include "oracle/oracle.hpp"

namespace oracle {

namespace {

using detail::kEmpty;

// fow-rules §1 and docs/rules.md ("Castling rights"): a right is lost
// whenever its king's or its rook's original square is moved from or
// captured on.
void lose_rights_on(Position& q, Square s) {
    if (s == Square{4, 0}) {  // e1
        q.white_king_side = false;
        q.white_queen_side = false;
    }
    if (s == Square{7, 0}) {  // h1
        q.white_king_side = false;
    }
    if (s == Square{0, 0}) {  // a1
        q.white_queen_side = false;
    }
    if (s == Square{4, 7}) {  // e8
        q.black_king_side = false;
        q.black_queen_side = false;
    }
    if (s == Square{7, 7}) {  // h8
        q.black_king_side = false;
    }
    if (s == Square{0, 7}) {  // a8
        q.black_queen_side = false;
    }
}

// The move itself. Inlined into both make_move and detail::apply_move, so
// that make_move pays nothing for its clause check but the check itself.
[[gnu::always_inline]] inline Position moved(const Position& p, const Move& m) {
    Position q = detail::copy_of(p);
    const Colour mover = p.side_to_move;
    const char piece = p.at(m.from);
    const char target = p.at(m.to);
    const bool pawn_move = detail::kind(piece) == 'P';

    // fow-rules §1 (en passant): the capturer lands on the square the
    // pushed pawn passed over; the victim stands beside the capturer.
    const std::optional<Square> victim = detail::en_passant_victim(p, m);
    const bool capture = target != kEmpty || victim.has_value();

    q.board[m.from.rank][m.from.file] = kEmpty;
    q.board[m.to.rank][m.to.file] = piece;
    if (victim.has_value()) {
        q.board[victim->rank][victim->file] = kEmpty;
    }

    // "Reaching the last rank promotes" to the piece the move names.
    if (m.promotion != 0) {
        q.board[m.to.rank][m.to.file] =
            detail::piece_for(mover, m.promotion);
    }

    // fow-rules §1 (castling): the king goes two files towards the rook,
    // the rook to the square the king passed over (f- or d-file).
    if (detail::kind(piece) == 'K' && m.from.file == 4 &&
        std::abs(m.to.file - m.from.file) == 2) {
        const int home = m.from.rank;
        const int rook_from = m.to.file == 6 ? 7 : 0;
        const int rook_to = m.to.file == 6 ? 5 : 3;
        q.board[home][rook_to] = q.board[home][rook_from];
        q.board[home][rook_from] = kEmpty;
    }

    lose_rights_on(q, m.from);
    if (capture) {
        lose_rights_on(q, m.to);
    }

    // fow-rules §1 (clocks): "The halfmove clock resets to 0 after any pawn
    // move or capture, else increases by 1. The fullmove number increases
    // after Black moves."
    q.halfmove_clock = (pawn_move || capture) ? 0 : p.halfmove_clock + 1;
    if (mover == Colour::Black) {
        q.fullmove_number = p.fullmove_number + 1;
    }
    q.side_to_move = opponent(mover);

    // fow-rules §4: the `full` spelling remembers every double push; the
    // canonical square only exists when the new side to move can capture.
    q.double_push = std::nullopt;
    q.en_passant = std::nullopt;
    if (pawn_move && std::abs(m.to.rank - m.from.rank) == 2) {
        const Square passed_over{m.from.file,
                                 (m.from.rank + m.to.rank) / 2};
        q.double_push = passed_over;
        q.en_passant = detail::canonical_en_passant(q, passed_over);
    }
    return q;
}

}  // namespace

Position detail::apply_move(const Position& p, const Move& m) { return moved(p, m); }

Position make_move(const Position& p, const Move& m) {
    Position q = moved(p, m);
    if (detail::recording_clauses()) [[unlikely]] {
        detail::note_made_move(p, m, q);
    }
    return q;
}

}  // namespace oracle
