// Fog perft against an outside engine: Fairy-Stockfish playing fog rules
// through tests/data/fogchess.ini. Per-move counts must agree. A missing
// binary is a failure, not a skip.
#include <gtest/gtest.h>

#include <cstdlib>

#include "engine/fen.hpp"
#include "engine/perft.hpp"
#include "tests/peer_engine.hpp"
#include "tests/perft_positions.hpp"

namespace {

std::string fairy_binary() {
    const char* env = std::getenv("FOGPROOF_FAIRY_STOCKFISH");
    return env ? env : "/usr/games/fairy-stockfish";
}

class FairyStockfishFogPerft : public ::testing::TestWithParam<fogtest::PerftCase> {};

TEST_P(FairyStockfishFogPerft, DivideMatchesAtDepthThree) {
    const auto& c = GetParam();
    std::string error;
    const auto peer = fogtest::run_peer_perft(fairy_binary(), FOGPROOF_TEST_DATA "/fogchess.ini", std::string(c.fen),
                                              3, error);
    ASSERT_TRUE(peer.has_value()) << error;
    const fog::Position p = fog::parse_fen_or_throw(c.fen, fog::KingRule::Required);
    std::map<std::string, std::uint64_t> ours;
    for (const auto& [m, n] : fog::perft_divide(p, 3, fog::Rules::Fog)) ours[fog::to_uci(m)] = n;
    EXPECT_EQ(ours, peer->divide) << c.name;
    EXPECT_EQ(fog::fog_perft(p, 3), peer->nodes) << c.name;
    // Proof that the variant file took effect: where check matters within
    // three plies, fog counts differ from the standard ones.
    if (c.name != "initial") {
        EXPECT_NE(peer->nodes, c.standard_counts[2]) << c.name << " looks like standard chess";
    }
}

INSTANTIATE_TEST_SUITE_P(Wiki, FairyStockfishFogPerft, ::testing::ValuesIn(fogtest::perft_cases()),
                         [](const auto& param_info) { return std::string(param_info.param.name); });

}  // namespace
