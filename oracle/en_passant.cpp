// The en passant right: when a position has one (the canonical, xfen meaning
// of fow-rules §4) and which pawn an en passant capture removes (§1).
#include <cstdlib>

#include "oracle/detail.hpp"

namespace oracle::detail {

std::optional<Square> canonical_en_passant(const Position& p,
                                           Square passed_over) {
    // fow-rules §1: the pushed pawn belongs to the side that just moved and
    // stands one step beyond the square it passed over.
    const Colour pusher = opponent(p.side_to_move);
    const Square pushed{passed_over.file,
                        passed_over.rank + forward(pusher)};
    if (!on_board(pushed.file, pushed.rank) ||
        p.at(pushed) != piece_for(pusher, 'P')) {
        return std::nullopt;
    }
    // fow-rules §4 (xfen): the square counts only if a pawn of the side to
    // move stands beside the pushed pawn (same rank, adjacent file), i.e. an
    // en passant capture is legal in fog chess.
    const char capturer = piece_for(p.side_to_move, 'P');
    for (int side_step = -1; side_step <= 1; side_step += 2) {
        const int file = pushed.file + side_step;
        if (on_board(file, pushed.rank) &&
            p.board[pushed.rank][file] == capturer) {
            return passed_over;
        }
    }
    return std::nullopt;
}

std::optional<Square> full_en_passant(const Position& p) {
    return p.double_push.has_value() ? p.double_push : p.en_passant;
}

std::optional<Square> en_passant_victim_onto_square(const Position& p, const Move& m) {
    // fow-rules §1: "a pawn of the side to move that stands beside the
    // pushed pawn may capture it by moving to the square the pushed pawn
    // passed over". That square is the position's en passant square.
    if (!p.en_passant.has_value() || m.to != *p.en_passant) {
        return std::nullopt;
    }
    const Colour mover = p.side_to_move;
    if (p.at(m.from) != piece_for(mover, 'P')) {
        return std::nullopt;
    }
    if (std::abs(m.to.file - m.from.file) != 1 ||
        m.to.rank - m.from.rank != forward(mover)) {
        return std::nullopt;
    }
    if (p.at(m.to) != kEmpty) {
        return std::nullopt;
    }
    // The victim stands beside the capturer: same rank as the capturer,
    // file of the landing square.
    const Square victim{m.to.file, m.from.rank};
    if (p.at(victim) != piece_for(opponent(mover), 'P')) {
        return std::nullopt;
    }
    return victim;
}

}  // namespace oracle::detail
