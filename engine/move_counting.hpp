// Counting pieces of the fog move rules (rules §1) from bare bitboards.
// Shared by the move generator and the child move counter (perft), so the
// pawn and castling rules each have one home whether a caller holds a
// Position or a position that was never built.
#pragma once

#include "engine/bitboard.hpp"
#include "engine/position.hpp"

namespace fog {

// Pawn destinations of `us`, split the way both generating and counting
// need them. En passant is not here: it depends on the en passant square.
struct PawnTargets {
    Bitboard single, double_push, capture_west, capture_east;
};

[[gnu::always_inline]] inline PawnTargets pawn_targets(Colour us, Bitboard pawns, Bitboard occupied,
                                                       Bitboard enemies) {
    const Bitboard empty = ~occupied;
    PawnTargets t;
    t.single = forward(us, pawns) & empty;
    t.double_push = forward(us, t.single & relative_rank_mask(us, 2)) & empty;
    t.capture_west = forward(us, west(pawns)) & enemies;
    t.capture_east = forward(us, east(pawns)) & enemies;
    return t;
}

inline constexpr int kPromotionChoices = 4;  // N, B, R, Q

// Pawn moves of `us` other than en passant, promotions counted per piece.
[[gnu::always_inline]] inline int count_pawn_moves(Colour us, Bitboard pawns, Bitboard occupied, Bitboard enemies) {
    const PawnTargets t = pawn_targets(us, pawns, occupied, enemies);
    const Bitboard last_rank = relative_rank_mask(us, 7);
    const Bitboard quiet = t.single | t.double_push;
    int n = popcount(quiet) + popcount(t.capture_west) + popcount(t.capture_east);
    if ((quiet | t.capture_west | t.capture_east) & last_rank) [[unlikely]]
        n += (kPromotionChoices - 1) * (popcount(quiet & last_rank) + popcount(t.capture_west & last_rank) +
                                        popcount(t.capture_east & last_rank));
    return n;
}

inline constexpr Square kKingStart[2] = {make_square(4, 0), make_square(4, 7)};

// The squares strictly between king and rook for one castling move.
constexpr Bitboard castling_path(Colour c, bool king_side) {
    const int rank = c == White ? 0 : 7;
    if (king_side) return bit(make_square(5, rank)) | bit(make_square(6, rank));
    return bit(make_square(1, rank)) | bit(make_square(2, rank)) | bit(make_square(3, rank));
}

struct CastlingOption {
    std::uint8_t right;
    bool king_side;
};
inline constexpr CastlingOption kCastlingOptions[2][2] = {
    {{WhiteKingSide, true}, {WhiteQueenSide, false}},
    {{BlackKingSide, true}, {BlackQueenSide, false}},
};

constexpr Square rook_start(Colour c, bool king_side) { return make_square(king_side ? 7 : 0, c == White ? 0 : 7); }

// Castling is allowed iff the right remains, king and rook stand on their
// original squares and the path between them is empty (rules §1). Attacks
// do not matter.
[[gnu::always_inline]] inline bool castling_allowed(Colour us, CastlingOption o, std::uint8_t castling,
                                                    Bitboard kings, Bitboard rooks, Bitboard occupied) {
    return (castling & o.right) && (kings & bit(kKingStart[us])) && (rooks & bit(rook_start(us, o.king_side))) &&
           !(occupied & castling_path(us, o.king_side));
}

// Castling moves of `us` (0, 1 or 2), from its king, rooks and rights.
[[gnu::always_inline]] inline int count_castling_moves(Colour us, std::uint8_t castling, Bitboard kings,
                                                       Bitboard rooks, Bitboard occupied) {
    const std::uint8_t ours = castling & (us == White ? (WhiteKingSide | WhiteQueenSide) : (BlackKingSide | BlackQueenSide));
    if (!ours) return 0;
    return castling_allowed(us, kCastlingOptions[us][0], ours, kings, rooks, occupied) +
           castling_allowed(us, kCastlingOptions[us][1], ours, kings, rooks, occupied);
}

}  // namespace fog
