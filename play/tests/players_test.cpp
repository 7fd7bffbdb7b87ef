#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "engine/fen.hpp"
#include "engine/movegen.hpp"
#include "play/random_player.hpp"
#include "play/referee.hpp"
#include "play/sampler_player.hpp"
#include "play/shallow_search.hpp"

namespace fog::play {
namespace {

Position fen(std::string_view text) { return parse_fen_or_throw(text, KingRule::Required); }

Move find_move(const Position& p, std::string_view uci) {
    MoveList legal;
    generate_moves(p, legal);
    for (Move m : legal)
        if (to_uci(m) == uci) return m;
    ADD_FAILURE() << uci << " is not a fog move of " << belief_fen(p);
    return Move{};
}

TEST(RandomPlayer, SameSeedSameGame) {
    RandomPlayer w1(7), b1(8), w2(7), b2(8);
    const GameResult a = play_game(w1, b1), b = play_game(w2, b2);
    ASSERT_GT(a.plies.size(), 0u);
    EXPECT_EQ(a.moves(), b.moves());
    EXPECT_EQ(a.end_reason, b.end_reason);
    // reset() restarts the stream: the same objects replay the same game.
    const GameResult again = play_game(w1, b1);
    EXPECT_EQ(a.moves(), again.moves());
}

TEST(RandomPlayer, DifferentSeedsDifferentGames) {
    RandomPlayer w1(7), b1(8), w2(9), b2(8);
    EXPECT_NE(play_game(w1, b1).moves(), play_game(w2, b2).moves());
}

TEST(ShallowSearch, MaterialAndKingCapture) {
    const Position p = fen("q3r2k/8/8/8/8/8/8/R3K3 w - - 0 1");
    EXPECT_EQ(material_balance(p, White), -900);
    // Taking the queen wins 900 but lets the rook take the king.
    const MoveScore take = score_move(p, find_move(p, "a1a8"));
    EXPECT_TRUE(take.king_lost);
    EXPECT_EQ(take.score, -kKingCaptureScore);
    const MoveScore step = score_move(p, find_move(p, "e1d2"));
    EXPECT_FALSE(step.king_lost);
    EXPECT_EQ(step.score, -900 - 500);  // the best reply is Qxa1
    const Position k = fen("4k3/8/8/8/8/8/8/4RK2 w - - 0 1");
    EXPECT_EQ(score_move(k, find_move(k, "e1e8")).score, kKingCaptureScore);
    // The reply that costs the most: the bishop takes the queen.
    const Position q = fen("4k3/8/8/2b5/8/4Q3/8/R3K3 w - - 0 1");
    const MoveScore quiet = score_move(q, find_move(q, "a1a2"));
    EXPECT_EQ(quiet.score, 900 + 500 - 300 - 900);
}

// P is exactly the start board (rules §5: the start is known), so the
// drawn boards are the true board.
void expect_sampler_keeps_its_king(std::string_view start, Colour side, const std::set<std::string>& safe) {
    const Position p = fen(start);
    MoveList legal;
    generate_moves(p, legal);
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        SamplerPlayer sampler(seed);
        sampler.reset(side, p);
        ASSERT_EQ(sampler.belief()->size(), 1u);
        const Move m = sampler.choose(legal);
        EXPECT_TRUE(safe.count(to_uci(m))) << "seed " << seed << " played " << to_uci(m);
        EXPECT_FALSE(score_move(p, m).king_lost);
    }
}

TEST(SamplerPlayer, NeverLosesTheKingWhenASafeMoveExists) {
    // Rxa8 wins a queen and loses the king to Rxe1; only king steps off the
    // e-file are safe.
    expect_sampler_keeps_its_king("q3r2k/8/8/8/8/8/8/R3K3 w - - 0 1", White, {"e1d1", "e1d2", "e1f1", "e1f2"});
    expect_sampler_keeps_its_king("r3k3/8/8/8/8/8/8/Q3R2K b - - 0 1", Black, {"e8d8", "e8d7", "e8f8", "e8f7"});
}

TEST(SamplerPlayer, TakesTheKingWhenItCan) {
    const Position p = fen("4k3/8/8/8/8/8/q7/4RK2 w - - 0 1");
    MoveList legal;
    generate_moves(p, legal);
    SamplerPlayer sampler(3);
    sampler.reset(White, p);
    EXPECT_EQ(to_uci(sampler.choose(legal)), "e1e8");
}

TEST(SamplerPlayer, PicksTheLeastBadWhenEveryMoveLosesTheKing) {
    // Two black rooks on the first rank: every white move loses the king
    // on the one board of P; the choice is still a legal move.
    const Position p = fen("7k/8/8/8/8/8/8/r1K4r w - - 0 1");
    MoveList legal;
    generate_moves(p, legal);
    SamplerPlayer sampler(5);
    sampler.reset(White, p);
    const Move m = sampler.choose(legal);
    EXPECT_NE(std::find(legal.begin(), legal.end(), m), legal.end());
}

TEST(SamplerPlayer, SameSeedSameGame) {
    SamplerOptions options;
    options.belief_cap = 500;
    options.samples = 8;
    RefereeOptions referee;
    referee.max_plies = 60;
    SamplerPlayer w1(11, options), w2(11, options);
    RandomPlayer b1(12), b2(12);
    const GameResult a = play_game(w1, b1, referee), b = play_game(w2, b2, referee);
    EXPECT_EQ(a.moves(), b.moves());
    EXPECT_EQ(a.notes, b.notes);
}

}  // namespace
}  // namespace fog::play
