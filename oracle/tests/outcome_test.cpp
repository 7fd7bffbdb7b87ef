// The end of the game (fow-rules §2), items 1 to 4 and their order.
#include <cstddef>
#include <string>
#include <vector>

#include "helpers.hpp"

namespace oracle_test {
namespace {

using oracle::GameEnd;
using oracle::Outcome;

// Black: Kh8 Rg8 Bf8 Bg7, pawns e7 f6 h6 h7; White: pawns e6 f5 h5, Ka1.
// Every black piece is boxed in by its own pieces, and every black pawn is
// blocked with no enemy piece on a diagonal square. White to move.
const char* const kCage = "5brk/4p1bp/4Pp1p/5P1P/8/8/8/K7 w - - 0 1";
const char* const kCage99 = "5brk/4p1bp/4Pp1p/5P1P/8/8/8/K7 w - - 99 1";

TEST(Outcome, KingCapturedWinnerIsTheCapturer) {
    const Position before = fen("4k3/8/8/8/8/8/4Q3/4K3 w - - 0 1");
    const Position after = play(before, "e2e8");
    const Outcome o = oracle::board_outcome(before, after);
    EXPECT_EQ(o.end, GameEnd::KingCaptured);
    ASSERT_TRUE(o.winner.has_value());
    EXPECT_EQ(*o.winner, Colour::White);

    const Position b2 = fen("4k3/8/8/8/8/8/8/4K2r b - - 0 1");
    const Outcome o2 = oracle::board_outcome(b2, play(b2, "h1e1"));
    EXPECT_EQ(o2.end, GameEnd::KingCaptured);
    ASSERT_TRUE(o2.winner.has_value());
    EXPECT_EQ(*o2.winner, Colour::Black);
}

TEST(Outcome, KingCapturedComesBeforeNoMoves) {
    // After Qxe8 Black has no piece at all, so no move either: item 1 wins.
    const Position before = fen("4k3/8/8/8/8/8/4Q3/4K3 w - - 0 1");
    const Position after = play(before, "e2e8");
    EXPECT_TRUE(oracle::legal_moves(after).empty());
    EXPECT_EQ(oracle::board_outcome(before, after).end, GameEnd::KingCaptured);
}

TEST(Outcome, KingAlreadyMissingIsNotACapture) {
    // Item 1 is about this move: a king absent before and after was not
    // captured by it. Black's only pawn is blocked: no moves.
    const Position before = fen("8/8/8/p7/P7/8/8/4K3 w - - 0 1", true);
    const Position after = play(before, "e1d1");
    const Outcome o = oracle::board_outcome(before, after);
    EXPECT_EQ(o.end, GameEnd::NoMoves);
    EXPECT_FALSE(o.winner.has_value());
}

TEST(Outcome, NoMoves) {
    const Position before = fen(kCage);
    const Position after = play(before, "a1a2");
    EXPECT_TRUE(oracle::legal_moves(after).empty());
    const Outcome o = oracle::board_outcome(before, after);
    EXPECT_EQ(o.end, GameEnd::NoMoves);
    EXPECT_FALSE(o.winner.has_value());
}

TEST(Outcome, NoMovesComesBeforeFiftyMoves) {
    const Position before = fen(kCage99);
    const Position after = play(before, "a1a2");
    EXPECT_EQ(after.halfmove_clock, 100);
    EXPECT_EQ(oracle::board_outcome(before, after).end, GameEnd::NoMoves);
}

TEST(Outcome, FiftyMovesWhenTheClockReaches100) {
    const Position at99 = fen("4k3/8/8/8/8/8/4P3/4K3 w - - 99 80");
    const Position quiet = play(at99, "e1d1");
    EXPECT_EQ(quiet.halfmove_clock, 100);
    const Outcome o = oracle::board_outcome(at99, quiet);
    EXPECT_EQ(o.end, GameEnd::FiftyMoves);
    EXPECT_FALSE(o.winner.has_value());

    // A pawn move at 99 resets the clock: no draw.
    EXPECT_EQ(oracle::board_outcome(at99, play(at99, "e2e3")).end, GameEnd::None);

    // At 98 a quiet move reaches 99 only.
    const Position at98 = fen("4k3/8/8/8/8/8/4P3/4K3 w - - 98 80");
    EXPECT_EQ(oracle::board_outcome(at98, play(at98, "e1d1")).end, GameEnd::None);
}

TEST(Outcome, NothingEndsAnOrdinaryMove) {
    const Position start = oracle::initial_position();
    const Outcome o = oracle::board_outcome(start, play(start, "e2e4"));
    EXPECT_EQ(o, Outcome{});
}

// Plays `moves` from `start`; returns every position including the start.
std::vector<Position> game(const Position& start, const std::vector<std::string>& moves) {
    std::vector<Position> history = {start};
    for (const std::string& m : moves) {
        history.push_back(play(history.back(), m));
    }
    return history;
}

// game_outcome after each ply of a history.
std::vector<GameEnd> ends(const std::vector<Position>& history) {
    std::vector<GameEnd> out;
    for (std::size_t i = 1; i < history.size(); ++i) {
        const std::vector<Position> so_far(history.begin(),
                                           history.begin() + static_cast<std::ptrdiff_t>(i) + 1);
        out.push_back(oracle::game_outcome(history[i - 1], history[i], so_far).end);
    }
    return out;
}

const std::vector<std::string> kShuffle = {"g1f3", "g8f6", "f3g1", "f6g8",
                                           "g1f3", "g8f6", "f3g1", "f6g8"};

TEST(Outcome, RepetitionOnTheThirdOccurrenceCountingTheStart) {
    // The start position occurs at plies 0, 4 and 8 (clocks differ, which
    // does not matter): the game ends at ply 8, not before.
    const std::vector<Position> history = game(oracle::initial_position(), kShuffle);
    const std::vector<GameEnd> got = ends(history);
    ASSERT_EQ(got.size(), 8u);
    for (std::size_t i = 0; i < 7; ++i) {
        EXPECT_EQ(got[i], GameEnd::None) << "ply " << i + 1;
    }
    EXPECT_EQ(got[7], GameEnd::Repetition);
    // The board alone cannot see it.
    EXPECT_EQ(oracle::board_outcome(history[7], history[8]).end, GameEnd::None);
}

TEST(Outcome, FiftyMovesComesBeforeRepetition) {
    const Position start =
        fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 92 1");
    const std::vector<Position> history = game(start, kShuffle);
    EXPECT_EQ(history[8].halfmove_clock, 100);
    EXPECT_EQ(oracle::game_outcome(history[7], history[8], history).end,
              GameEnd::FiftyMoves);
}

TEST(Outcome, RepetitionComparesCastlingRights) {
    // Laps of h1h2 h8h7 h2h1 h7h8. The first lap costs the rights K and k,
    // so the start placement occurs at plies 0 (KQkq), 4 and 8 (Qq): at
    // ply 8 that is only the second occurrence of the Qq position. The
    // position after ply 2 (Rh2 Rh7, Qq, White to move) is the first one to
    // come back twice: plies 2, 6, 10.
    const Position start = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    const std::vector<std::string> moves = {"h1h2", "h8h7", "h2h1", "h7h8",
                                            "h1h2", "h8h7", "h2h1", "h7h8",
                                            "h1h2", "h8h7"};
    const std::vector<GameEnd> got = ends(game(start, moves));
    ASSERT_EQ(got.size(), 10u);
    for (std::size_t i = 0; i < 9; ++i) {
        EXPECT_EQ(got[i], GameEnd::None) << "ply " << i + 1;
    }
    EXPECT_EQ(got[9], GameEnd::Repetition);
}

TEST(Outcome, RepetitionComparesTheCanonicalEnPassantSquare) {
    const Position with_ep = fen("4k3/8/8/8/4Pp2/8/8/4K3 b - e3 0 1");
    const Position without = fen("4k3/8/8/8/4Pp2/8/8/4K3 b - - 0 1");
    const Position before = fen("4k3/8/8/8/5p2/8/4P3/4K3 w - - 0 1");
    EXPECT_EQ(oracle::game_outcome(before, with_ep, {without, without, with_ep}).end,
              GameEnd::None);
    EXPECT_EQ(oracle::game_outcome(before, without, {without, with_ep, without}).end,
              GameEnd::None);
    EXPECT_EQ(oracle::game_outcome(before, without, {without, without, without}).end,
              GameEnd::Repetition);

    // The `full` memory of a double push without a capturer is no part of
    // the position: after 1.e4 the board equals one with '-' written.
    const Position e4 = play(oracle::initial_position(), "e2e4");
    const Position e4_plain =
        fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    ASSERT_TRUE(e4.double_push.has_value());
    EXPECT_EQ(oracle::game_outcome(oracle::initial_position(), e4,
                                   {e4_plain, e4_plain, e4})
                  .end,
              GameEnd::Repetition);
}

}  // namespace
}  // namespace oracle_test
