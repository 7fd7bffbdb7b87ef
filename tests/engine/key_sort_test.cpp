// sort_keys must give exactly std::sort's key_less order on the inputs a
// belief update feeds it: runs of every length around the point where it
// switches from radix passes to comparisons, keys that agree on all but a
// few scattered bits (a belief's keys), many duplicates, all keys equal.
// Both forms: in place, and out of place through a scratch buffer (with
// and without dropping repeats).
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "engine/key_sort.hpp"

namespace {

// n keys that agree outside `vary` (per word), drawn from `distinct`
// different keys so that most occur several times.
std::vector<fog::PositionKey> keys_varying(std::size_t n, const std::array<std::uint64_t, 4>& vary,
                                           std::size_t distinct, std::mt19937_64& rng) {
    fog::PositionKey base;
    for (auto& w : base.words) w = rng();
    std::vector<fog::PositionKey> pool(std::max<std::size_t>(distinct, 1));
    for (fog::PositionKey& k : pool)
        for (std::size_t w = 0; w < 4; ++w) k.words[w] = (base.words[w] & ~vary[w]) | (rng() & vary[w]);
    std::vector<fog::PositionKey> out(n);
    for (fog::PositionKey& k : out) k = pool[rng() % pool.size()];
    return out;
}

void expect_sorted_like_std_sort(const std::vector<fog::PositionKey>& keys, const std::string& what) {
    std::vector<fog::PositionKey> expected = keys;
    std::sort(expected.begin(), expected.end(), fog::key_less);
    std::vector<fog::PositionKey> in_place = keys;
    fog::sort_keys(in_place.data(), in_place.data() + in_place.size());
    ASSERT_TRUE(in_place == expected) << "in place, " << what;
    std::vector<fog::PositionKey> through_scratch = keys;
    // The scratch starts with keys of its own: the sort must not read them.
    std::vector<fog::PositionKey> scratch(keys.size(), keys.empty() ? fog::PositionKey{} : keys.back());
    fog::sort_keys(through_scratch.data(), through_scratch.data() + through_scratch.size(), scratch.data());
    ASSERT_TRUE(through_scratch == expected) << "through scratch, " << what;
    std::vector<fog::PositionKey> unique = keys;
    const std::size_t left = fog::sort_unique_keys(unique.data(), unique.data() + unique.size(), scratch.data());
    unique.resize(left);
    expected.erase(std::unique(expected.begin(), expected.end()), expected.end());
    ASSERT_TRUE(unique == expected) << "sorted and unique through scratch, " << what;
}

TEST(KeySort, EqualsStdSortOnBeliefLikeKeys) {
    std::mt19937_64 rng(20261201);
    const std::vector<std::array<std::uint64_t, 4>> shapes = {
        {~0ULL, ~0ULL, ~0ULL, ~0ULL},                                  // every bit varies
        {0x0000000006fbfdffULL, 0x00007fff00000000ULL, 0x00007fff00007fffULL, 0x70006ULL},  // a belief's
        {0, 0, 0, 0x1ULL},                                             // only the last bit
        {0x8000000000000001ULL, 0, 0x10ULL, 0},                       // a few scattered bits
        {0, 0, 0, 0},                                                  // all keys equal
        // The packed sort's bounds (engine/key_packing.hpp): words split
        // into two parts of at most 64 varying bits each are sorted packed
        // (the first two), a part of 65 bits or 120 bits in no such split
        // are not (the last two).
        {~0ULL, 0, ~0ULL, 0},
        {0x00ff00ff00ff00ffULL, 0xff00ff00ff00ff00ULL, 0xffffffff00000000ULL, 0xffffffffULL},
        {~0ULL, 0, ~0ULL, 0x1ULL},
        {0xffffffffffULL, 0xffffffffffULL, 0xffffffffffULL, 0},
    };
    for (std::size_t shape = 0; shape < shapes.size(); ++shape)
        for (std::size_t n : {0, 1, 2, 3, 31, 127, 128, 129, 255, 256, 257, 1000, 4096, 8193, 100000})
            for (std::size_t distinct : {n / 3 + 1, n + 1}) {
                const auto keys = keys_varying(n, shapes[shape], distinct, rng);
                expect_sorted_like_std_sort(keys, "shape " + std::to_string(shape) + ", " + std::to_string(n) + " keys, " +
                                                      std::to_string(distinct) + " distinct");
            }
}

}  // namespace
