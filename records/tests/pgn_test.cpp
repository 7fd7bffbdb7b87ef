// PGN reading: syntax, several games, faults, rules endings.
#include <gtest/gtest.h>

#include "records/records.hpp"
#include "records/tests/test_util.hpp"

namespace {

using fog::Move;
using fog::MoveKind;
using fog::records::Format;
using fog::records::ReadResult;
using namespace records_test;

ReadResult pgn(const std::string& text) { return fog::records::parse_records(text, Format::Pgn, "games.pgn"); }

TEST(Pgn, SyntaxThatIsSkipped) {
    const ReadResult r = pgn(
        "% an escape line\n"
        "[Event \"Test \\\"quoted\\\"\"]\n"
        "[White \"Alice\"]\n"
        "[Black \"Bob\"]\n"
        "[Result \"1-0\"]\n"
        "\n"
        "1.e4 {a comment\n spanning lines} e5 $1 2. Nf3!? (2. f4 exf4 (2... d5) 3. Nf3) 2... Nc6 ; rest of line\n"
        "3. Bb5 a6 4. Ba4 +- 4... Nf6 5. O-O Be7 1-0\n");
    ASSERT_TRUE(r.errors.empty()) << all_errors(r);
    EXPECT_TRUE(r.warnings.empty()) << all_warnings(r);
    ASSERT_EQ(r.games.size(), 1u);
    const auto& g = r.games[0];
    EXPECT_EQ(uci_of(g), split("e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1g1 f8e7"));
    EXPECT_EQ(g.result, "1-0");
    EXPECT_EQ(g.end_reason, "");
    EXPECT_EQ(g.line, 2);
    EXPECT_EQ(g.tags.at("Event"), "Test \"quoted\"");
    EXPECT_EQ(g.tags.at("White"), "Alice");
    EXPECT_EQ(g.tags.count("Result"), 0u);
}

TEST(Pgn, MultiGameFileWithOneBadGame) {
    const ReadResult r = pgn(
        "[Event \"one\"]\n\n1. e4 e5 2. Nf3 1/2-1/2\n\n"
        "[Event \"two\"]\n\n1. d4 d5 2. Nf3 Nf6\n3. Qd5 Nc6 4. e4 *\n\n"
        "[Event \"three\"]\n\n1. c4 c5 0-1\n");
    ASSERT_EQ(r.errors.size(), 1u) << all_errors(r);
    EXPECT_EQ(r.errors[0].to_string(),
              "games.pgn:8: ply 5 (Qd5): no legal fog move matches in "
              "rnbqkb1r/ppp1pppp/5n2/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 2 3");
    ASSERT_EQ(r.games.size(), 3u);
    EXPECT_EQ(uci_of(r.games[0]), split("e2e4 e7e5 g1f3"));
    EXPECT_EQ(r.games[0].result, "1/2-1/2");
    EXPECT_EQ(uci_of(r.games[1]), split("d2d4 d7d5 g1f3 g8f6"));
    EXPECT_TRUE(r.games[1].error.has_value());
    EXPECT_EQ(r.games[1].tags.at("Event"), "two");
    EXPECT_EQ(r.games[1].line, 5);
    EXPECT_EQ(uci_of(r.games[2]), split("c2c4 c7c5"));
    EXPECT_EQ(r.games[2].result, "0-1");
    EXPECT_FALSE(r.games[2].error.has_value());
}

TEST(Pgn, FenAndSetUp) {
    const ReadResult r = pgn(
        "[SetUp \"1\"]\n[FEN \"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 40\"]\n\n40. exd6 e.p. Kf7 41. d7 Ke7 42. d8=Q+ *\n"
        "[FEN \"r3k2r/8/8/8/8/8/8/R3K2R   b KQkq -\"]\n\n1... O-O-O 2. 0-0 *\n");
    ASSERT_TRUE(r.errors.empty()) << all_errors(r);
    ASSERT_EQ(r.games.size(), 2u);
    EXPECT_EQ(r.games[0].start_fen, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 40");
    EXPECT_EQ(r.games[0].moves[0], Move(sq("e5"), sq("d6"), MoveKind::EnPassant));
    EXPECT_EQ(r.games[0].moves[4], Move(sq("d7"), sq("d8"), MoveKind::Promotion, fog::Queen));
    EXPECT_EQ(r.games[0].tags.count("FEN"), 0u);
    EXPECT_EQ(r.games[1].start_fen, "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
    EXPECT_EQ(r.games[1].moves[0], Move(sq("e8"), sq("c8"), MoveKind::Castling));
    EXPECT_EQ(r.games[1].moves[1], Move(sq("e1"), sq("g1"), MoveKind::Castling));
}

TEST(Pgn, ResultsAndNotes) {
    const ReadResult r = pgn("[Result \"1-0\"]\n1. e4 e5 0-1\n[Result \"0-1\"]\n1. d4\n");
    ASSERT_TRUE(r.errors.empty()) << all_errors(r);
    ASSERT_EQ(r.games.size(), 2u);
    EXPECT_EQ(r.games[0].result, "0-1");
    EXPECT_EQ(r.games[1].result, "0-1");  // from the tag: no terminator
    const std::string notes = all_warnings(r);
    EXPECT_TRUE(contains(notes, "games.pgn:2: Result tag \"1-0\" differs from the game's terminator 0-1")) << notes;
    EXPECT_TRUE(contains(notes, "game without a result terminator")) << notes;
}

TEST(Pgn, StandardCheckmateIsNotAFogEnding) {
    const ReadResult r = pgn("[Termination \"Normal\"]\n1. f3 e5 2. g4 Qh4# 0-1\n");
    ASSERT_TRUE(r.errors.empty()) << all_errors(r);
    EXPECT_EQ(r.games[0].result, "0-1");
    EXPECT_EQ(r.games[0].end_reason, "Normal");
    EXPECT_EQ(r.games[0].tags.at("Termination"), "Normal");
}

TEST(Pgn, FogMovesAndKingCapture) {
    // 3. Kg3 walks into the queen's attack, which only fog chess allows
    // (found by the fallback to fog moves); 3... Qxg3 takes the king.
    const ReadResult r = pgn("1. f3 e5 2. Kf2 Qh4+ 3. Kg3 Qxg3 0-1\n");
    ASSERT_TRUE(r.errors.empty()) << all_errors(r);
    EXPECT_EQ(r.games[0].moves.size(), 6u);
    EXPECT_EQ(r.games[0].end_reason, "king-captured");
    EXPECT_EQ(r.games[0].result, "0-1");
}

// In a fog game; a standard-chess game going on is a note instead
// (lenient_records_test.cpp).
TEST(Pgn, MoveAfterRepetitionIsAFault) {
    const ReadResult r = pgn("[Variant \"fog-of-war\"]\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 1/2-1/2\n");
    ASSERT_EQ(r.errors.size(), 1u);
    EXPECT_TRUE(contains(r.errors[0].to_string(), "games.pgn:2: ply 9 (e4): move after the end: the fog rules ended "
                                                  "the game at ply 8 (repetition)"))
        << r.errors[0].to_string();
    EXPECT_EQ(r.games[0].moves.size(), 8u);
    EXPECT_EQ(r.games[0].end_reason, "repetition");
    EXPECT_EQ(r.games[0].result, "1/2-1/2");
}

TEST(Pgn, FaultClasses) {
    struct Case {
        const char* text;
        const char* expected;
    };
    const Case cases[] = {
        {"1. Nf3 Nf6 2. d3 d6 3. Nd2 *\n", "games.pgn:1: ply 5 (Nd2): ambiguous SAN: 2 standard-chess moves match"},
        {"1. e4 e5 2. -- *\n", "games.pgn:1: ply 3 (--): not a SAN move"},
        {"1. e4 e5\n2. Zz9 *\n", "games.pgn:2: ply 3 (Zz9): not a SAN move"},
        {"1. e4 e5 2. Nf3 ) Nc6 *\n", "games.pgn:1: ply 4 ()): ')' without a matching '('"},
        {"1. e4 e5 2. Nf3 (2. d4 *\n", "games.pgn:1: variation '(' not closed before the game's end"},
        {"1. e4 e5 2. Nf3 {never closed\n", "games.pgn:1: comment '{' never closed"},
        {"[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n1. e4 *\n", "games.pgn:1: bad start position"},
    };
    for (const Case& c : cases) {
        const ReadResult r = pgn(c.text);
        ASSERT_EQ(r.errors.size(), 1u) << c.text << all_errors(r);
        EXPECT_TRUE(contains(r.errors[0].to_string(), c.expected)) << r.errors[0].to_string();
    }
}

TEST(Pgn, EmptyInputHasNoGames) {
    const ReadResult r = pgn("  \n\n");
    EXPECT_TRUE(r.games.empty());
    EXPECT_TRUE(r.errors.empty());
    EXPECT_TRUE(r.warnings.empty());
}

}  // namespace
