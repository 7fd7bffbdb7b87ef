#include <gtest/gtest.h>

#include "play/selfplay.hpp"

namespace fog::play {
namespace {

SelfplayOptions small_options() {
    SelfplayOptions options;
    options.sampler.belief_cap = 2000;
    options.sampler.samples = 8;
    return options;
}

TEST(Selfplay, EachGameIsReproducibleAlone) {
    SelfplayOptions options;
    options.referee.max_plies = 40;
    const auto batch = run_selfplay(3, 42, PlayerKind::Random, PlayerKind::Random, options);
    ASSERT_EQ(batch.size(), 3u);
    const GameResult alone = play_selfplay_game(2, 42, PlayerKind::Random, PlayerKind::Random, options);
    EXPECT_EQ(alone.moves(), batch[2].moves());
    EXPECT_NE(batch[0].moves(), batch[1].moves());
}

TEST(Selfplay, PlayerSeedsDiffer) {
    EXPECT_NE(player_seed(1, 0, White), player_seed(1, 0, Black));
    EXPECT_NE(player_seed(1, 0, White), player_seed(1, 1, White));
    EXPECT_NE(player_seed(1, 0, White), player_seed(2, 0, White));
}

TEST(Selfplay, ParsesPlayerKinds) {
    EXPECT_EQ(parse_player_kind("random"), PlayerKind::Random);
    EXPECT_EQ(parse_player_kind("sampler"), PlayerKind::Sampler);
    EXPECT_FALSE(parse_player_kind("stockfish").has_value());
    EXPECT_EQ(kind_name(PlayerKind::Sampler), "sampler");
}

TEST(Selfplay, SamplerAgainstRandomFinishesCleanly) {
    int progress_calls = 0;
    const auto results = run_selfplay(3, 7, PlayerKind::Sampler, PlayerKind::Random, small_options(),
                                      [&](int, const GameResult&) { ++progress_calls; });
    EXPECT_EQ(progress_calls, 3);
    for (const GameResult& r : results) {
        EXPECT_TRUE(r.error.empty()) << r.error;
        EXPECT_FALSE(r.end_reason.empty());
        EXPECT_FALSE(r.plies.empty());
        EXPECT_EQ(r.player[White], "sampler");
        EXPECT_EQ(r.winner.has_value(), r.end == GameEnd::KingCaptured);
    }
}

TEST(Selfplay, SamplerAgainstSamplerFinishesCleanly) {
    SelfplayOptions options = small_options();
    options.referee.max_plies = 200;
    for (const GameResult& r : run_selfplay(1, 9, PlayerKind::Sampler, PlayerKind::Sampler, options)) {
        EXPECT_TRUE(r.error.empty()) << r.error;
        EXPECT_FALSE(r.end_reason.empty());
    }
}

}  // namespace
}  // namespace fog::play
