// Property 11, the key sort and the key runs (engine/key_sort.hpp,
// engine/key_runs.hpp): for any run of keys, sorting in place, sorting
// through a scratch buffer and sort_unique give exactly what std::sort
// (and std::unique) give in key_less order. The runs are shaped like a
// belief update's: keys that agree outside a few random bits per word (so
// that duplicates, skewed buckets and all-equal ranges come up), long
// enough to pass the sort's switches from out-of-place passes to in-place
// passes to comparisons.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <cstdint>
#include <vector>

#include "engine/key_runs.hpp"
#include "engine/key_sort.hpp"

namespace {

// A mask with a few random bits set (none, sometimes).
std::uint64_t gen_varying_bits() {
    const auto bits = *rc::gen::container<std::vector<int>>(*rc::gen::inRange(0, 12), rc::gen::inRange(0, 64));
    std::uint64_t mask = 0;
    for (int b : bits) mask |= std::uint64_t{1} << b;
    return mask;
}

std::vector<fog::PositionKey> gen_belief_like_run() {
    fog::PositionKey base;
    for (auto& w : base.words) w = *rc::gen::arbitrary<std::uint64_t>();
    std::uint64_t vary[4];
    for (auto& v : vary) v = gen_varying_bits();
    const auto n = std::size_t(*rc::gen::inRange(0, 30000));
    const auto seed = *rc::gen::arbitrary<std::uint64_t>();
    // Keys from a cheap generator of our own: RapidCheck would take long to
    // draw tens of thousands of values one by one.
    std::uint64_t state = seed | 1;
    const auto next = [&] {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        return state;
    };
    std::vector<fog::PositionKey> run(n);
    for (fog::PositionKey& k : run)
        for (std::size_t w = 0; w < 4; ++w) k.words[w] = (base.words[w] & ~vary[w]) | (next() & vary[w]);
    return run;
}

std::vector<fog::PositionKey> std_sorted(std::vector<fog::PositionKey> keys) {
    std::sort(keys.begin(), keys.end(), fog::key_less);
    return keys;
}

RC_GTEST_PROP(KeySort, InPlaceEqualsStdSort, ()) {
    auto keys = gen_belief_like_run();
    const auto expected = std_sorted(keys);
    fog::sort_keys(keys.data(), keys.data() + keys.size());
    RC_ASSERT(keys == expected);
}

RC_GTEST_PROP(KeySort, ThroughScratchEqualsStdSort, ()) {
    auto keys = gen_belief_like_run();
    const auto expected = std_sorted(keys);
    std::vector<fog::PositionKey> scratch(keys.size(), keys.empty() ? fog::PositionKey{} : keys.front());
    fog::sort_keys(keys.data(), keys.data() + keys.size(), scratch.data());
    RC_ASSERT(keys == expected);
}

RC_GTEST_PROP(KeySort, SortUniqueEqualsStdSortAndUnique, ()) {
    const auto keys = gen_belief_like_run();
    auto expected = std_sorted(keys);
    expected.erase(std::unique(expected.begin(), expected.end()), expected.end());
    fog::KeyBuffer run, scratch;
    run.assign(keys.begin(), keys.end());
    fog::sort_unique(run, scratch);
    RC_ASSERT(std::vector<fog::PositionKey>(run.begin(), run.end()) == expected);
    fog::KeyBuffer plain;
    plain.assign(keys.begin(), keys.end());
    fog::sort_unique(plain);
    RC_ASSERT(plain == run);
}

}  // namespace
