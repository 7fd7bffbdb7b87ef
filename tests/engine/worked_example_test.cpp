// Rules §6: the worked example from a real game.
#include <gtest/gtest.h>

#include "engine/fen.hpp"
#include "engine/key.hpp"
#include "engine/movegen.hpp"
#include "engine/vision.hpp"

namespace {

constexpr const char* kSeedFen = "5k2/2Q4p/P2Qp3/4N3/5pP1/B7/4PP1P/RN2KB1R b KQ g3 0 29";
constexpr const char* kLegalFen = "5k2/2Q4p/P2Qp3/4N3/5pP1/B7/4PP1P/RN2KB1R b KQ - 0 29";
constexpr const char* kPredecessor = "5k2/2Q4p/P2Qp3/4N3/5p2/B7/4PPPP/RN2KB1R w KQ - 0 29";

fog::Bitboard squares(std::initializer_list<const char*> names) {
    fog::Bitboard b = 0;
    for (const char* n : names) b |= fog::bit(*fog::parse_square(n));
    return b;
}

TEST(WorkedExample, BlackSeesFourteenSquaresWithTheEnPassantSquare) {
    const fog::Position p = fog::parse_fen_or_throw(kSeedFen, fog::KingRule::Required);
    EXPECT_EQ(fog::vision(p, fog::Black),
              squares({"f8", "h7", "e6", "f4", "e8", "g8", "e7", "f7", "g7", "h6", "h5", "f3", "g3", "g4"}));
}

TEST(WorkedExample, BlackSeesTwelveSquaresWithoutIt) {
    const fog::Position p = fog::parse_fen_or_throw(kLegalFen, fog::KingRule::Required);
    EXPECT_EQ(fog::vision(p, fog::Black),
              squares({"f8", "h7", "e6", "f4", "e8", "g8", "e7", "f7", "g7", "h6", "h5", "f3"}));
}

TEST(WorkedExample, SpellingsOfTheEnPassantField) {
    const fog::Position p = fog::parse_fen_or_throw(kSeedFen, fog::KingRule::Required);
    EXPECT_EQ(fog::write_fen(p, fog::EpSpelling::Full), kSeedFen);
    EXPECT_EQ(fog::write_fen(p, fog::EpSpelling::Xfen), kSeedFen);
    EXPECT_EQ(fog::write_fen(p, fog::EpSpelling::Legal), kLegalFen);
    // The legal spelling is accepted too, and means a different position.
    const fog::Position legal = fog::parse_fen_or_throw(kLegalFen, fog::KingRule::Required);
    EXPECT_NE(fog::position_key(p), fog::position_key(legal));
}

TEST(WorkedExample, PushFromThePredecessorKeepsTheCanonicalSquare) {
    const fog::Position before = fog::parse_fen_or_throw(kPredecessor, fog::KingRule::Required);
    fog::MoveList moves;
    fog::generate_moves(before, moves);
    const fog::Move push(*fog::parse_square("g2"), *fog::parse_square("g4"));
    ASSERT_NE(std::find(moves.begin(), moves.end(), push), moves.end());
    const fog::Position after = fog::make_move(before, push);
    EXPECT_EQ(fog::belief_fen(after), kSeedFen);
    EXPECT_EQ(fog::square_name(after.ep), "g3");
}

TEST(WorkedExample, EnPassantWhileInCheckIsAFogMove) {
    const fog::Position p = fog::parse_fen_or_throw(kSeedFen, fog::KingRule::Required);
    fog::MoveList moves;
    fog::generate_moves(p, moves);
    const fog::Move capture(*fog::parse_square("f4"), *fog::parse_square("g3"), fog::MoveKind::EnPassant);
    EXPECT_NE(std::find(moves.begin(), moves.end(), capture), moves.end());
}

}  // namespace
