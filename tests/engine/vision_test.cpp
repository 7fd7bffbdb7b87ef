#include <gtest/gtest.h>

#include "engine/fen.hpp"
#include "engine/observation.hpp"
#include "engine/vision.hpp"

namespace {

fog::Position parse(const char* fen) { return fog::parse_fen_or_throw(fen, fog::KingRule::Required); }
fog::Square sq(const char* name) { return *fog::parse_square(name); }

TEST(Vision, StartPositionWhiteSeesRanksOneToFourBlackFiveToEight) {
    const fog::Position p = fog::initial_position();
    EXPECT_EQ(fog::vision(p, fog::White), fog::rank_mask(0) | fog::rank_mask(1) | fog::rank_mask(2) | fog::rank_mask(3));
    EXPECT_EQ(fog::vision(p, fog::Black), fog::rank_mask(4) | fog::rank_mask(5) | fog::rank_mask(6) | fog::rank_mask(7));
}

TEST(Vision, BlockedPawnDoesNotSeeItsBlocker) {
    // White pawn e4 blocked by a black pawn on e5; nothing else sees e5.
    const fog::Position p = parse("4k3/8/8/4p3/4P3/8/8/K7 w - - 0 1");
    EXPECT_FALSE(fog::vision(p, fog::White) & fog::bit(sq("e5")));
    EXPECT_FALSE(fog::vision(p, fog::Black) & fog::bit(sq("e4")));
}

TEST(Vision, PawnSeesDiagonalOnlyOntoEnemies) {
    const fog::Position p = parse("4k3/8/8/3p4/4P3/8/8/K7 w - - 0 1");
    const fog::Bitboard v = fog::vision(p, fog::White);
    EXPECT_TRUE(v & fog::bit(sq("d5")));
    EXPECT_FALSE(v & fog::bit(sq("f5")));
    EXPECT_TRUE(v & fog::bit(sq("e5")));
}

TEST(Vision, DoublePushSquareNeedsBothSquaresEmpty) {
    const fog::Position open = parse("4k3/8/8/8/8/8/4P3/K7 w - - 0 1");
    EXPECT_TRUE(fog::vision(open, fog::White) & fog::bit(sq("e4")));
    const fog::Position blocked = parse("4k3/8/8/8/8/4n3/4P3/K7 w - - 0 1");
    EXPECT_FALSE(fog::vision(blocked, fog::White) & fog::bit(sq("e4")));
    EXPECT_FALSE(fog::vision(blocked, fog::White) & fog::bit(sq("e3")));
}

TEST(Vision, EnPassantBelongsToTheSideToMoveOnly) {
    // Black pawn d4 beside White's e4 after e2e4: Black to move sees e3 and e4.
    const fog::Position p = parse("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
    EXPECT_TRUE(fog::vision(p, fog::Black) & fog::bit(sq("e3")));
    EXPECT_TRUE(fog::vision(p, fog::Black) & fog::bit(sq("e4")));
    // White's own vision has nothing from the en passant right.
    EXPECT_FALSE(fog::vision(p, fog::White) & fog::bit(sq("d4")));
}

TEST(Observation, OpponentCaptureNamesTheVanishedPieceEvenEnPassant) {
    const fog::Position before = parse("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
    const fog::Position after = fog::make_move(before, fog::Move(sq("d4"), sq("e3"), fog::MoveKind::EnPassant));
    const fog::Observation o = fog::observe(before, after, fog::White);
    EXPECT_EQ(o.own_piece_captured, sq("e4"));
    EXPECT_EQ(o.outcome.end, fog::GameEnd::None);
    // The capturer on e3 is out of White's sight (the king on e1 sees rank 2).
    EXPECT_FALSE(o.seen & fog::bit(sq("e3")));
    EXPECT_EQ(o.type_on(sq("e3")), fog::NoPieceType);
    EXPECT_EQ(o.type_on(sq("e1")), fog::King);
    // The mover itself captured nothing of its own.
    EXPECT_EQ(fog::observe(before, after, fog::Black).own_piece_captured, fog::kNoSquare);
}

TEST(Observation, KingCaptureEndsTheGameForTheCapturer) {
    const fog::Position before = parse("4k3/4R3/8/8/8/8/8/4K3 w - - 0 1");
    const fog::Position after = fog::make_move(before, fog::Move(sq("e7"), sq("e8")));
    const fog::Observation o = fog::observe(before, after, fog::Black);
    EXPECT_EQ(o.outcome.end, fog::GameEnd::KingCaptured);
    EXPECT_EQ(o.outcome.winner, fog::White);
    EXPECT_EQ(o.own_piece_captured, sq("e8"));
}

}  // namespace
