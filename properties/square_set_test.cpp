// The neutral square containers (harness/square_set.hpp) mean what the
// std::set<int> and std::map<int, char> they replaced meant: the same
// members, the same ascending order, the same comparisons. Differential
// checks compare observations through them, so a wrong == or <=> here
// would hide a disagreement between engine and oracle.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <map>
#include <set>
#include <vector>

#include "harness/square_set.hpp"

namespace {

using harness::SquareContents;
using harness::SquareSet;

std::set<int> gen_squares() {
    const auto squares = *rc::gen::container<std::vector<int>>(rc::gen::inRange(0, 64));
    return {squares.begin(), squares.end()};
}

SquareSet to_square_set(const std::set<int>& s) {
    SquareSet out;
    for (int x : s) out.insert(x);
    return out;
}

RC_GTEST_PROP(SquareSet, HoldsIteratesAndCountsLikeStdSet, ()) {
    const std::set<int> reference = gen_squares();
    const SquareSet set = to_square_set(reference);
    RC_ASSERT(std::vector<int>(set.begin(), set.end()) == std::vector<int>(reference.begin(), reference.end()));
    RC_ASSERT(set.size() == reference.size());
    RC_ASSERT(set.empty() == reference.empty());
    for (int s = 0; s < 64; ++s) RC_ASSERT(set.count(s) == reference.count(s));
}

RC_GTEST_PROP(SquareSet, OrdersLikeStdSet, ()) {
    // Small sets over few squares, so that equal sets and prefixes come up.
    const auto small = [] {
        const auto squares = *rc::gen::container<std::vector<int>>(rc::gen::inRange(0, 6));
        return std::set<int>(squares.begin(), squares.end());
    };
    const std::set<int> a = small(), b = small();
    RC_CLASSIFY(a == b, "equal");
    RC_ASSERT((to_square_set(a) <=> to_square_set(b)) == (a <=> b));
    RC_ASSERT((to_square_set(a) == to_square_set(b)) == (a == b));
}

RC_GTEST_PROP(SquareContents, MatchesStdMapInOrderAndComparison, ()) {
    const auto gen_contents = [] {
        std::map<int, char> reference;
        SquareContents contents;
        const auto n = *rc::gen::inRange(0, 6);
        for (int i = 0; i < n; ++i) {
            const int s = *rc::gen::inRange(0, 6);
            const char c = *rc::gen::element('.', 'P', 'k');
            reference[s] = c;
            contents[s] = c;
        }
        return std::pair(reference, contents);
    };
    const auto [ra, a] = gen_contents();
    const auto [rb, b] = gen_contents();
    using Pairs = std::vector<std::pair<int, char>>;
    RC_ASSERT(Pairs(a.begin(), a.end()) == Pairs(ra.begin(), ra.end()));
    RC_ASSERT((a <=> b) == (ra <=> rb));
    RC_ASSERT((a == b) == (ra == rb));
    for (const auto& [s, c] : ra) RC_ASSERT(a.at(s) == c);
}

TEST(SquareSet, RefusesSquaresOffTheBoard) {
    SquareSet s;
    EXPECT_THROW(s.insert(64), std::out_of_range);
    EXPECT_THROW(s.insert(-1), std::out_of_range);
    EXPECT_EQ(s.count(64), 0U);
    EXPECT_TRUE(s.empty());
}

TEST(SquareContents, AtRefusesASquareItDoesNotHold) {
    SquareContents c;
    c[12] = 'P';
    EXPECT_EQ(c.at(12), 'P');
    EXPECT_THROW((void)c.at(13), std::out_of_range);
}

}  // namespace
