// Fog perft: leaves of the fog move tree; a captured king ends the line.
#include "helpers.hpp"

namespace oracle_test {
namespace {

TEST(Perft, InitialPosition) {
    // Within three plies no side can be in check when it moves, no piece is
    // pinned and nothing can castle, so the fog counts equal the standard
    // ones: 20, 400, 8902.
    const Position p = oracle::initial_position();
    EXPECT_EQ(oracle::perft(p, 0), 1u);
    EXPECT_EQ(oracle::perft(p, 1), 20u);
    EXPECT_EQ(oracle::perft(p, 2), 400u);
    EXPECT_EQ(oracle::perft(p, 3), 8902u);
}

TEST(Perft, KiwipeteDepthOne) {
    // Counted move by move in moves_test.cpp (KiwipeteDepthOneCountedByHand).
    const Position p =
        fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    EXPECT_EQ(oracle::perft(p, 1), 48u);
}

TEST(Perft, CapturedKingIsTerminal) {
    // White king c1, black king a1, nothing else.
    // Depth 1: Kb1 Kb2 Kc2 Kd2 Kd1 = 5 (b1 and b2 touch the black king:
    // no king-safety rule).
    // Depth 2: after each, the black king has a2 b1 b2 (capturing a white
    // king on b1 or b2 is just a move) = 3 each, 15.
    // Depth 3: Kb1: after ...Ka2 5, after ...Kb2 5, after ...Kxb1 0 (no
    // white king) = 10; Kb2: 8 + 8 + 0 = 16; Kc2: 8 * 3 = 24; Kd2: 8 * 3 =
    // 24; Kd1: 5 * 3 = 15. Total 89.
    const Position p = fen("8/8/8/8/8/8/8/k1K5 w - - 0 1");
    EXPECT_EQ(oracle::perft(p, 1), 5u);
    EXPECT_EQ(oracle::perft(p, 2), 15u);
    EXPECT_EQ(oracle::perft(p, 3), 89u);
}

TEST(Perft, PositionMissingAKing) {
    const Position p = fen("8/8/8/8/8/8/4P3/4K3 w - - 0 1", true);
    EXPECT_EQ(oracle::perft(p, 0), 1u);
    EXPECT_EQ(oracle::perft(p, 1), 0u);
    EXPECT_EQ(oracle::perft(p, 2), 0u);
    // legal_moves still lists them: only perft stops.
    EXPECT_EQ(oracle::legal_moves(p).size(), 6u);  // e3 e4, Kd1 Kd2 Kf1 Kf2
}

}  // namespace
}  // namespace oracle_test
