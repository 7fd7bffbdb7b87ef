#include <gtest/gtest.h>

#include "engine/fen.hpp"
#include "engine/key.hpp"
#include "play/random_player.hpp"
#include "play/referee.hpp"
#include "play/sampler_player.hpp"
#include "play/tests/test_players.hpp"

namespace fog::play {
namespace {

using testing::ScriptedPlayer;

Position fen(std::string_view text) { return parse_fen_or_throw(text, KingRule::Required); }

GameResult play_script(std::string_view start, std::vector<std::string> white, std::vector<std::string> black,
                       int max_plies = 600) {
    ScriptedPlayer w(std::move(white)), b(std::move(black));
    RefereeOptions options;
    options.start = fen(start);
    options.max_plies = max_plies;
    return play_game(w, b, options);
}

const std::vector<std::string> kWhiteShuffle = {"g1f3", "f3g1", "g1f3", "f3g1", "g1f3"};
const std::vector<std::string> kBlackShuffle = {"g8f6", "f6g8", "g8f6", "f6g8", "g8f6"};

TEST(Repetition, ThirdOccurrenceCountingTheStartEndsTheGame) {
    // The start stands at plies 0, 4 and 8; every other position of the
    // cycle reaches its third time only at ply 9 or later.
    const GameResult r = play_script(kStartFen, kWhiteShuffle, kBlackShuffle);
    ASSERT_EQ(r.plies.size(), 8u);
    EXPECT_EQ(r.end_reason, "repetition");
    EXPECT_EQ(r.end, GameEnd::Repetition);
    EXPECT_FALSE(r.winner.has_value());
    EXPECT_EQ(r.score(), "1/2-1/2");
    for (std::size_t i = 0; i + 1 < r.plies.size(); ++i)
        for (const Observation& o : r.plies[i].observation) EXPECT_EQ(o.outcome.end, GameEnd::None) << "ply " << i + 1;
    for (const Observation& o : r.plies.back().observation) EXPECT_EQ(o.outcome.end, GameEnd::Repetition);
    EXPECT_EQ(r.final_fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 8 5");
}

TEST(Repetition, HalfmoveClockTakesNoPart) {
    const Position start = initial_position();
    Position p = start;
    for (Move m : testing::parse_moves(start, {"g1f3", "g8f6", "f3g1", "f6g8"})) p = make_move(p, m);
    ASSERT_EQ(p.halfmove, 4);
    EXPECT_NE(position_key(p), position_key(start));
    EXPECT_EQ(repetition_key(p), repetition_key(start));
}

TEST(Repetition, FullmoveNumberTakesNoPart) {
    Position a = initial_position(), b = a;
    b.fullmove = 40;
    EXPECT_EQ(repetition_key(a), repetition_key(b));
}

TEST(Repetition, EnPassantSquareInTheCanonicalSense) {
    // After e2e4 no black pawn stands beside e4: no canonical square, so
    // the board equals the same placement reached by single steps (the
    // black king walks a triangle to hand the move back).
    const Position start = fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    Position a = start, b = start;
    for (Move m : testing::parse_moves(start, {"e2e4"})) a = make_move(a, m);
    for (Move m : testing::parse_moves(start, {"e2e3", "e8d8", "e3e4", "d8d7", "e1d1", "d7e8", "d1e1"}))
        b = make_move(b, m);
    ASSERT_EQ(a.double_push, make_square(4, 2));  // the `full` spelling would write e3
    EXPECT_EQ(repetition_key(a), repetition_key(b));
    // With a capturer beside the pawn the square is canonical and counts.
    const Position c = fen("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
    const Position d = fen("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1");
    EXPECT_NE(repetition_key(c), repetition_key(d));
}

TEST(Repetition, CastlingRightsCount) {
    const Position a = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    const Position b = fen("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1");
    EXPECT_NE(repetition_key(a), repetition_key(b));
}

TEST(FiftyMoves, HalfmoveClockReaching100EndsTheGame) {
    const GameResult r = play_script("4k3/8/8/8/8/8/8/R3K3 w - - 98 60", {"a1a2", "a2a3"}, {"e8d8", "d8c8"});
    ASSERT_EQ(r.plies.size(), 2u);
    EXPECT_EQ(r.end_reason, "fifty-moves");
    EXPECT_EQ(r.plies[0].observation[White].outcome.end, GameEnd::None);
    EXPECT_FALSE(r.winner.has_value());
    EXPECT_EQ(r.score(), "1/2-1/2");
}

TEST(FiftyMoves, ComesBeforeRepetitionAtTheSamePly) {
    // Third occurrence of the start at ply 8, when the clock reaches 100:
    // rules §2 checks the clock first.
    const std::string_view knights = "4k1n1/8/8/8/8/8/8/4K1N1 w - - 92 1";
    const GameResult both = play_script(knights, kWhiteShuffle, kBlackShuffle);
    ASSERT_EQ(both.plies.size(), 8u);
    EXPECT_EQ(both.end_reason, "fifty-moves");
    const GameResult only_repetition = play_script("4k1n1/8/8/8/8/8/8/4K1N1 w - - 0 1", kWhiteShuffle, kBlackShuffle);
    ASSERT_EQ(only_repetition.plies.size(), 8u);
    EXPECT_EQ(only_repetition.end_reason, "repetition");
}

TEST(FiftyMoves, AStartThatIsAlreadyOverIsNotPlayed) {
    const GameResult r = play_script("4k3/8/8/8/8/8/8/R3K3 w - - 100 60", {}, {});
    EXPECT_TRUE(r.plies.empty());
    EXPECT_EQ(r.end_reason, "fifty-moves");
}

TEST(KingCaptured, WhiteCapturesAndWins) {
    const GameResult r = play_script("4k3/8/8/8/8/8/8/4RK2 w - - 0 1", {"e1e8"}, {});
    ASSERT_EQ(r.plies.size(), 1u);
    EXPECT_EQ(r.end_reason, "king-captured");
    ASSERT_TRUE(r.winner.has_value());
    EXPECT_EQ(*r.winner, White);
    EXPECT_EQ(r.score(), "1-0");
}

TEST(KingCaptured, BlackCapturesAndWins) {
    const GameResult r = play_script("4rk2/8/8/8/8/8/8/4K3 w - - 0 1", {"e1e2"}, {"e8e2"});
    ASSERT_EQ(r.plies.size(), 2u);
    EXPECT_EQ(r.end_reason, "king-captured");
    ASSERT_TRUE(r.winner.has_value());
    EXPECT_EQ(*r.winner, Black);
    EXPECT_EQ(r.score(), "0-1");
    for (const Observation& o : r.plies.back().observation) {
        EXPECT_EQ(o.outcome.end, GameEnd::KingCaptured);
        EXPECT_EQ(o.outcome.winner, Black);
    }
}

TEST(Referee, IllegalMoveIsAnErrorResultNotACrash) {
    const GameResult r = play_script(kStartFen, {"e2e4", "e4e6"}, {"e7e5"});
    EXPECT_EQ(r.plies.size(), 2u);
    EXPECT_EQ(r.end_reason, "illegal-move");
    EXPECT_NE(r.error.find("e4e6"), std::string::npos) << r.error;
    EXPECT_NE(r.error.find("ply 3"), std::string::npos) << r.error;
    EXPECT_FALSE(r.winner.has_value());
    EXPECT_EQ(r.score(), "*");
}

TEST(Referee, PlyLimitIsNotARulesEnding) {
    RandomPlayer w(1), b(2);
    RefereeOptions options;
    options.max_plies = 10;
    const GameResult r = play_game(w, b, options);
    EXPECT_EQ(r.plies.size(), 10u);
    EXPECT_EQ(r.end_reason, "ply-limit");
    EXPECT_EQ(r.end, GameEnd::None);
    EXPECT_EQ(r.score(), "*");
}

// Replays a recorded game and checks that every observation the referee
// recorded and delivered is exactly fog::observe of the transition (with
// repetition put in by the referee on the last ply only).
void check_observations(const GameResult& r, const std::array<const testing::RecordingPlayer*, 2>& players) {
    Position board = parse_fen_or_throw(r.start_fen, KingRule::Required);
    std::array<std::size_t, 2> next{0, 0};
    for (std::size_t i = 0; i < r.plies.size(); ++i) {
        const Move m = r.plies[i].move;
        const Colour mover = board.side;
        const Position before = board;
        board = make_move(before, m);
        for (Colour c : {White, Black}) {
            Observation expected = observe(before, board, c);
            if (i + 1 == r.plies.size() && r.end == GameEnd::Repetition) {
                ASSERT_EQ(expected.outcome.end, GameEnd::None);
                expected.outcome = {GameEnd::Repetition, White};
            }
            EXPECT_EQ(r.plies[i].observation[c], expected) << "ply " << i + 1;
            ASSERT_LT(next[c], players[c]->received.size());
            const testing::Received& got = players[c]->received[next[c]++];
            EXPECT_EQ(got.own, c == mover) << "ply " << i + 1;
            if (got.own) {
                EXPECT_EQ(got.move, m);
            }
            EXPECT_EQ(got.observation, expected) << "ply " << i + 1;
        }
    }
    EXPECT_EQ(next[White], players[White]->received.size());
    EXPECT_EQ(next[Black], players[Black]->received.size());
    EXPECT_EQ(belief_fen(board), r.final_fen);
}

TEST(Referee, DeliversExactlyTheObservationsOfEachTransition) {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        testing::RecordingPlayer w(std::make_unique<RandomPlayer>(seed));
        testing::RecordingPlayer b(std::make_unique<RandomPlayer>(seed + 100));
        const GameResult r = play_game(w, b);
        ASSERT_TRUE(r.error.empty()) << r.error;
        check_observations(r, {&w, &b});
    }
    SamplerOptions options;
    options.belief_cap = 1000;
    testing::RecordingPlayer w(std::make_unique<SamplerPlayer>(3, options));
    testing::RecordingPlayer b(std::make_unique<RandomPlayer>(4));
    const GameResult r = play_game(w, b);
    ASSERT_TRUE(r.error.empty()) << r.error;
    check_observations(r, {&w, &b});
}

TEST(Referee, DeliversTheRepetitionEnding) {
    testing::RecordingPlayer w(std::make_unique<ScriptedPlayer>(kWhiteShuffle));
    testing::RecordingPlayer b(std::make_unique<ScriptedPlayer>(kBlackShuffle));
    const GameResult r = play_game(w, b);
    ASSERT_EQ(r.end, GameEnd::Repetition);
    check_observations(r, {&w, &b});
}

}  // namespace
}  // namespace fog::play
