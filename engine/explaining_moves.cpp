#include "engine/explaining_moves.hpp"

#include "engine/en_passant.hpp"
#include "engine/move_counting.hpp"
#include "engine/transition_filter.hpp"

namespace fog {
namespace {

// The destinations a move from `from` that touches only `from` and its
// destination may have: {from, to} & seen == mismatch. A seen origin
// outside the mismatch rules every move out; the mismatch squares the
// origin does not cover must be the destination (so at most one); with
// none left, the destination must be unseen.
Bitboard explaining_destinations(Square from, Bitboard seen, Bitboard mismatch) {
    const Bitboard origin = bit(from);
    if ((origin & seen) && !(origin & mismatch)) return 0;
    const Bitboard uncovered = mismatch & ~origin;
    if (!uncovered) return ~seen;
    return (uncovered & (uncovered - 1)) ? 0 : uncovered;
}

// Pawn moves from `to - delta` onto `targets`, kept when they explain.
void emit_pawn_moves(MoveList& out, Bitboard targets, int delta, Bitboard last_rank, Bitboard seen,
                     Bitboard mismatch) {
    for (Bitboard b = targets; b;) {
        const Square to = pop_lsb(b);
        const Square from = Square(to - delta);
        if (((bit(from) | bit(to)) & seen) != mismatch) continue;
        if (bit(to) & last_rank) {
            for (PieceType t : {Knight, Bishop, Rook, Queen}) out.push(Move(from, to, MoveKind::Promotion, t));
        } else {
            out.push(Move(from, to));
        }
    }
}

void push_if_explains(MoveList& out, Move m, Bitboard seen, Bitboard mismatch) {
    if ((touched_squares(m) & seen) == mismatch) out.push(m);
}

}  // namespace

void generate_explaining_moves(const Position& p, Bitboard seen, Bitboard mismatch, MoveList& out) {
    const Colour us = p.side;
    const Bitboard own = p.by_colour[us];
    const Bitboard occupied = p.occupied();
    const Bitboard unseen = ~seen;

    // Moves touching two squares: a seen square off the mismatch, or more
    // than two mismatches, rules all of them out.
    if (popcount(mismatch) <= 2) {
        // Either end of the move may be a mismatch or unseen.
        const Bitboard reachable = unseen | mismatch;
        const Bitboard last_rank = relative_rank_mask(us, 7);
        const int up = us == White ? 8 : -8;
        const PawnTargets t = pawn_targets(us, p.pieces(us, Pawn) & reachable, occupied, p.by_colour[~us]);
        emit_pawn_moves(out, t.single & reachable, up, last_rank, seen, mismatch);
        emit_pawn_moves(out, t.double_push & reachable, 2 * up, last_rank, seen, mismatch);
        emit_pawn_moves(out, t.capture_west & reachable, up - 1, last_rank, seen, mismatch);
        emit_pawn_moves(out, t.capture_east & reachable, up + 1, last_rank, seen, mismatch);

        for (int type = Knight; type <= King; ++type)
            for (Bitboard b = p.pieces(us, PieceType(type)) & reachable; b;) {
                const Square from = pop_lsb(b);
                const Bitboard targets = explaining_destinations(from, seen, mismatch) & ~own;
                if (!targets) continue;
                for (Bitboard to = piece_targets(PieceType(type), from, occupied) & targets; to;)
                    out.push(Move(from, pop_lsb(to)));
            }
    }

    // En passant (three squares) and castling (four): rare, checked whole.
    for (Bitboard b = en_passant_capturers(p); b;)
        push_if_explains(out, Move(pop_lsb(b), p.ep, MoveKind::EnPassant), seen, mismatch);
    for (const CastlingOption& o : kCastlingOptions[us])
        if (castling_allowed(us, o, p.castling, p.pieces(us, King), p.pieces(us, Rook), occupied))
            push_if_explains(out, Move(kKingStart[us], Square(kKingStart[us] + (o.king_side ? 2 : -2)), MoveKind::Castling),
                             seen, mismatch);
}

}  // namespace fog
