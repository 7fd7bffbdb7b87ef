// The worked example of fow-rules §6, checked piece by piece.
#include <set>

#include "helpers.hpp"

namespace oracle_test {
namespace {

using oracle::EpSpelling;
using oracle::write_fen;

const char* const kFull = "5k2/2Q4p/P2Qp3/4N3/5pP1/B7/4PP1P/RN2KB1R b KQ g3 0 29";
const char* const kLegal = "5k2/2Q4p/P2Qp3/4N3/5pP1/B7/4PP1P/RN2KB1R b KQ - 0 29";
const char* const kBefore = "5k2/2Q4p/P2Qp3/4N3/5p2/B7/4PPPP/RN2KB1R w KQ - 0 29";

TEST(WorkedExample, VisionWithTheEnPassantSquareIs14Squares) {
    // Own f8 h7 e6 f4; king e8 g8 e7 f7 g7; h7 pushes h6 h5; the e6 pawn is
    // blocked by the knight on e5 and does not see it; f4 pushes f3 and
    // captures en passant on g3, seeing the g4 pawn too.
    const Position p = fen(kFull);
    ASSERT_TRUE(p.en_passant.has_value());
    EXPECT_EQ(*p.en_passant, sq("g3"));
    const std::set<Square> v = oracle::vision(p, Colour::Black);
    EXPECT_EQ(v, squares({"f8", "h7", "e6", "f4", "e8", "g8", "e7", "f7", "g7",
                          "h6", "h5", "f3", "g3", "g4"}))
        << names(v);
    EXPECT_EQ(v.size(), 14u);
    EXPECT_EQ(v.count(sq("e5")), 0u);
}

TEST(WorkedExample, VisionWithoutTheEnPassantSquareIs12Squares) {
    const Position p = fen(kLegal);
    EXPECT_FALSE(p.en_passant.has_value());
    const std::set<Square> v = oracle::vision(p, Colour::Black);
    EXPECT_EQ(v, squares({"f8", "h7", "e6", "f4", "e8", "g8", "e7", "f7", "g7",
                          "h6", "h5", "f3"}))
        << names(v);
}

TEST(WorkedExample, ThreeSpellings) {
    const Position p = fen(kFull);
    EXPECT_EQ(write_fen(p, EpSpelling::Full), kFull);
    EXPECT_EQ(write_fen(p, EpSpelling::Xfen), kFull);
    // Qd6 attacks the king on f8 through e7; f4xg3 does not answer it.
    EXPECT_EQ(write_fen(p, EpSpelling::Legal), kLegal);
}

TEST(WorkedExample, EnPassantWhileTheKingIsAttackedIsLegal) {
    const Position p = fen(kFull);
    EXPECT_TRUE(has_move(p, "f4g3"));
    EXPECT_TRUE(has_move(p, "f4f3"));
}

TEST(WorkedExample, PushFromThePredecessor) {
    const Position before = fen(kBefore);
    const Position after = play(before, "g2g4");
    EXPECT_EQ(write_fen(after, EpSpelling::Xfen), kFull);
    EXPECT_EQ(write_fen(after, EpSpelling::Full), kFull);
    EXPECT_EQ(write_fen(after, EpSpelling::Legal), kLegal);
    ASSERT_TRUE(after.en_passant.has_value());
    EXPECT_EQ(*after.en_passant, sq("g3"));
}

TEST(WorkedExample, BeliefKeepsTheTruthOnlyWithTheCanonicalSquare) {
    // Black knows the predecessor. Only a pawn beside f4 with its en
    // passant square can make Black see g4, and of White's moves only g2-g4
    // puts one there with g3 behind it (e2-e4 would show e3 and e4), so
    // the belief is exactly the true board.
    const Position before = fen(kBefore);
    const Position truth = play(before, "g2g4");
    const oracle::Observation o = oracle::observe(before, truth, Colour::Black);
    EXPECT_EQ(o.seen.size(), 14u);
    EXPECT_EQ(o.contents.at(sq("g4")), 'P');
    EXPECT_EQ(o.contents.at(sq("g3")), '.');

    const oracle::Belief b = oracle::after_opponent_move({before}, Colour::Black, o);
    ASSERT_EQ(b.size(), 1u);
    EXPECT_EQ(write_fen(*b.begin(), EpSpelling::Xfen), kFull);

    // The board rebuilt from the `legal` spelling produces a different
    // observation: it could never stay in P.
    const Position rebuilt = fen(kLegal);
    EXPECT_NE(oracle::observe(before, rebuilt, Colour::Black), o);
}

}  // namespace
}  // namespace oracle_test
