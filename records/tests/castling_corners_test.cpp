// The one reading of which king and rook a castling right needs
// (records/castling_corners.hpp), which the lenient reading and fogproof
// diff's other reading of castling-needs-pieces, its note and its
// minimizer share.
#include <gtest/gtest.h>

#include "records/castling_corners.hpp"

namespace {

TEST(CastlingCorners, EachRightNamesItsKingAndRookSquares) {
    const auto k = fog::records::castling_corner('K'), q = fog::records::castling_corner('Q');
    const auto bk = fog::records::castling_corner('k'), bq = fog::records::castling_corner('q');
    ASSERT_TRUE(k && q && bk && bq);
    EXPECT_EQ(k->king_square, 4);  // e1
    EXPECT_EQ(k->rook_square, 7);  // h1
    EXPECT_EQ(q->rook_square, 0);  // a1
    EXPECT_EQ(bk->king_square, 60);  // e8
    EXPECT_EQ(bk->rook_square, 63);  // h8
    EXPECT_EQ(bq->rook_square, 56);  // a8
    EXPECT_EQ(k->king, 'K');
    EXPECT_EQ(bq->rook, 'r');
    EXPECT_STREQ(bq->colour, "black");
    EXPECT_STREQ(bq->king_square_name, "e8");
    EXPECT_STREQ(k->rook_square_name, "h1");
    EXPECT_FALSE(fog::records::castling_corner('-'));
    EXPECT_FALSE(fog::records::castling_corner('A'));  // a rook-file letter names no corner here
}

TEST(CastlingCorners, ARightIsKeptOnlyWithBothItsPieces) {
    const auto board = fog::records::placement_board("r3k2r/8/8/8/8/8/8/R3K1R1");
    ASSERT_TRUE(board);
    const auto at = [&](int square) { return (*board)[std::size_t(square)]; };
    // White's h1 rook stands on g1: K goes, Q stays; both black rights stay.
    EXPECT_EQ(fog::records::rights_with_their_pieces("KQkq", at), "Qkq");
    EXPECT_EQ(fog::records::rights_with_their_pieces("-", at), "");
    const auto kingless = fog::records::placement_board("r6r/8/8/8/8/8/8/R3K2R");
    ASSERT_TRUE(kingless);
    EXPECT_EQ(fog::records::rights_with_their_pieces("KQkq", [&](int s) { return (*kingless)[std::size_t(s)]; }), "KQ");
}

TEST(CastlingCorners, APlacementIsReadA1FirstOrRefused) {
    const auto board = fog::records::placement_board("4k3/8/8/8/8/8/8/4K2R");
    ASSERT_TRUE(board);
    EXPECT_EQ((*board)[4], 'K');
    EXPECT_EQ((*board)[7], 'R');
    EXPECT_EQ((*board)[60], 'k');
    EXPECT_EQ((*board)[0], '.');
    EXPECT_FALSE(fog::records::placement_board("4k3/8/8/8/8/8/8"));  // seven ranks
    EXPECT_FALSE(fog::records::placement_board("4k4/8/8/8/8/8/8/4K3"));  // nine files
    EXPECT_FALSE(fog::records::placement_board("4k3/8/8/8/8/8/8/4K3/8"));  // nine ranks
    EXPECT_FALSE(fog::records::placement_board("4k3/8/8/8/8/8/8/4K2"));  // a short last rank
}

}  // namespace
