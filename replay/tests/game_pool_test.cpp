// The pool of games side by side (replay/game_pool.hpp): results are
// delivered in game order whatever order the games finish in; a failure
// stops the run in order; a memory-limit stop beside other games is
// retried alone; how many games fit under a memory limit.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <vector>

#include "engine/memory_limit.hpp"
#include "replay/game_pool.hpp"
#include "replay/shard.hpp"

namespace {

using fog::replay::GamePool;
using fog::replay::run_games_in_order;

TEST(GamePool, DeliversInGameOrderWhateverOrderGamesFinishIn) {
    const std::size_t games = 12;
    std::vector<int> finished_order, delivered;
    std::mutex lock;
    std::atomic<int> running{0}, most_at_once{0};
    run_games_in_order(
        games, GamePool{4, 3},
        [&](std::size_t i) {
            const int now = ++running;
            int seen = most_at_once.load();
            while (now > seen && !most_at_once.compare_exchange_weak(seen, now)) {
            }
            // Early games take longest, so later ones finish first.
            std::this_thread::sleep_for(std::chrono::milliseconds(5 * int(games - i)));
            --running;
            std::lock_guard g(lock);
            finished_order.push_back(int(i));
        },
        [&](std::size_t i) { delivered.push_back(int(i)); });
    std::vector<int> expected(games);
    for (std::size_t i = 0; i < games; ++i) expected[i] = int(i);
    EXPECT_EQ(delivered, expected);
    EXPECT_LE(most_at_once.load(), 3);
    EXPECT_GE(most_at_once.load(), 2) << "the games never ran side by side";
    EXPECT_NE(finished_order, expected) << "the games finished in order: the test proves nothing";
}

TEST(GamePool, AFailureStopsTheRunInOrder) {
    std::vector<int> delivered;
    EXPECT_THROW(run_games_in_order(
                     10, GamePool{4, 4},
                     [&](std::size_t i) {
                         if (i == 5) throw std::runtime_error("game 5");
                     },
                     [&](std::size_t i) { delivered.push_back(int(i)); }),
                 std::runtime_error);
    EXPECT_EQ(delivered, (std::vector<int>{0, 1, 2, 3, 4}));
}

TEST(GamePool, AMemoryLimitBesideOtherGamesIsRetriedAloneAndOnlyThenFinal) {
    // Game 3 hits the limit on its first try, as if crowded out.
    std::atomic<int> running{0}, tries_of_3{0};
    bool retried_alone = false;
    std::vector<int> delivered;
    run_games_in_order(
        8, GamePool{4, 4},
        [&](std::size_t i) {
            const int now = ++running;
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
            --running;
            if (i != 3) return;
            if (++tries_of_3 == 1) throw fog::MemoryLimitError(7, 100, 1000, "crowded out");
            retried_alone = now == 1;
        },
        [&](std::size_t i) { delivered.push_back(int(i)); });
    EXPECT_EQ(delivered, (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7}));
    EXPECT_EQ(tries_of_3.load(), 2);
    EXPECT_TRUE(retried_alone) << "the second try ran beside other games";

    // Failing alone too: final, after the games before it.
    delivered.clear();
    EXPECT_THROW(run_games_in_order(
                     8, GamePool{4, 4},
                     [&](std::size_t i) {
                         if (i == 3) throw fog::MemoryLimitError(7, 100, 1000, "always");
                     },
                     [&](std::size_t i) { delivered.push_back(int(i)); }),
                 fog::MemoryLimitError);
    EXPECT_EQ(delivered, (std::vector<int>{0, 1, 2}));
}

TEST(GamePool, GamesAtOnceFollowThreadsGamesAndTheMemoryLimit) {
    fog::BeliefOptions belief;
    belief.threads = 8;
    EXPECT_EQ(fog::replay::plan_game_pool(belief, 2, 100).games_at_once, 8u);
    EXPECT_EQ(fog::replay::plan_game_pool(belief, 2, 3).games_at_once, 3u);
    belief.threads = 1;
    EXPECT_EQ(fog::replay::plan_game_pool(belief, 2, 100).games_at_once, 1u);
    // Capped at 2 M: 2 x 32 B x (2 M + 768 Ki) a belief, 357 MB a game,
    // and a table of 4 MiB for each of the 8 threads and 2 beliefs.
    belief.threads = 8;
    belief.cap = 2000000;
    const std::size_t game = fog::replay::game_memory_bound(belief, 2);
    EXPECT_EQ(game, 2u * 2 * 32 * (2000000 + (std::size_t{3} << 18)) + 2u * 8 * (std::size_t{4} << 20));
    belief.threads = 64;  // the tables grow with the threads: 512 MiB a game on 64
    EXPECT_EQ(fog::replay::game_memory_bound(belief, 2) - game, 2u * (64 - 8) * (std::size_t{4} << 20));
    belief.threads = 8;
    belief.max_memory = (std::size_t{256} << 20) + 3 * game + 1;
    EXPECT_EQ(fog::replay::plan_game_pool(belief, 2, 100).games_at_once, 3u);
    belief.max_memory = 100;  // not even one fits: still one at a time
    EXPECT_EQ(fog::replay::plan_game_pool(belief, 2, 100).games_at_once, 1u);
    belief.cap = 0;  // exact: not bounded in advance, one game per thread
    EXPECT_EQ(fog::replay::plan_game_pool(belief, 2, 100).games_at_once, 8u);
}

TEST(Shard, ParsesKOfNAndRefusesTheRestSayingWhy) {
    std::string error;
    const auto shard = fog::replay::parse_shard("2/5", error);
    ASSERT_TRUE(shard);
    EXPECT_EQ(shard->k, 2);
    EXPECT_EQ(shard->n, 5);
    EXPECT_TRUE(shard->owns(1));
    EXPECT_TRUE(shard->owns(6));
    EXPECT_FALSE(shard->owns(2));
    for (const char* bad : {"0/3", "4/3", "3", "a/b", "1/0", "-1/3", "1/3x", ""}) {
        error.clear();
        EXPECT_FALSE(fog::replay::parse_shard(bad, error)) << bad;
        EXPECT_NE(error.find(std::string("--shard '") + bad + "'"), std::string::npos) << error;
    }
}

}  // namespace
