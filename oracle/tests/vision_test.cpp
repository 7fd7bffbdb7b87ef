// Vision (fow-rules §3), worked out square by square.
#include <set>

#include "helpers.hpp"

namespace oracle_test {
namespace {

using oracle::vision;

TEST(Vision, StartPosition) {
    // Own ranks, the pawns' single and double pushes, the knights' a3 c3
    // f3 h3 (a6 c6 f6 h6): exactly four ranks each.
    const Position p = oracle::initial_position();
    EXPECT_EQ(vision(p, Colour::White), ranks(1, 4)) << names(vision(p, Colour::White));
    EXPECT_EQ(vision(p, Colour::Black), ranks(5, 8)) << names(vision(p, Colour::Black));
}

TEST(Vision, BlockedPawnDoesNotSeeItsBlocker) {
    // After 1.e4 e5 the two e-pawns block each other and no other piece
    // reaches e5 (for White) or e4 (for Black).
    const Position p = play_all(oracle::initial_position(), {"e2e4", "e7e5"});
    const std::set<Square> white = vision(p, Colour::White);
    const std::set<Square> black = vision(p, Colour::Black);
    EXPECT_EQ(white.count(sq("e5")), 0u);
    EXPECT_EQ(black.count(sq("e4")), 0u);

    // White, exactly: ranks 1-2 (own, and e2 seen by N, B, Q, K); rank 3
    // but e3 (no piece reaches e3 once the e-pawn has left); rank 4 (pawn
    // pushes, e4 own); Bf1 sees b5 and a6, Qd1 sees h5.
    std::set<Square> expected = ranks(1, 4);
    expected.erase(sq("e3"));
    for (const char* n : {"b5", "a6", "h5"}) {
        expected.insert(sq(n));
    }
    EXPECT_EQ(white, expected) << names(white);

    // Black, by symmetry: ranks 5-8 but e6, plus b4, a3 (Bf8) and h4 (Qd8).
    std::set<Square> expected_black = ranks(5, 8);
    expected_black.erase(sq("e6"));
    for (const char* n : {"b4", "a3", "h4"}) {
        expected_black.insert(sq(n));
    }
    EXPECT_EQ(black, expected_black) << names(black);
}

TEST(Vision, PawnDiagonalOnlyOntoAnEnemyPiece) {
    // White pawn e4, black knight d5, f5 empty: of the two diagonal
    // squares only d5 is seen.
    const Position p = fen("4k3/8/8/3n4/4P3/8/8/K7 w - - 0 1");
    const std::set<Square> v = vision(p, Colour::White);
    // Own: a1 e4. King a1: a2 b1 b2. Pawn e4: e5 (empty), d5 (enemy).
    EXPECT_EQ(v, squares({"a1", "e4", "a2", "b1", "b2", "e5", "d5"})) << names(v);
}

TEST(Vision, SlidersSeeUpToAndIncludingTheFirstOccupiedSquare) {
    // White rook d4, white pawn d6 (own blocker), black knight g4 (enemy
    // blocker); kings far away.
    const Position p = fen("k7/8/3P4/8/3R2n1/8/8/7K w - - 0 1");
    const std::set<Square> v = vision(p, Colour::White);
    // Own: d6 d4 h1. Rook: d5 d6 | d3 d2 d1 | c4 b4 a4 | e4 f4 g4.
    // Pawn d6: d7. King h1: g1 g2 h2.
    EXPECT_EQ(v, squares({"d6", "d4", "h1", "d5", "d3", "d2", "d1", "c4",
                          "b4", "a4", "e4", "f4", "g4", "d7", "g1", "g2",
                          "h2"}))
        << names(v);
    // Behind the knight, h4 stays dark.
    EXPECT_EQ(v.count(sq("h4")), 0u);
}

TEST(Vision, EnPassantIsOnlyForTheSideToMove) {
    // Black to move after e2-e4 beside the f4 pawn: Black sees e3 and the
    // e4 pawn; White, not to move, sees neither through its pawns.
    const Position p = fen("4k3/8/8/8/4Pp2/8/8/4K3 b - e3 0 1");
    const std::set<Square> black = vision(p, Colour::Black);
    // Own: e8 f4. King: d8 f8 d7 e7 f7. Pawn f4: f3, e3 (en passant), e4
    // (the pawn it would capture).
    EXPECT_EQ(black, squares({"e8", "f4", "d8", "f8", "d7", "e7", "f7", "f3",
                              "e3", "e4"}))
        << names(black);
    const std::set<Square> white = vision(p, Colour::White);
    // Own: e1 e4. King: d1 f1 d2 e2 f2. Pawn e4: e5; its diagonals d5
    // and f5 are empty (the f4 pawn stands beside it, not diagonally).
    EXPECT_EQ(white, squares({"e1", "e4", "d1", "f1", "d2", "e2", "f2", "e5"}))
        << names(white);

    // The same board without the right: Black loses e3 and e4.
    const Position plain = fen("4k3/8/8/8/4Pp2/8/8/4K3 b - - 0 1");
    std::set<Square> expected = black;
    expected.erase(sq("e3"));
    expected.erase(sq("e4"));
    EXPECT_EQ(vision(plain, Colour::Black), expected);
}

TEST(Vision, SideWithoutAKingStillSees) {
    const Position p = fen("8/8/8/8/8/8/4P3/4K3 b - - 0 1", true);
    EXPECT_TRUE(vision(p, Colour::Black).empty());
    EXPECT_EQ(vision(p, Colour::White),
              squares({"e2", "e1", "e3", "e4", "d1", "d2", "f1", "f2"}));
}

TEST(Vision, CastlingAddsNothingNew) {
    // With both castlings legal the king's g1 and c1 are already seen by
    // the rooks.
    const Position p = fen("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    const std::set<Square> v = vision(p, Colour::White);
    // Own a1 e1 h1; Ra1: a2..a8 (a8 empty, edge), b1 c1 d1; Rh1: h2..h8,
    // g1 f1; King: d1 d2 e2 f2 f1.
    std::set<Square> expected = squares({"a1", "e1", "h1", "b1", "c1", "d1",
                                         "f1", "g1", "d2", "e2", "f2"});
    for (int rank = 2; rank <= 8; ++rank) {
        expected.insert(Square{0, rank - 1});
        expected.insert(Square{7, rank - 1});
    }
    EXPECT_EQ(v, expected) << names(v);
}

}  // namespace
}  // namespace oracle_test
