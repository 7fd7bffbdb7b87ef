// The seeded sample of a belief (harness/belief_sample.hpp): what a finding
// at scale replays from its seed, so its promises are checked here.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <set>
#include <vector>

#include "harness/belief_sample.hpp"

namespace {

using harness::sample_indices;

TEST(SampleIndices, TakesMinOfCountAndSizeDistinctSortedIndicesBelowSize) {
    for (std::size_t size : {0u, 1u, 5u, 32u, 1000u})
        for (std::size_t count : {0u, 1u, 32u, 5000u}) {
            const std::vector<std::size_t> got = sample_indices(size, count, 7);
            EXPECT_EQ(got.size(), std::min(size, count)) << size << " " << count;
            EXPECT_TRUE(std::is_sorted(got.begin(), got.end()));
            EXPECT_EQ(std::set<std::size_t>(got.begin(), got.end()).size(), got.size()) << "repeats an index";
            for (std::size_t i : got) EXPECT_LT(i, size);
        }
}

TEST(SampleIndices, SameSeedSameSampleOtherSeedAnother) {
    EXPECT_EQ(sample_indices(1'000'000, 32, 42), sample_indices(1'000'000, 32, 42));
    EXPECT_NE(sample_indices(1'000'000, 32, 42), sample_indices(1'000'000, 32, 43));
}

TEST(SampleIndices, ReachesEveryIndexOverSeeds) {
    // Not a fixed corner of P: over many seeds every board of a small P is drawn.
    std::set<std::size_t> seen;
    for (std::uint64_t seed = 0; seed < 200; ++seed)
        for (std::size_t i : sample_indices(50, 3, seed)) seen.insert(i);
    EXPECT_EQ(seen.size(), 50u);
}

}  // namespace
