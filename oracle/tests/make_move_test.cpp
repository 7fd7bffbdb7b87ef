// Making moves (fow-rules §1): castling, en passant, promotion, castling
// rights, clocks, and the en passant square a move leaves (§4).
#include <string>

#include "helpers.hpp"

namespace oracle_test {
namespace {

using oracle::EpSpelling;
using oracle::write_fen;

const char* const kRooks = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
const char* const kRooksBlack = "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1";

TEST(MakeMove, CastlingMovesKingAndRook) {
    EXPECT_EQ(xfen(play(fen(kRooks), "e1g1")),
              "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
    EXPECT_EQ(xfen(play(fen(kRooks), "e1c1")),
              "r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1");
    EXPECT_EQ(xfen(play(fen(kRooksBlack), "e8g8")),
              "r4rk1/8/8/8/8/8/8/R3K2R w KQ - 1 2");
    EXPECT_EQ(xfen(play(fen(kRooksBlack), "e8c8")),
              "2kr3r/8/8/8/8/8/8/R3K2R w KQ - 1 2");
}

TEST(MakeMove, CastlingRightsLostByKingMove) {
    EXPECT_EQ(xfen(play(fen(kRooks), "e1e2")),
              "r3k2r/8/8/8/8/8/4K3/R6R b kq - 1 1");
    EXPECT_EQ(xfen(play(fen(kRooksBlack), "e8d8")),
              "r2k3r/8/8/8/8/8/8/R3K2R w KQ - 1 2");
}

TEST(MakeMove, CastlingRightsLostByRookMove) {
    EXPECT_EQ(xfen(play(fen(kRooks), "h1h2")),
              "r3k2r/8/8/8/8/8/7R/R3K3 b Qkq - 1 1");
    EXPECT_EQ(xfen(play(fen(kRooks), "a1a2")),
              "r3k2r/8/8/8/8/8/R7/4K2R b Kkq - 1 1");
    // Going back does not restore the right.
    const Position back = play_all(fen(kRooks), {"h1h2", "a8b8", "h2h1"});
    EXPECT_EQ(xfen(back), "1r2k2r/8/8/8/8/8/8/R3K2R b Qk - 3 2");
}

TEST(MakeMove, CastlingRightsLostByCaptureOnTheRookSquare) {
    // Ra1xa8: White loses Q (rook left a1), Black loses q (captured on a8).
    EXPECT_EQ(xfen(play(fen(kRooks), "a1a8")),
              "R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1");
    // Rh8xh1: Black loses k, White loses K.
    EXPECT_EQ(xfen(play(fen(kRooksBlack), "h8h1")),
              "r3k3/8/8/8/8/8/8/R3K2r w Qq - 0 2");
    // A knight captured on a8 while Black has no q: only White's Q goes
    // (its rook left a1).
    EXPECT_EQ(xfen(play(fen("n3k3/8/8/8/8/8/8/R3K3 w Q - 0 1"), "a1a8")),
              "R3k3/8/8/8/8/8/8/4K3 b - - 0 1");
}

TEST(MakeMove, CaptureOfTheKingOnItsSquareRemovesBothRights) {
    // docs/rules.md: the position after the capture must re-parse, and a
    // right whose king is gone could never be used.
    const Position after = play(fen("4k3/4q3/8/8/8/8/8/R3K2R b KQ - 0 1"), "e7e1");
    EXPECT_EQ(xfen(after), "4k3/8/8/8/8/8/8/R3q2R w - - 0 2");
    const oracle::ParseResult again = oracle::parse_fen(xfen(after), true);
    EXPECT_TRUE(again.position.has_value()) << again.error;
}

TEST(MakeMove, HalfmoveClockAndFullmoveNumber) {
    Position p = oracle::initial_position();
    p = play(p, "e2e4");  // pawn move: 0; White moved: still 1
    EXPECT_EQ(xfen(p), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    p = play(p, "g8f6");  // quiet: 1; Black moved: 2
    EXPECT_EQ(xfen(p), "rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2");
    p = play(p, "g1f3");  // quiet: 2
    EXPECT_EQ(xfen(p), "rnbqkb1r/pppppppp/5n2/8/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 2 2");
    p = play(p, "f6e4");  // capture: 0; Black moved: 3
    EXPECT_EQ(xfen(p), "rnbqkb1r/pppppppp/8/8/4n3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3");
    p = play(p, "f3g1");  // quiet: 1
    EXPECT_EQ(p.halfmove_clock, 1);
    EXPECT_EQ(p.fullmove_number, 3);
    p = play(p, "h7h6");  // pawn: 0
    EXPECT_EQ(p.halfmove_clock, 0);
    EXPECT_EQ(p.fullmove_number, 4);
}

TEST(MakeMove, DoublePushLeavesTheSquare) {
    // A black pawn on f4 stands beside e4: canonical square e3.
    const Position p = play(fen("4k3/8/8/8/5p2/8/4P3/4K3 w - - 0 1"), "e2e4");
    EXPECT_EQ(xfen(p), "4k3/8/8/8/4Pp2/8/8/4K3 b - e3 0 1");
    ASSERT_TRUE(p.en_passant.has_value());
    EXPECT_EQ(*p.en_passant, sq("e3"));
    ASSERT_TRUE(p.double_push.has_value());
    EXPECT_EQ(*p.double_push, sq("e3"));

    // Black pushes beside a white pawn.
    const Position q = play(fen("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1"), "d7d5");
    EXPECT_EQ(xfen(q), "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");

    // Edge files: a capturer on the only neighbouring file.
    EXPECT_EQ(xfen(play(fen("4k3/8/8/8/1p6/8/P7/4K3 w - - 0 1"), "a2a4")),
              "4k3/8/8/8/Pp6/8/8/4K3 b - a3 0 1");
    EXPECT_EQ(xfen(play(fen("4k3/8/8/8/6p1/8/7P/4K3 w - - 0 1"), "h2h4")),
              "4k3/8/8/8/6pP/8/8/4K3 b - h3 0 1");
}

TEST(MakeMove, DoublePushWithoutCapturerIsRememberedOnlyForFull) {
    const Position p = play(oracle::initial_position(), "e2e4");
    EXPECT_FALSE(p.en_passant.has_value());
    ASSERT_TRUE(p.double_push.has_value());
    EXPECT_EQ(*p.double_push, sq("e3"));
    EXPECT_EQ(write_fen(p, EpSpelling::Full),
              "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    // The next move forgets it.
    const Position q = play(p, "g8f6");
    EXPECT_FALSE(q.double_push.has_value());
    EXPECT_FALSE(q.en_passant.has_value());

    // A pawn of the pusher's own colour beside it is no capturer; nor is an
    // enemy pawn two files away.
    EXPECT_FALSE(play(fen("4k3/8/8/8/5P2/8/4P3/4K3 w - - 0 1"), "e2e4")
                     .en_passant.has_value());
    EXPECT_FALSE(play(fen("4k3/8/8/8/6p1/8/4P3/4K3 w - - 0 1"), "e2e4")
                     .en_passant.has_value());
    // A piece other than a pawn beside it is no capturer either.
    EXPECT_FALSE(play(fen("4k3/8/8/8/5n2/8/4P3/4K3 w - - 0 1"), "e2e4")
                     .en_passant.has_value());
}

TEST(MakeMove, EnPassantCaptureRemovesThePushedPawn) {
    const Position p = play(fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"), "e5d6");
    EXPECT_EQ(xfen(p), "4k3/8/3P4/8/8/8/8/4K3 b - - 0 1");
    const Position q = play(fen("4k3/8/8/8/4Pp2/8/8/4K3 b - e3 0 1"), "f4e3");
    EXPECT_EQ(xfen(q), "4k3/8/8/8/8/4p3/8/4K3 w - - 0 2");
}

TEST(MakeMove, Promotion) {
    EXPECT_EQ(xfen(play(fen("r1n1k3/1P6/8/8/8/8/8/4K3 w - - 0 1"), "b7b8q")),
              "rQn1k3/8/8/8/8/8/8/4K3 b - - 0 1");
    EXPECT_EQ(xfen(play(fen("r1n1k3/1P6/8/8/8/8/8/4K3 w - - 0 1"), "b7c8b")),
              "r1B1k3/8/8/8/8/8/8/4K3 b - - 0 1");
    // Capture-promotion onto a8 also takes Black's right q.
    EXPECT_EQ(xfen(play(fen("r1n1k3/1P6/8/8/8/8/8/4K3 w q - 0 1"), "b7a8n")),
              "N1n1k3/8/8/8/8/8/8/4K3 b - - 0 1");
    EXPECT_EQ(xfen(play(fen("4k3/8/8/8/8/8/6p1/4K2R b K - 0 1"), "g2h1q")),
              "4k3/8/8/8/8/8/8/4K2q w - - 0 2");
    EXPECT_EQ(xfen(play(fen("4k3/8/8/8/8/8/6p1/4K2R b K - 5 1"), "g2g1r")),
              "4k3/8/8/8/8/8/8/4K1rR w K - 0 2");
}

}  // namespace
}  // namespace oracle_test
