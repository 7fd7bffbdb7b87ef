#include <gtest/gtest.h>

#include "engine/fen.hpp"
#include "engine/perft.hpp"
#include "tests/perft_positions.hpp"

namespace {

class StandardPerft : public ::testing::TestWithParam<fogtest::PerftCase> {};

// Standard-chess perft against the published counts, at every depth listed
// (4 or more for each position).
TEST_P(StandardPerft, MatchesPublishedCounts) {
    const auto& c = GetParam();
    const fog::Position p = fog::parse_fen_or_throw(c.fen, fog::KingRule::Required);
    for (std::size_t d = 1; d <= c.standard_counts.size(); ++d)
        EXPECT_EQ(fog::standard_perft(p, int(d)), c.standard_counts[d - 1]) << c.name << " depth " << d;
}

INSTANTIATE_TEST_SUITE_P(Wiki, StandardPerft, ::testing::ValuesIn(fogtest::perft_cases()),
                         [](const auto& param_info) { return std::string(param_info.param.name); });

TEST(StandardPerft, DivideSumsToTotal) {
    const fog::Position p = fog::parse_fen_or_throw(fogtest::perft_cases()[1].fen, fog::KingRule::Required);
    std::uint64_t sum = 0;
    for (const auto& [move, count] : fog::perft_divide(p, 3, fog::Rules::Standard)) sum += count;
    EXPECT_EQ(sum, 97862u);
}

}  // namespace
