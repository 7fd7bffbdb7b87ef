#include <gtest/gtest.h>

#include <random>

#include "engine/gather_bits.hpp"

namespace {

// Whichever way gather_bits and scatter_bits run here (the instructions
// inline, out of line after the CPU check, or the loop), they equal the
// loops, and scattering what was gathered gives back the bits under the mask.
TEST(GatherBits, EqualsTheLoopAndScatterInvertsIt) {
    std::mt19937_64 rng(20261202);
    for (int i = 0; i < 20000; ++i) {
        const std::uint64_t bits = rng();
        const std::uint64_t mask = i % 3 == 0 ? rng() : i % 3 == 1 ? rng() & rng() : ~0ULL >> (i % 64);
        const std::uint64_t gathered = fog::gather_bits(bits, mask);
        ASSERT_EQ(gathered, fog::gather_bits_by_loop(bits, mask)) << bits << " " << mask;
        ASSERT_EQ(fog::scatter_bits(gathered, mask), fog::scatter_bits_by_loop(gathered, mask)) << gathered << " " << mask;
        ASSERT_EQ(fog::scatter_bits(gathered, mask), bits & mask) << bits << " " << mask;
    }
}

// A worked case: the occupancy of a board with pieces on a1, c1 and h8,
// gathered under a mask of a1..h1 and h8.
TEST(GatherBits, WorkedExample) {
    const std::uint64_t mask = 0xFFULL | (1ULL << 63);
    const std::uint64_t bits = 0b101ULL | (1ULL << 63);
    EXPECT_EQ(fog::gather_bits(bits, mask), 0b1'0000'0101ULL);
    EXPECT_EQ(fog::scatter_bits(0b1'0000'0101ULL, mask), bits);
}

}  // namespace
