// Observations (fow-rules §3): seen squares, their contents, the captured
// own piece, the outcome.
#include <set>

#include "helpers.hpp"

namespace oracle_test {
namespace {

using oracle::GameEnd;
using oracle::Observation;
using oracle::observe;

void expect_contents_match(const Observation& o, const Position& after) {
    ASSERT_EQ(o.contents.size(), o.seen.size());
    for (const Square& s : o.seen) {
        const auto it = o.contents.find(s);
        ASSERT_NE(it, o.contents.end()) << oracle::square_name(s);
        EXPECT_EQ(it->second, after.at(s)) << oracle::square_name(s);
    }
}

TEST(Observe, AfterOwnMove) {
    // 1.e4 seen by White (Black to move): ranks 1-4 without e3, plus e5
    // (the pawn's push square), b5 a6 (Bf1) and h5 (Qd1).
    const Position before = oracle::initial_position();
    const Position after = play(before, "e2e4");
    const Observation o = observe(before, after, Colour::White);
    std::set<Square> expected = ranks(1, 4);
    expected.erase(sq("e3"));
    for (const char* n : {"e5", "b5", "a6", "h5"}) {
        expected.insert(sq(n));
    }
    EXPECT_EQ(o.seen, expected) << names(o.seen);
    EXPECT_EQ(o.seen.size(), 35u);
    expect_contents_match(o, after);
    EXPECT_EQ(o.contents.at(sq("e4")), 'P');
    EXPECT_EQ(o.contents.at(sq("e2")), '.');
    EXPECT_FALSE(o.own_piece_captured.has_value());
    EXPECT_EQ(o.outcome, oracle::Outcome{});
}

TEST(Observe, CapturedOwnPiece) {
    // 1.e4 d5 2.exd5: Black lost the pawn on d5 and sees the white pawn
    // there along the d-file from its queen (d7 and d6 are empty).
    const Position before = play_all(oracle::initial_position(), {"e2e4", "d7d5"});
    const Position after = play(before, "e4d5");
    const Observation black = observe(before, after, Colour::Black);
    ASSERT_TRUE(black.own_piece_captured.has_value());
    EXPECT_EQ(*black.own_piece_captured, sq("d5"));
    EXPECT_EQ(black.contents.at(sq("d5")), 'P');
    expect_contents_match(black, after);

    // The capturer lost nothing.
    EXPECT_FALSE(observe(before, after, Colour::White).own_piece_captured.has_value());
}

TEST(Observe, CapturedOwnPieceEnPassantIsTheVictimSquare) {
    // The worked example of fow-rules §6: f4xg3 e.p. removes the pawn on g4;
    // the capturer lands on g3.
    const Position before =
        fen("5k2/2Q4p/P2Qp3/4N3/5pP1/B7/4PP1P/RN2KB1R b KQ g3 0 29");
    const Position after = play(before, "f4g3");
    EXPECT_EQ(xfen(after), "5k2/2Q4p/P2Qp3/4N3/8/B5p1/4PP1P/RN2KB1R w KQ - 0 30");
    const Observation white = observe(before, after, Colour::White);
    ASSERT_TRUE(white.own_piece_captured.has_value());
    EXPECT_EQ(*white.own_piece_captured, sq("g4"));
    EXPECT_EQ(white.outcome, oracle::Outcome{});
    // White's h2 pawn sees g3 diagonally (an enemy pawn stands there).
    EXPECT_EQ(white.contents.at(sq("g3")), 'p');
    EXPECT_EQ(white.contents.at(sq("g4")), '.');
    EXPECT_FALSE(observe(before, after, Colour::Black).own_piece_captured.has_value());
}

TEST(Observe, OutcomePart) {
    const Position before = fen("4k3/8/8/8/8/8/4Q3/4K3 w - - 0 1");
    const Position after = play(before, "e2e8");
    const Observation black = observe(before, after, Colour::Black);
    EXPECT_EQ(black.outcome.end, GameEnd::KingCaptured);
    ASSERT_TRUE(black.outcome.winner.has_value());
    EXPECT_EQ(*black.outcome.winner, Colour::White);
    ASSERT_TRUE(black.own_piece_captured.has_value());
    EXPECT_EQ(*black.own_piece_captured, sq("e8"));
    // Black has no piece left, so it sees nothing.
    EXPECT_TRUE(black.seen.empty());
    EXPECT_TRUE(black.contents.empty());

    const Observation white = observe(before, after, Colour::White);
    EXPECT_EQ(white.outcome, black.outcome);
    EXPECT_FALSE(white.own_piece_captured.has_value());
    EXPECT_EQ(white.contents.at(sq("e8")), 'Q');
}

}  // namespace
}  // namespace oracle_test
