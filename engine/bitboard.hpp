// Bitboard helpers: bit scans, shifts and the masks every module uses.
#pragma once

#include <bit>

#include "engine/types.hpp"

namespace fog {

constexpr Bitboard kFileA = 0x0101010101010101ULL;
constexpr Bitboard kFileH = kFileA << 7;
constexpr Bitboard kRank1 = 0xFFULL;
constexpr Bitboard rank_mask(int rank) { return kRank1 << (8 * rank); }
constexpr Bitboard file_mask(int file) { return kFileA << file; }

inline int popcount(Bitboard b) { return std::popcount(b); }
inline Square lsb(Bitboard b) { return Square(std::countr_zero(b)); }
inline Square pop_lsb(Bitboard& b) {
    Square s = lsb(b);
    b &= b - 1;
    return s;
}

constexpr Bitboard north(Bitboard b) { return b << 8; }
constexpr Bitboard south(Bitboard b) { return b >> 8; }
constexpr Bitboard east(Bitboard b) { return (b & ~kFileH) << 1; }
constexpr Bitboard west(Bitboard b) { return (b & ~kFileA) >> 1; }

// One step "forward" for a colour.
constexpr Bitboard forward(Colour c, Bitboard b) { return c == White ? north(b) : south(b); }

// Relative ranks: the pawn start rank, the double-push landing rank and the
// rank on which a pawn promotes, as seen by colour c.
constexpr int relative_rank(Colour c, int r) { return c == White ? r : 7 - r; }
constexpr Bitboard relative_rank_mask(Colour c, int r) { return rank_mask(relative_rank(c, r)); }

}  // namespace fog
