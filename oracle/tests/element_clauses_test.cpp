// The clause that decides one element (oracle/element_clauses.hpp). Each
// case is worked out by hand from ../shared/fow-rules.md; the comment says
// which sentence decides it.
#include "oracle/element_clauses.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "helpers.hpp"

namespace oracle_test {
namespace {

using oracle::Clause;
using oracle::PositionField;

std::vector<Clause> vision_square(const std::string& position, Colour viewer, const std::string& square) {
    return oracle::clauses_deciding_vision_square(fen(position), viewer, sq(square));
}

bool holds(const std::vector<Clause>& clauses, Clause c) {
    return std::find(clauses.begin(), clauses.end(), c) != clauses.end();
}

// OpenSpiel's dark_chess: White, not to move, saw g3 and g2. "An en passant
// right belongs only to the side to move": h2's diagonal g3 is Black's
// square, and g2 is where a white capture onto g3 would find its victim.
TEST(ElementClauses, TheEnPassantSquareOfTheSideToMoveIsNotTheOthersToSee) {
    const std::string p = "5k2/8/8/8/5pP1/8/7P/4K3 b - g3 0 1";
    EXPECT_EQ(vision_square(p, Colour::White, "g3"), std::vector{Clause::VisionEnPassantSideNotToMove});
    EXPECT_EQ(vision_square(p, Colour::White, "g2"), std::vector{Clause::VisionEnPassantSideNotToMove});
}

// Fairy-Stockfish's fog: the en passant capturer does not see its victim.
// "also the square of the pawn that would be captured".
TEST(ElementClauses, AnEnPassantCapturerSeesItsVictim) {
    const std::string p = "5k2/8/8/8/5pP1/8/8/4K3 b - g3 0 1";
    EXPECT_EQ(vision_square(p, Colour::Black, "g4"), std::vector{Clause::VisionEnPassantVictim});
    EXPECT_EQ(vision_square(p, Colour::Black, "g3"), std::vector{Clause::VisionEnPassantLanding});
}

TEST(ElementClauses, UnseenSquaresNameWhatWouldHaveSeenThem) {
    // A blocked pawn does not see its blocker (e5 seen by nothing else).
    EXPECT_EQ(vision_square("4k3/8/8/4p3/4P3/8/8/K7 w - - 0 1", Colour::White, "e5"),
              std::vector{Clause::VisionBlockedPawn});
    // A rook's ray stops at d4's pawn: d5 lies beyond it.
    EXPECT_EQ(vision_square("4k3/8/8/8/3p4/8/8/K2R4 w - - 0 1", Colour::White, "d5"),
              std::vector{Clause::VisionSliderStops});
    // Nothing of White reaches h8.
    EXPECT_TRUE(vision_square("4k3/8/8/8/8/8/8/K7 w - - 0 1", Colour::White, "h8").empty());
}

TEST(ElementClauses, AMoveIsLegalOrNotByItsOwnClause) {
    // The king steps into the queen's attack: legal, no king safety.
    EXPECT_EQ(oracle::clauses_deciding_move(fen("5k2/2Q5/8/8/8/8/8/4K3 b - - 0 1"), mv("f8e7")),
              std::vector{Clause::OwnKingAttacked});
    // Castling without the right.
    EXPECT_EQ(oracle::clauses_deciding_move(fen("4k3/8/8/8/8/8/8/4K2R w - - 0 1"), mv("e1g1")),
              std::vector{Clause::CastleNoRight});
    // A pawn may not push onto a piece.
    EXPECT_EQ(oracle::clauses_deciding_move(fen("4k3/8/8/4p3/4P3/8/8/K7 w - - 0 1"), mv("e4e5")),
              std::vector{Clause::PawnPushBlockedByEnemy});
    // A promotion needs its piece, and only a move onto the last rank has one.
    EXPECT_EQ(oracle::clauses_deciding_move(fen("4k3/P7/8/8/8/8/8/K7 w - - 0 1"), mv("a7a8")),
              std::vector{Clause::PromotionPieceRequired});
    EXPECT_EQ(oracle::clauses_deciding_move(fen("4k3/8/8/8/8/8/P7/K7 w - - 0 1"), mv("a2a3q")),
              std::vector{Clause::PromotionOnlyLastRank});
    // White's king, with Black to move: not its turn.
    EXPECT_EQ(oracle::clauses_deciding_move(fen("4k3/8/8/8/8/8/8/K7 b - - 0 1"), mv("a1a2")),
              std::vector{Clause::MoveSideToMove});
    // A rook that cannot move so: no clause decides.
    EXPECT_TRUE(oracle::clauses_deciding_move(fen("4k3/8/8/8/8/8/8/K6R w - - 0 1"), mv("h1a8")).empty());
}

TEST(ElementClauses, FieldsAfterAMoveNameTheRuleThatSetThem) {
    const Position before = fen("r3k3/8/8/8/8/8/8/4K2R w K - 3 9");
    EXPECT_EQ(oracle::clauses_deciding_field(before, mv("h1h8"), PositionField::Castling),
              std::vector{Clause::RightLostRookMove});
    EXPECT_EQ(oracle::clauses_deciding_field(before, mv("h1h8"), PositionField::Halfmove),
              std::vector{Clause::HalfmoveIncrement});
    const Position push = fen("5k2/8/8/8/5p2/8/6P1/4K3 w - - 0 1");
    EXPECT_EQ(oracle::clauses_deciding_field(push, mv("g2g4"), PositionField::EnPassant),
              std::vector{Clause::EnPassantCanonicalKept});
}

// "a pawn of the side to move ... may capture it by moving to the square
// the pushed pawn passed over": the knight landing on e3 is no en passant
// capturer, so e4's pawn stays, and 1.ep.capture is what says so. A knight
// move elsewhere has nothing to do with the square.
TEST(ElementClauses, AnotherPieceOnTheEnPassantSquareLeavesThePushedPawnByTheCaptureClause) {
    const Position before = fen("4k3/8/8/8/4Pp2/8/8/4Kn2 b - e3 0 1");
    const std::vector<Clause> onto = oracle::clauses_deciding_field(before, mv("f1e3"), PositionField::Placement);
    EXPECT_TRUE(holds(onto, Clause::EnPassantCapture));
    const std::vector<Clause> elsewhere = oracle::clauses_deciding_field(before, mv("f1g3"), PositionField::Placement);
    EXPECT_FALSE(holds(elsewhere, Clause::EnPassantCapture));
}

TEST(ElementClauses, ARefusedFenNamesTheClauseThatRefusesIt) {
    EXPECT_EQ(oracle::clauses_reading_fen("5k2/8/8/8/5p2/8/8/4K3 b - g3 0 1", false),
              std::vector{Clause::FenRejectEnPassantNoPushedPawn});
    EXPECT_EQ(oracle::clauses_reading_fen("5k2/8/8/8/8/6P1/8/4K3 w - g3 0 1", false),
              std::vector{Clause::FenRejectEnPassantWrongRank});
    EXPECT_TRUE(oracle::clauses_reading_fen("5k2/8/8 w - - 0 1", false).empty());
}

}  // namespace
}  // namespace oracle_test
