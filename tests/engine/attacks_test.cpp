#include <gtest/gtest.h>

#include <random>

#include "engine/attacks.hpp"
#include "engine/magic_numbers.hpp"

namespace {

// Random occupancies with varied density: the two fast lookups must equal
// the plain ray walk on every square.
TEST(SliderAttacks, MagicAndPextEqualRayWalk) {
    std::mt19937_64 rng(20261130);
    for (int i = 0; i < 20000; ++i) {
        const fog::Bitboard occupied = rng() & rng() & (i % 2 ? rng() : ~0ULL);
        const fog::Square s = fog::Square(i % 64);
        ASSERT_EQ(fog::bishop_attacks_magic(s, occupied), fog::bishop_attacks_slow(s, occupied)) << int(s);
        ASSERT_EQ(fog::rook_attacks_magic(s, occupied), fog::rook_attacks_slow(s, occupied)) << int(s);
        ASSERT_EQ(fog::bishop_attacks(s, occupied), fog::bishop_attacks_slow(s, occupied)) << int(s);
        ASSERT_EQ(fog::rook_attacks(s, occupied), fog::rook_attacks_slow(s, occupied)) << int(s);
        if (fog::cpu_has_bmi2()) {
            ASSERT_EQ(fog::bishop_attacks_pext(s, occupied), fog::bishop_attacks_slow(s, occupied)) << int(s);
            ASSERT_EQ(fog::rook_attacks_pext(s, occupied), fog::rook_attacks_slow(s, occupied)) << int(s);
        }
    }
}

// Every stored number fits its square: the tables are built from them, and
// the search (slow under ASan) never runs at start-up.
TEST(SliderAttacks, TablesUseTheStoredMagicNumbers) {
    fog::bishop_attacks_magic(0, 0);  // fills the magic tables if not yet
    for (fog::Square s = 0; s < 64; ++s) {
        EXPECT_EQ(fog::kAttacks.bishop[s].magic, fog::kStoredBishopMagics[s]) << int(s);
        EXPECT_EQ(fog::kAttacks.rook[s].magic, fog::kStoredRookMagics[s]) << int(s);
    }
}

TEST(SliderAttacks, RayStopsAtFirstBlockerInclusive) {
    // Rook on a1, blocker on a4: a2 a3 a4 seen up the file, nothing beyond.
    const fog::Bitboard occupied = fog::bit(fog::make_square(0, 3));
    const fog::Bitboard up = fog::rook_attacks(fog::make_square(0, 0), occupied) & fog::file_mask(0);
    EXPECT_EQ(up, fog::bit(fog::make_square(0, 1)) | fog::bit(fog::make_square(0, 2)) | fog::bit(fog::make_square(0, 3)));
}

TEST(LeaperAttacks, CornerCounts) {
    EXPECT_EQ(fog::popcount(fog::knight_attacks(fog::make_square(0, 0))), 2);
    EXPECT_EQ(fog::popcount(fog::knight_attacks(fog::make_square(3, 3))), 8);
    EXPECT_EQ(fog::popcount(fog::king_attacks(fog::make_square(7, 7))), 3);
    EXPECT_EQ(fog::pawn_attacks(fog::White, fog::make_square(0, 1)), fog::bit(fog::make_square(1, 2)));
    EXPECT_EQ(fog::pawn_attacks(fog::Black, fog::make_square(7, 6)), fog::bit(fog::make_square(6, 5)));
}

}  // namespace
