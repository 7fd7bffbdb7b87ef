#include "play/shallow_search.hpp"

#include <algorithm>

#include "engine/bitboard.hpp"
#include "engine/movegen.hpp"

namespace fog::play {

int material_balance(const Position& p, Colour c) {
    int balance = 0;
    for (int t = Pawn; t < King; ++t)
        balance += kPieceValue[t] * (popcount(p.pieces(c, PieceType(t))) - popcount(p.pieces(~c, PieceType(t))));
    return balance;
}

MoveScore score_move(const Position& b, Move m) {
    const Colour us = b.side;
    const Position a = make_move(b, m);
    if (!a.has_king(~us)) return {kKingCaptureScore, false};

    MoveList replies;
    generate_moves(a, replies);
    if (replies.empty() || a.halfmove >= 100) return {0, false};

    // Only the reply's material change matters for a material score, so
    // the replies need not be made on the board.
    int worst = 0;
    bool first = true;
    for (Move r : replies) {
        const Square to = r.to();
        const PieceType victim = r.kind() == MoveKind::EnPassant ? Pawn : a.type_on(to);
        if (victim == King) return {-kKingCaptureScore, true};
        int delta = victim == NoPieceType ? 0 : -kPieceValue[victim];
        if (r.is_promotion()) delta -= kPieceValue[r.promotion()] - kPieceValue[Pawn];
        worst = first ? delta : std::min(worst, delta);
        first = false;
    }
    return {material_balance(a, us) + worst, false};
}

}  // namespace fog::play
