#include "engine/movegen.hpp"

#include "engine/en_passant.hpp"
#ifdef FOGPROOF_MUTANT_CASTLE_ATTACKED_FORBIDDEN
#include "engine/standard.hpp"
#endif

namespace fog {
namespace {

constexpr Square kKingStart[2] = {make_square(4, 0), make_square(4, 7)};

struct CastlingOption {
    std::uint8_t right;
    bool king_side;
};
constexpr CastlingOption kCastlingOptions[2][2] = {
    {{WhiteKingSide, true}, {WhiteQueenSide, false}},
    {{BlackKingSide, true}, {BlackQueenSide, false}},
};

Square rook_start(Colour c, bool king_side) { return make_square(king_side ? 7 : 0, c == White ? 0 : 7); }

// Castling is allowed iff the right remains, king and rook stand on their
// original squares and the path between them is empty (rules §1). Attacks
// do not matter.
[[gnu::always_inline]] inline bool can_castle(const Position& p, CastlingOption o) {
    const Colour us = p.side;
    if (!(p.castling & o.right)) return false;
    if (!(p.pieces(us, King) & bit(kKingStart[us]))) return false;
    if (!(p.pieces(us, Rook) & bit(rook_start(us, o.king_side)))) return false;
    if (p.occupied() & castling_path(us, o.king_side)) return false;
#ifdef FOGPROOF_MUTANT_CASTLE_ATTACKED_FORBIDDEN
    // Injected fault: standard chess's "not out of, through or into check".
    const int step = o.king_side ? 1 : -1;
    for (int i = 0; i <= 2; ++i)
        if (attackers_to(p, Square(kKingStart[us] + i * step), ~us, p.occupied())) return false;
#endif
    return true;
}

void push_promotions(MoveList& out, Square from, Square to) {
#ifndef FOGPROOF_MUTANT_MISSING_UNDERPROMOTION
    out.push(Move(from, to, MoveKind::Promotion, Knight));
#endif
    out.push(Move(from, to, MoveKind::Promotion, Bishop));
    out.push(Move(from, to, MoveKind::Promotion, Rook));
    out.push(Move(from, to, MoveKind::Promotion, Queen));
}
#ifdef FOGPROOF_MUTANT_MISSING_UNDERPROMOTION
constexpr int kPromotionChoices = 3;
#else
constexpr int kPromotionChoices = 4;
#endif

// Pawn targets split the way both the generator and the counter need.
struct PawnTargets {
    Bitboard single, double_push, capture_west, capture_east;
};

[[gnu::always_inline]] inline PawnTargets pawn_targets(const Position& p) {
    const Colour us = p.side;
    const Bitboard pawns = p.pieces(us, Pawn);
    const Bitboard empty = ~p.occupied();
    const Bitboard enemies = p.by_colour[~us];
    PawnTargets t;
    t.single = forward(us, pawns) & empty;
    t.double_push = forward(us, t.single & relative_rank_mask(us, 2)) & empty;
    t.capture_west = forward(us, west(pawns)) & enemies;
    t.capture_east = forward(us, east(pawns)) & enemies;
    return t;
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

Bitboard piece_targets(PieceType t, Square s, Bitboard occupied) {
    switch (t) {
        case Knight: return knight_attacks(s);
        case Bishop: return bishop_attacks(s, occupied);
        case Rook: return rook_attacks(s, occupied);
        case Queen: return queen_attacks(s, occupied);
        default: return king_attacks(s);
    }
}

}  // namespace

Bitboard castling_path(Colour c, bool king_side) {
    const int rank = c == White ? 0 : 7;
    if (king_side) return bit(make_square(5, rank)) | bit(make_square(6, rank));
    return bit(make_square(1, rank)) | bit(make_square(2, rank)) | bit(make_square(3, rank));
}

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
    const Bitboard last_rank = relative_rank_mask(us, 7);

    const PawnTargets t = pawn_targets(p);
    const Bitboard pawn_quiet = t.single | t.double_push;
    int n = popcount(pawn_quiet & ~last_rank) + kPromotionChoices * popcount(pawn_quiet & last_rank) +
            popcount(t.capture_west & ~last_rank) + kPromotionChoices * popcount(t.capture_west & last_rank) +
            popcount(t.capture_east & ~last_rank) + kPromotionChoices * popcount(t.capture_east & last_rank) +
            popcount(en_passant_capturers(p));

    for (Bitboard b = p.pieces(us, Knight); b;) n += popcount(knight_attacks(pop_lsb(b)) & ~own);
    for (Bitboard b = p.pieces(us, Bishop) | p.pieces(us, Queen); b;)
        n += popcount(bishop_attacks(pop_lsb(b), occupied) & ~own);
    for (Bitboard b = p.pieces(us, Rook) | p.pieces(us, Queen); b;)
        n += popcount(rook_attacks(pop_lsb(b), occupied) & ~own);
    for (Bitboard b = p.pieces(us, King); b;) n += popcount(king_attacks(pop_lsb(b)) & ~own);

    for (const CastlingOption& o : kCastlingOptions[us]) n += can_castle(p, o);
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
