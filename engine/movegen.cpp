#include "engine/movegen.hpp"

#include "engine/en_passant.hpp"
#include "engine/move_counting.hpp"

namespace fog {
namespace {

// The castling rule itself is castling_allowed (move_counting.hpp).
[[gnu::always_inline]] inline bool can_castle(const Position& p, CastlingOption o) {
    const Colour us = p.side;
    if (!castling_allowed(us, o, p.castling, p.pieces(us, King), p.pieces(us, Rook), p.occupied())) return false;
    return true;
}

void push_promotions(MoveList& out, Square from, Square to) {
    out.push(Move(from, to, MoveKind::Promotion, Knight));
    out.push(Move(from, to, MoveKind::Promotion, Bishop));
    out.push(Move(from, to, MoveKind::Promotion, Rook));
    out.push(Move(from, to, MoveKind::Promotion, Queen));
}

[[gnu::always_inline]] inline PawnTargets pawn_targets(const Position& p) {
    return pawn_targets(p.side, p.pieces(p.side, Pawn), p.occupied(), p.by_colour[~p.side]);
}

// Splits a target set into promotion and non-promotion destinations and
// emits moves from `to - delta`.
void emit_pawn_moves(MoveList& out, Bitboard targets, int delta, Bitboard last_rank) {
    for (Bitboard b = targets & ~last_rank; b;) {
        const Square to = pop_lsb(b);
        out.push(Move(Square(to - delta), to));
    }
    for (Bitboard b = targets & last_rank; b;) {
        const Square to = pop_lsb(b);
        push_promotions(out, Square(to - delta), to);
    }
}

void emit_piece_moves(MoveList& out, Square from, Bitboard targets) {
    while (targets) out.push(Move(from, pop_lsb(targets)));
}

}  // namespace

void generate_moves(const Position& p, MoveList& out) {
    const Colour us = p.side;
    const Bitboard own = p.by_colour[us];
    const Bitboard occupied = p.occupied();
    const Bitboard last_rank = relative_rank_mask(us, 7);
    const int up = us == White ? 8 : -8;

    const PawnTargets t = pawn_targets(p);
    emit_pawn_moves(out, t.single, up, last_rank);
    emit_pawn_moves(out, t.double_push, 2 * up, last_rank);
    emit_pawn_moves(out, t.capture_west, up - 1, last_rank);
    emit_pawn_moves(out, t.capture_east, up + 1, last_rank);
    for (Bitboard b = en_passant_capturers(p); b;) out.push(Move(pop_lsb(b), p.ep, MoveKind::EnPassant));

    for (int type = Knight; type <= King; ++type)
        for (Bitboard b = p.pieces(us, PieceType(type)); b;) {
            const Square from = pop_lsb(b);
            emit_piece_moves(out, from, piece_targets(PieceType(type), from, occupied) & ~own);
        }

    for (const CastlingOption& o : kCastlingOptions[us])
        if (can_castle(p, o))
            out.push(Move(kKingStart[us], Square(kKingStart[us] + (o.king_side ? 2 : -2)), MoveKind::Castling));
}

int count_moves(const Position& p) {
    const Colour us = p.side;
    const Bitboard own = p.by_colour[us];
    const Bitboard occupied = p.occupied();
    int n = count_pawn_moves(us, p.pieces(us, Pawn), occupied, p.by_colour[~us]) + popcount(en_passant_capturers(p));

    for (Bitboard b = p.pieces(us, Knight); b;) n += popcount(knight_attacks(pop_lsb(b)) & ~own);
    for (Bitboard b = p.pieces(us, Bishop) | p.pieces(us, Queen); b;)
        n += popcount(bishop_attacks(pop_lsb(b), occupied) & ~own);
    for (Bitboard b = p.pieces(us, Rook) | p.pieces(us, Queen); b;)
        n += popcount(rook_attacks(pop_lsb(b), occupied) & ~own);
    for (Bitboard b = p.pieces(us, King); b;) n += popcount(king_attacks(pop_lsb(b)) & ~own);

    n += count_castling_moves(us, p.castling, p.pieces(us, King), p.pieces(us, Rook), occupied);
    return n;
}

bool has_any_move(const Position& p) {
    // Stops at the first move found: most positions answer at the pawns or
    // the king, and the belief update asks this for every candidate.
    const Colour us = p.side;
    const Bitboard own = p.by_colour[us];
    const Bitboard occupied = p.occupied();
    const PawnTargets t = pawn_targets(p);
    if (t.single | t.capture_west | t.capture_east | en_passant_capturers(p)) return true;
    for (Bitboard b = p.pieces(us, King); b;)
        if (king_attacks(pop_lsb(b)) & ~own) return true;
    for (Bitboard b = p.pieces(us, Knight); b;)
        if (knight_attacks(pop_lsb(b)) & ~own) return true;
    for (Bitboard b = p.pieces(us, Bishop) | p.pieces(us, Queen); b;)
        if (bishop_attacks(pop_lsb(b), occupied) & ~own) return true;
    for (Bitboard b = p.pieces(us, Rook) | p.pieces(us, Queen); b;)
        if (rook_attacks(pop_lsb(b), occupied) & ~own) return true;
    // Castling needs an empty path, so a castling side also has a king or
    // rook move onto that path: never the only move. Checked for clarity.
    for (const CastlingOption& o : kCastlingOptions[us])
        if (can_castle(p, o)) return true;
    return false;
}

}  // namespace fog
