// How a finding is named and grouped (external/diff/findings/): each
// differing element travels as a value (a square, a move) from the
// comparison to its clause; a move of the side not to move and the two
// promotion faults each have a clause of their own and plain words; one
// reading of one clause is one group wherever it shows, and two clauses
// are two groups; a seven-field FEN has no other reading.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <variant>
#include <vector>

#include "external/diff/comparisons/other_reading_state.hpp"
#include "external/diff/findings/clause_naming.hpp"
#include "external/diff/findings/finding_groups.hpp"
#include "external/diff/findings/known_findings.hpp"
#include "external/diff/game/element_difference.hpp"
#include "external/diff/game/open_questions.hpp"
#include "external/diff/sources/error_paths.hpp"
#include "harness/neutral_move.hpp"
#include "oracle/oracle.hpp"

namespace {

using external::ElementDifference;
using external::ElementKind;
namespace element = external::element;

external::DiffGame game_at(const std::string& fen, std::vector<std::string> moves = {}) {
    external::DiffGame game;
    game.source = "test";
    game.start_fen = fen;
    game.moves = std::move(moves);
    return game;
}

external::NamedElement named(const external::DiffGame& game, const ElementDifference& d) {
    const auto out = external::name_elements(game, game.moves.size(), {d}, {});
    EXPECT_EQ(out.size(), 1u);
    return out.front();
}

TEST(ElementValues, ComparisonsGiveSquaresAndMovesNotText) {
    harness::NeutralPosition ours, theirs;
    ours.board.fill('.');
    theirs.board.fill('.');
    theirs.en_passant = 20;  // e3
    const auto fields = external::position_differences(ours, theirs);
    ASSERT_EQ(fields.size(), 1u);
    EXPECT_EQ(fields[0].kind, ElementKind::EnPassantSquare);
    EXPECT_EQ(std::get<element::Square>(fields[0].value).index, 20);
    EXPECT_EQ(external::element_text(fields[0]), "e3");

    const auto moves = external::move_differences({"e2e4"}, {"e2e4", "e7e8q"});
    ASSERT_EQ(moves.size(), 1u);
    EXPECT_EQ(std::get<element::Move>(moves[0].value).code, *harness::move_code_of("e7e8q"));
    EXPECT_EQ(external::element_text(moves[0]), "e7e8q");
    // A move in no UCI form stays the text it was sent as.
    EXPECT_EQ(std::get<element::Request>(external::move_value("zz99")).text, "zz99");
}

TEST(ElementValues, AVisionSquareIsNamedFromItsValue) {
    // After g2g4 beside Black's f4 pawn, g3 is Black's en passant square:
    // White's h2 pawn, not to move, must not see it.
    const auto game = game_at("5k2/8/8/8/5p2/8/6PP/4K3 w - - 0 1", {"g2g4"});
    const ElementDifference g3{ElementKind::VisionSquare, element::Square{22}, ElementDifference::Side::Extra, 'w'};
    const auto n = named(game, g3);
    ASSERT_FALSE(n.clauses.empty());
    EXPECT_EQ(external::deciding_name(n), "3.vision.ep-side-not-to-move");
    EXPECT_NE(n.text.find("vision square g3 extra (of w)"), std::string::npos) << n.text;
}

TEST(MoveRefusals, AMoveOfTheSideNotToMoveNamesItsClauseInPlainWords) {
    const auto game = game_at("4k3/8/8/8/8/8/P7/K7 b - - 0 1");
    const ElementDifference accepted{ElementKind::Play, external::move_value("a2a3"),
                                     ElementDifference::Side::Accepted};
    const auto n = named(game, accepted);
    EXPECT_EQ(external::deciding_name(n), "1.move.side-to-move");
    EXPECT_NE(n.text.find("a2 holds a white pawn and Black is to move"), std::string::npos) << n.text;
    EXPECT_EQ(n.text.find("cannot move so"), std::string::npos) << n.text;
}

TEST(MoveRefusals, TheTwoPromotionFaultsHaveTwoClauses) {
    const auto game = game_at("4k3/1P6/8/8/8/8/2P5/4K3 w - - 0 1");
    const auto without_piece =
        named(game, {ElementKind::Play, external::move_value("b7b8"), ElementDifference::Side::Accepted});
    const auto suffix =
        named(game, {ElementKind::Play, external::move_value("c2c3q"), ElementDifference::Side::Accepted});
    EXPECT_EQ(external::deciding_name(without_piece), "1.promotion.piece-required");
    EXPECT_NE(without_piece.text.find("without naming the piece it promotes to"), std::string::npos)
        << without_piece.text;
    EXPECT_EQ(external::deciding_name(suffix), "1.promotion.only-last-rank");
    EXPECT_NE(suffix.text.find("does not reach the last rank"), std::string::npos) << suffix.text;
}

TEST(MoveRefusals, TheErrorPathsProbeEachForBothColours) {
    std::vector<std::string> moves;
    std::size_t games = 0;
    for (const external::DiffGame& g : external::error_path_games("oracle")) {
        if (g.source.find("promotions") == std::string::npos) continue;
        ++games;
        // A move of the side not to move: its piece on the from-square.
        const oracle::ParseResult start = oracle::parse_fen(g.start_fen, false);
        ASSERT_TRUE(start.position.has_value()) << g.start_fen;
        const bool white_to_move = start.position->side_to_move == oracle::Colour::White;
        bool theirs = false;
        for (const external::Probe& p : g.probes) {
            const std::string m = p.request.value("move", "");
            moves.push_back(m);
            const auto from = m.size() >= 2 ? oracle::square_from_name(m.substr(0, 2)) : std::nullopt;
            const char piece = from ? start.position->at(*from) : '.';
            theirs = theirs || (piece != '.' && (piece >= 'a') == white_to_move);
        }
        EXPECT_TRUE(theirs) << "no move of the side not to move in " << g.source;
    }
    EXPECT_EQ(games, 2u) << "one promotions game for each side to move";
    const auto has = [&](const char* m) { return std::find(moves.begin(), moves.end(), m) != moves.end(); };
    EXPECT_TRUE(has("b7b8")) << "White's promotion without its piece";
    EXPECT_TRUE(has("g2g1")) << "Black's promotion without its piece";
    EXPECT_TRUE(has("c2c3q")) << "a promotion piece on White's push";
    EXPECT_TRUE(has("c7c6q")) << "a promotion piece on Black's push";
}

TEST(OtherReadings, ASevenFieldFenHasNone) {
    const std::string six = "4k3/8/8/8/8/8/8/4K3 w K - 0 1";
    EXPECT_EQ(external::other_reading_fen(external::question::kCastlingNeedsPieces, six),
              "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(external::other_reading_fen(external::question::kCastlingNeedsPieces, six + " 0"), "");
    EXPECT_EQ(external::other_reading_fen(external::question::kHalfmoveLimit, six + " x y"), "");
}

TEST(OtherReadings, ARightWithoutItsRookIsNamed) {
    EXPECT_EQ(external::rights_lacking_pieces("4k3/8/8/8/8/8/8/4K3 w K - 0 1"),
              "castling right K kept with no white rook on h1");
    EXPECT_EQ(external::rights_lacking_pieces("r3k3/8/8/8/8/8/8/4K3 w q - 0 1"), "");
    EXPECT_EQ(external::rights_lacking_pieces("4k3/8/8/8/8/8/8/3K3R w K - 0 1"),
              "castling right K kept with no white king on e1");
}

external::FindingGroup group_of_signature(const external::FindingSignature& s) {
    external::FindingGroup g;
    g.signatures = {s};
    return g;
}

TEST(Groups, OneReadingOfOneClauseIsOneGroupWhereverItShows) {
    const external::FindingSignature vision{"vision", "extra vision square", "3.vision.pawn-diagonal-empty"};
    const external::FindingSignature start{"start", "extra vision square", "3.vision.pawn-diagonal-empty"};
    const external::FindingSignature observed{"observation", "extra observed square", "3.vision.pawn-diagonal-empty"};
    const external::FindingSignature blocker{"vision", "extra vision square", "3.vision.blocked-pawn"};
    const std::vector<external::FindingGroup> groups = {group_of_signature(vision)};
    EXPECT_EQ(external::group_of(groups, {start}), 0u);
    EXPECT_EQ(external::group_of(groups, {observed}), 0u);
    EXPECT_EQ(external::group_of(groups, {blocker}), std::string::npos);
    // A --known entry of one of them knows the others.
    external::KnownFindings known;
    known.findings.push_back({vision.text(), ""});
    EXPECT_TRUE(known.knows(observed));
    EXPECT_FALSE(known.knows(blocker));
}

TEST(Groups, TwoPromotionFaultsAreTwoGroups) {
    const external::FindingSignature without_piece{"refusal", "accepted play", "1.promotion.piece-required"};
    const external::FindingSignature suffix{"refusal", "accepted play", "1.promotion.only-last-rank"};
    const std::vector<external::FindingGroup> groups = {group_of_signature(without_piece)};
    EXPECT_EQ(external::group_of(groups, {suffix}), std::string::npos);
}

TEST(Groups, AGroupKeepsAnExampleOfEachDistinctElement) {
    const auto game = game_at("5k2/8/8/8/5p2/8/6PP/4K3 w - - 0 1", {"g2g4"});
    const auto seen = [&](int square, char colour) {
        return named(game,
                     {ElementKind::VisionSquare, element::Square{square}, ElementDifference::Side::Extra, colour});
    };
    external::FindingGroup g;
    g.signatures = {{"vision", "extra vision square", "3.vision.ep-side-not-to-move"}};
    external::keep_examples(g, "first", 1, {{external::StateKind::Vision, "vision", {seen(22, 'w')}}});
    // The same element in another game adds nothing; the same reading in
    // the observation is another example.
    external::keep_examples(g, "second", 1, {{external::StateKind::Vision, "vision", {seen(22, 'w')}}});
    external::keep_examples(g, "third", 1, {{external::StateKind::Observation, "observation", {seen(22, 'w')}}});
    ASSERT_EQ(g.examples.size(), 2u);
    EXPECT_EQ(g.examples[0].source, "first");
    EXPECT_EQ(g.examples[1].source, "third");
}

}  // namespace
