// Property 11, the key sort and the key runs (engine/key_sort.hpp,
// engine/key_runs.hpp), the steps whose sets a belief update is made of:
// for any run of keys, sorting in place, sorting through a scratch buffer
// and sort_unique give exactly what std::sort (and std::unique) give in
// key_less order; merge_into gives std::set_union of the set and the runs;
// keep_bottom_k keeps the k keys first by (seeded hash, key); merge_and_cap
// equals merge_into followed by keep_bottom_k when the set passes the cap,
// split into parts or not. The runs are shaped like a
// belief update's: keys that agree outside a few random bits per word (so
// that duplicates, skewed buckets and all-equal ranges come up), long
// enough to pass the sort's switches from out-of-place passes to in-place
// passes to comparisons.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <iterator>
#include <optional>
#include <tuple>
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

// The number of bits in which the keys of a run differ from its first.
int varying_bits(const std::vector<fog::PositionKey>& keys) {
    std::uint64_t differ[4] = {0, 0, 0, 0};
    for (const fog::PositionKey& k : keys)
        for (std::size_t w = 0; w < 4; ++w) differ[w] |= k.words[w] ^ keys.front().words[w];
    return std::popcount(differ[0]) + std::popcount(differ[1]) + std::popcount(differ[2]) + std::popcount(differ[3]);
}

// One run in four is wide: all but a few bits of every word vary, more than
// the two words the sort packs keys into (engine/key_packing.hpp), so that
// both ways of sorting are tried; half its keys repeat earlier ones.
std::vector<fog::PositionKey> gen_belief_like_run(int max_keys = 30000) {
    fog::PositionKey base;
    for (auto& w : base.words) w = *rc::gen::arbitrary<std::uint64_t>();
    const bool wide = *rc::gen::inRange(0, 4) == 0;
    std::uint64_t vary[4];
    for (auto& v : vary) v = wide ? ~gen_varying_bits() : gen_varying_bits();
    const auto n = std::size_t(*rc::gen::inRange(0, max_keys));
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
    for (std::size_t i = 0; i < n; ++i) {
        if (wide && i % 2) {
            run[i] = run[next() % i];
            continue;
        }
        for (std::size_t w = 0; w < 4; ++w) run[i].words[w] = (base.words[w] & ~vary[w]) | (next() & vary[w]);
    }
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
    RC_CLASSIFY(!keys.empty() && varying_bits(keys) > 128, "more than 128 varying bits");
    const auto expected = std_sorted(keys);
    std::vector<fog::PositionKey> scratch(keys.size(), keys.empty() ? fog::PositionKey{} : keys.front());
    fog::sort_keys(keys.data(), keys.data() + keys.size(), scratch.data());
    RC_ASSERT(keys == expected);
}

RC_GTEST_PROP(KeySort, SortUniqueEqualsStdSortAndUnique, ()) {
    const auto keys = gen_belief_like_run();
    RC_CLASSIFY(!keys.empty() && varying_bits(keys) > 128, "more than 128 varying bits");
    auto expected = std_sorted(keys);
    expected.erase(std::unique(expected.begin(), expected.end()), expected.end());
    fog::KeyBuffer run;
    run.assign(keys.begin(), keys.end());
    std::vector<fog::PositionKey> scratch(keys.size());
    fog::sort_unique(run, scratch.data());
    RC_ASSERT(std::vector<fog::PositionKey>(run.begin(), run.end()) == expected);
    fog::KeyBuffer plain;
    plain.assign(keys.begin(), keys.end());
    fog::sort_unique(plain);
    RC_ASSERT(plain == run);
}

fog::KeyBuffer sorted_unique_buffer(std::vector<fog::PositionKey> keys) {
    keys = std_sorted(std::move(keys));
    keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
    fog::KeyBuffer out;
    out.assign(keys.begin(), keys.end());
    return out;
}

