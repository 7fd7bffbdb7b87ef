// Move generation (fow-rules §1): pseudo-legal moves, no king safety.
#include <set>
#include <string>
#include <vector>

#include "helpers.hpp"
#include "oracle/detail.hpp"

namespace oracle_test {
namespace {

std::set<std::string> moves_from(const Position& p, const std::string& from) {
    std::set<std::string> out;
    for (const std::string& u : uci_set(oracle::legal_moves(p))) {
        if (u.substr(0, 2) == from) {
            out.insert(u);
        }
    }
    return out;
}

TEST(Moves, StartPositionHasTheTwentyStandardMoves) {
    const std::vector<Move> moves = oracle::legal_moves(oracle::initial_position());
    EXPECT_EQ(moves.size(), 20u);
    const std::set<std::string> expected = {
        "a2a3", "a2a4", "b2b3", "b2b4", "c2c3", "c2c4", "d2d3",
        "d2d4", "e2e3", "e2e4", "f2f3", "f2f4", "g2g3", "g2g4",
        "h2h3", "h2h4", "b1a3", "b1c3", "g1f3", "g1h3"};
    EXPECT_EQ(uci_set(moves), expected);
}

TEST(Moves, KingMayStepIntoAttack) {
    // Black rook d2 covers d1, e2, f2 in standard chess; fog chess has no
    // king-safety rule, so all five king steps are legal.
    const Position p = fen("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1");
    const std::set<std::string> expected = {"e1d1", "e1d2", "e1e2", "e1f1",
                                            "e1f2"};
    EXPECT_EQ(uci_set(oracle::legal_moves(p)), expected);
}

TEST(Moves, CapturingTheKingIsAnOrdinaryMove) {
    const Position p = fen("4k3/8/8/8/8/8/4Q3/4K3 w - - 0 1");
    EXPECT_TRUE(has_move(p, "e2e8"));
}

TEST(Moves, PositionWithoutKingsStillHasMoves) {
    const Position p = fen("8/8/8/8/8/8/4P3/8 w - - 0 1", true);
    const std::set<std::string> expected = {"e2e3", "e2e4"};
    EXPECT_EQ(uci_set(oracle::legal_moves(p)), expected);
}

// ------------------------------------------------------------ castling

TEST(Moves, CastlingOutOfThroughAndIntoAttackedSquaresIsLegal) {
    // Black rooks on c8 d8 f8 g8 and a bishop on b4 attack c1, d1, e1, f1
    // and g1: the king castles out of, through and into attack both ways.
    const Position p = fen("2rrkrr1/8/8/8/1b6/8/8/R3K2R w KQ - 0 1");
    for (const char* name : {"c1", "d1", "e1", "f1", "g1"}) {
        EXPECT_TRUE(oracle::detail::is_attacked_standard(p, sq(name), Colour::Black))
            << name << " should be attacked for this test to mean anything";
    }
    EXPECT_TRUE(has_move(p, "e1g1"));
    EXPECT_TRUE(has_move(p, "e1c1"));
}

TEST(Moves, CastlingNeedsEverySquareBetweenEmpty) {
    // b1 is between king and rook (the king never crosses it) and still
    // must be empty.
    const Position b1_filled = fen("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1");
    EXPECT_TRUE(has_move(b1_filled, "e1g1"));
    EXPECT_FALSE(has_move(b1_filled, "e1c1"));

    const Position g1_filled = fen("r3k2r/8/8/8/8/8/8/R3K1NR w KQkq - 0 1");
    EXPECT_FALSE(has_move(g1_filled, "e1g1"));
    EXPECT_TRUE(has_move(g1_filled, "e1c1"));
}

TEST(Moves, CastlingNeedsTheRight) {
    const Position none = fen("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1");
    EXPECT_FALSE(has_move(none, "e1g1"));
    EXPECT_FALSE(has_move(none, "e1c1"));
    const Position only_queen_side = fen("r3k2r/8/8/8/8/8/8/R3K2R w Qk - 0 1");
    EXPECT_FALSE(has_move(only_queen_side, "e1g1"));
    EXPECT_TRUE(has_move(only_queen_side, "e1c1"));
}

TEST(Moves, BlackCastles) {
    const Position p = fen("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
    EXPECT_TRUE(has_move(p, "e8g8"));
    EXPECT_TRUE(has_move(p, "e8c8"));
    EXPECT_FALSE(has_move(p, "e1g1"));
    // King e8: d8 d7 e7 f7 f8 and two castlings; rooks a8: b8 c8 d8 and
    // a7..a2, a1 (capture); h8: g8 f8, h7..h2, h1 (capture).
    EXPECT_EQ(moves_from(p, "e8").size(), 7u);
    EXPECT_EQ(moves_from(p, "a8").size(), 3u + 7u);
    EXPECT_EQ(moves_from(p, "h8").size(), 2u + 7u);
}

// ------------------------------------------------------------ pawns

TEST(Moves, BlockedPawnHasNoPush) {
    const Position blocked = fen("4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1");
    EXPECT_TRUE(moves_from(blocked, "e2").empty());
    const Position half = fen("4k3/8/8/8/4n3/8/4P3/4K3 w - - 0 1");
    EXPECT_EQ(moves_from(half, "e2"), (std::set<std::string>{"e2e3"}));
}

TEST(Moves, PawnCapturesOnlyEnemyPiecesDiagonally) {
    const Position p = fen("4k3/8/8/8/8/3p1P2/4P3/4K3 w - - 0 1");
    EXPECT_EQ(moves_from(p, "e2"),
              (std::set<std::string>{"e2e3", "e2e4", "e2d3"}));
}

TEST(Moves, EnPassantOnlyWithTheSquare) {
    const Position with = fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    EXPECT_EQ(moves_from(with, "e5"), (std::set<std::string>{"e5e6", "e5d6"}));
    const Position without = fen("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(moves_from(without, "e5"), (std::set<std::string>{"e5e6"}));
    const Position black = fen("4k3/8/8/8/4Pp2/8/8/4K3 b - e3 0 1");
    EXPECT_EQ(moves_from(black, "f4"), (std::set<std::string>{"f4f3", "f4e3"}));
}

TEST(Moves, PromotionToAllFourPiecesAlsoWhenCapturing) {
    // White pawn b7: push to empty b8, capture the rook a8, the knight c8.
    const Position p = fen("r1n1k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    const std::set<std::string> expected = {
        "b7b8n", "b7b8b", "b7b8r", "b7b8q", "b7a8n", "b7a8b",
        "b7a8r", "b7a8q", "b7c8n", "b7c8b", "b7c8r", "b7c8q"};
    EXPECT_EQ(moves_from(p, "b7"), expected);

    const Position black = fen("4k3/8/8/8/8/8/6p1/4K2R b K - 0 1");
    const std::set<std::string> expected_black = {
        "g2g1n", "g2g1b", "g2g1r", "g2g1q",
        "g2h1n", "g2h1b", "g2h1r", "g2h1q"};
    EXPECT_EQ(moves_from(black, "g2"), expected_black);
}

TEST(Moves, PromotionBlockedWhenTheLastSquareIsOccupied) {
    const Position p = fen("1n2k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_TRUE(moves_from(p, "b7").empty());
}

TEST(Moves, KiwipeteDepthOneCountedByHand) {
    // Pawns: a3 a4 b3 g3 g4 gxh3 d6 dxe6 (8). Nc3: b1 d1 a4 b5 (4).
    // Ne5: d7 f7 c6 g6 c4 g4 d3 (7). Bd2: c1 e3 f4 g5 h6 (5).
    // Be2: d1 f1 d3 c4 b5 a6 (6). Qf3: f4 f5 f6 e3 d3 g3 h3 g4 h5 (9).
    // Ra1: b1 c1 d1 (3). Rh1: f1 g1 (2). Ke1: d1 f1 O-O O-O-O (4). = 48.
    const Position p =
        fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    EXPECT_EQ(oracle::legal_moves(p).size(), 48u);
    EXPECT_EQ(moves_from(p, "f3").size(), 9u);
    EXPECT_EQ(moves_from(p, "e5").size(), 7u);
    EXPECT_EQ(moves_from(p, "e1"),
              (std::set<std::string>{"e1d1", "e1f1", "e1g1", "e1c1"}));
}

}  // namespace
}  // namespace oracle_test
