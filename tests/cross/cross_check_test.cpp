// The first meeting of the two readings: engine and oracle agree,
// through neutral types, on fog perft and on every position two plies deep
// from the six perft positions.
#include <gtest/gtest.h>

#include "harness/differential.hpp"
#include "harness/implementation.hpp"
#include "tests/perft_positions.hpp"

namespace {

using harness::Implementation;

class CrossCheck : public ::testing::TestWithParam<fogtest::PerftCase> {};

TEST_P(CrossCheck, FogPerftAgreesAtDepthThree) {
    const auto& c = GetParam();
    auto engine = harness::make_engine_implementation();
    auto oracle = harness::make_oracle_implementation();
    ASSERT_EQ(engine->load(std::string(c.fen), false), "");
    ASSERT_EQ(oracle->load(std::string(c.fen), false), "");
    const auto e = engine->perft(3, false, true);
    const auto o = oracle->perft(3, false, true);
    EXPECT_EQ(e.divide, o.divide);
    EXPECT_EQ(e.nodes, o.nodes);
}

// Plays `path` on a fresh pair and checks everything after every step.
void walk(const std::string& fen, std::vector<std::string>& path, int depth, std::size_t& checked) {
    auto engine = harness::make_engine_implementation();
    auto oracle = harness::make_oracle_implementation();
    ASSERT_EQ(engine->load(fen, false), "");
    ASSERT_EQ(oracle->load(fen, false), "");
    for (const std::string& m : path) {
        ASSERT_TRUE(engine->play(m)) << m;
        ASSERT_TRUE(oracle->play(m)) << m;
    }
    std::string where = fen;
    for (const auto& m : path) where += " " + m;
    if (auto d = harness::compare_state(*engine, *oracle)) FAIL() << where << "\n" << d->to_string("engine", "oracle");
    if (!path.empty())
        if (auto d = harness::compare_last_observations(*engine, *oracle))
            FAIL() << where << "\n" << d->to_string("engine", "oracle");
    ++checked;
    if (depth == 0) return;
    for (const std::string& m : engine->moves()) {
        path.push_back(m);
        walk(fen, path, depth - 1, checked);
        path.pop_back();
        if (::testing::Test::HasFatalFailure()) return;
    }
}

TEST_P(CrossCheck, MovesVisionAndObservationsAgreeTwoPliesDeep) {
    std::vector<std::string> path;
    std::size_t checked = 0;
    walk(std::string(GetParam().fen), path, 2, checked);
    EXPECT_GT(checked, 100u);
}

INSTANTIATE_TEST_SUITE_P(Wiki, CrossCheck, ::testing::ValuesIn(fogtest::perft_cases()),
                         [](const auto& param_info) { return std::string(param_info.param.name); });

}  // namespace