RC_GTEST_PROP(KeyRuns, MergeIntoEqualsSetUnionAndMergeAndCapEqualsMergeThenCut, ()) {
    // Set and runs drawn from one belief-like run, so that they overlap.
    const auto pool = gen_belief_like_run(6000);
    // A share of the pool's keys, chosen by a salted hash of their index.
    const auto pick = [&pool] {
        std::vector<fog::PositionKey> part;
        const auto share = std::size_t(*rc::gen::inRange(0, 101));
        const auto salt = std::size_t(*rc::gen::arbitrary<std::uint32_t>());
        for (std::size_t i = 0; i < pool.size(); ++i)
            if ((i * 2654435761u + salt) % 101 < share) part.push_back(pool[i]);
        return part;
    };
    fog::KeyBuffer set = sorted_unique_buffer(pick());
    const auto run_count = *rc::gen::inRange(0, 4);
    std::vector<fog::KeyBuffer> runs;
    for (int r = 0; r < run_count; ++r) {
        runs.push_back(sorted_unique_buffer(pick()));
    }
    std::vector<fog::PositionKey> expected(set.begin(), set.end());
    for (const fog::KeyBuffer& run : runs) {
        std::vector<fog::PositionKey> both;
        std::set_union(expected.begin(), expected.end(), run.begin(), run.end(), std::back_inserter(both), fog::key_less);
        expected = std::move(both);
    }
    std::vector<const fog::KeyBuffer*> run_pointers;
    for (const fog::KeyBuffer& run : runs) run_pointers.push_back(&run);
    fog::KeyBuffer capped = set;
    fog::merge_into(set, run_pointers);
    RC_ASSERT(std::vector<fog::PositionKey>(set.begin(), set.end()) == expected);

    // The same merge with a cap (0: none) and the cut it makes.
    const auto cap = std::size_t(*rc::gen::inRange<std::size_t>(0, expected.size() + 2));
    const auto seed = *rc::gen::arbitrary<std::uint64_t>();
    std::optional<std::uint64_t> expected_kth;
    if (cap && set.size() > cap) expected_kth = fog::keep_bottom_k(set, cap, seed);
    RC_CLASSIFY(expected_kth.has_value(), "cut");
    fog::KeyBuffer split = capped;
    const std::optional<std::uint64_t> kth = fog::merge_and_cap(capped, run_pointers, cap, seed);
    RC_ASSERT(kth == expected_kth);
    RC_ASSERT(capped == set);

    // Split among 2 to 9 parts (side by side when the arena has workers):
    // the same set and cut.
    const int parts = *rc::gen::inRange(2, 10);
    RC_CLASSIFY(split.empty(), "empty set, split at the largest run");
    RC_ASSERT(fog::merge_and_cap(split, run_pointers, cap, seed, parts) == expected_kth);
    RC_ASSERT(split == set);
}

RC_GTEST_PROP(KeyRuns, KeepBottomKKeepsTheKFirstByHashThenKey, ()) {
    // Up to 200 K keys: enough that the k-th hash shares its bucket of the
    // selection (65536 buckets) with others.
    fog::KeyBuffer set = sorted_unique_buffer(gen_belief_like_run(200000));
    RC_PRE(set.size() > 1);
    const auto k = std::size_t(*rc::gen::inRange<std::size_t>(1, set.size()));
    const auto seed = *rc::gen::arbitrary<std::uint64_t>();
    std::vector<std::tuple<std::uint64_t, fog::PositionKey>> ranked;
    for (const fog::PositionKey& key : set) ranked.emplace_back(fog::key_hash(key, seed), key);
    std::sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) {
        if (std::get<0>(a) != std::get<0>(b)) return std::get<0>(a) < std::get<0>(b);
        return fog::key_less(std::get<1>(a), std::get<1>(b));
    });
    std::vector<fog::PositionKey> expected;
    for (std::size_t i = 0; i < k; ++i) expected.push_back(std::get<1>(ranked[i]));
    expected = std_sorted(std::move(expected));
    const std::uint64_t kth = fog::keep_bottom_k(set, k, seed);
    RC_ASSERT(kth == std::get<0>(ranked[k - 1]));
    RC_ASSERT(std::vector<fog::PositionKey>(set.begin(), set.end()) == expected);
}

}  // namespace
