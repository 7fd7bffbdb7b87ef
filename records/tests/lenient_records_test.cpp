// Lenient reading of start positions in all three formats (the default),
// --strict (ReadOptions::strict), skipped games counted by reason, and
// standard-chess games that go on after the fog rules ended them.
#include <gtest/gtest.h>

#include "records/records.hpp"
#include "records/tests/test_util.hpp"

namespace {

using fog::records::Format;
using fog::records::ReadOptions;
using fog::records::ReadResult;
using namespace records_test;

constexpr ReadOptions kStrict{true};

ReadResult read(const std::string& text, Format format, ReadOptions options = {}) {
    return fog::records::parse_records(text, format, "puzzles.pgn", options);
}

// A puzzle as lichess studies write it: no SetUp tag, fullmove 0.
const std::string kPuzzle =
    "[Event \"mate in one\"]\n"
    "[FEN \"6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 0\"]\n"
    "\n"
    "1. Rd8# 1-0\n";

TEST(LenientRecords, PuzzleReadWithWarningsNamingFileAndLine) {
    const ReadResult r = read(kPuzzle, Format::Pgn);
    ASSERT_TRUE(r.errors.empty()) << all_errors(r);
    ASSERT_EQ(r.games.size(), 1u);
    EXPECT_EQ(r.games[0].start_fen, "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
    EXPECT_EQ(uci_of(r.games[0]), split("d1d8"));
    const std::string warnings = all_warnings(r);
    EXPECT_TRUE(contains(warnings, "puzzles.pgn:2: FEN tag without a SetUp \"1\" tag; the FEN is used")) << warnings;
    EXPECT_TRUE(contains(warnings, "puzzles.pgn:2: start position '6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 0': "
                                   "fullmove number 0 read as 1"))
        << warnings;
}

TEST(LenientRecords, StrictSkipsThePuzzleAndSaysWhy) {
    const ReadResult r = read(kPuzzle, Format::Pgn, kStrict);
    EXPECT_TRUE(r.games.empty());
    ASSERT_EQ(r.errors.size(), 1u) << all_errors(r);
    EXPECT_EQ(r.errors[0].line, 2);
    EXPECT_EQ(r.errors[0].skipped, "FEN tag without SetUp \"1\"");

    const ReadResult with_setup =
        read("[SetUp \"1\"]\n[FEN \"6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 0\"]\n\n1. Rd8# 1-0\n", Format::Pgn, kStrict);
    EXPECT_TRUE(with_setup.games.empty());
    ASSERT_EQ(with_setup.errors.size(), 1u) << all_errors(with_setup);
    EXPECT_EQ(with_setup.errors[0].skipped, "bad start position, FEN field 6 (fullmove number)");
    EXPECT_TRUE(contains(all_errors(with_setup), "puzzles.pgn:2: bad start position")) << all_errors(with_setup);
}

TEST(LenientRecords, ImpossibleCastlingDroppedInPgn) {
    const ReadResult r = read(
        "[SetUp \"1\"]\n[FEN \"1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQq -\"]\n\n1. e4 e5 *\n", Format::Pgn);
    ASSERT_TRUE(r.errors.empty()) << all_errors(r);
    ASSERT_EQ(r.games.size(), 1u);
    EXPECT_EQ(r.games[0].start_fen, "1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1");
    const std::string warnings = all_warnings(r);
    EXPECT_TRUE(contains(warnings, "castling right 'q' dropped")) << warnings;
    EXPECT_TRUE(contains(warnings, "four fields")) << warnings;
    EXPECT_FALSE(contains(warnings, "SetUp")) << warnings;

    const ReadResult strict = read(
        "[SetUp \"1\"]\n[FEN \"1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQq - 0 1\"]\n\n1. e4 e5 *\n", Format::Pgn,
        kStrict);
    EXPECT_TRUE(strict.games.empty());
    ASSERT_EQ(strict.errors.size(), 1u);
    EXPECT_EQ(strict.errors[0].skipped, "bad start position, FEN field 3 (castling)");
}

TEST(LenientRecords, UciFourFieldFen) {
    const std::string text = "fen 4k3/8/8/8/8/8/8/4K2R w K - moves e1g1\nfen 4k3/8/8/8/8/8/8/4K2R w K - 3 0 h1h8\n";
    const ReadResult r = read(text, Format::Uci);
    ASSERT_TRUE(r.errors.empty()) << all_errors(r);
    ASSERT_EQ(r.games.size(), 2u);
    EXPECT_EQ(r.games[0].start_fen, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    EXPECT_EQ(uci_of(r.games[0]), split("e1g1"));
    EXPECT_EQ(r.games[1].start_fen, "4k3/8/8/8/8/8/8/4K2R w K - 3 1");
    EXPECT_EQ(uci_of(r.games[1]), split("h1h8"));
    EXPECT_EQ(r.warnings.size(), 2u) << all_warnings(r);
    EXPECT_EQ(r.warnings[1].line, 2);

    const ReadResult strict = read(text, Format::Uci, kStrict);
    EXPECT_EQ(strict.games.size(), 0u);
    ASSERT_EQ(strict.errors.size(), 2u) << all_errors(strict);
    // Strict takes the six words after "fen", here "moves e1g1" as clocks.
    EXPECT_EQ(strict.errors[0].skipped, "bad start position, FEN field 5 (halfmove clock)");
    EXPECT_EQ(strict.errors[1].skipped, "bad start position, FEN field 6 (fullmove number)");
}

TEST(LenientRecords, JsonlRoomFen) {
    const std::string text =
        "{\"type\":\"room-created\",\"roomId\":\"r\",\"fen\":\"4k3/8/8/8/8/8/8/4K2R  w  KQ - 0 0\"}\n"
        "{\"type\":\"move-played\",\"color\":\"white\",\"move\":{\"from\":\"e1\",\"to\":\"h1\"}}\n";
    const ReadResult r = read(text, Format::Jsonl);
    ASSERT_TRUE(r.errors.empty()) << all_errors(r);
    ASSERT_EQ(r.games.size(), 1u);
    EXPECT_EQ(r.games[0].start_fen, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    EXPECT_EQ(r.warnings.size(), 3u) << all_warnings(r);
    for (const auto& w : r.warnings) EXPECT_EQ(w.line, 1) << w.to_string();
    EXPECT_EQ(read(text, Format::Jsonl, kStrict).games.size(), 0u);
}

TEST(LenientRecords, MalformedTagPairIsAWarning) {
    const ReadResult r = read("[Event \"x\"]\n[Broken tag\n\n1. e4 *\n", Format::Pgn);
    EXPECT_TRUE(r.errors.empty()) << all_errors(r);
    ASSERT_EQ(r.warnings.size(), 1u);
    EXPECT_EQ(r.warnings[0].line, 2);
    EXPECT_TRUE(contains(r.warnings[0].message, "malformed tag pair")) << r.warnings[0].message;
}

TEST(LenientRecords, TagWithUnescapedQuotesReadAsPythonChessDoes) {
    const ReadResult r = read("[White \"\"Chess Guru\"\"]\n[Black \"a \\\"b\\\" c\"]\n\n1. e4 *\n", Format::Pgn);
    EXPECT_TRUE(r.errors.empty()) << all_errors(r);
    ASSERT_EQ(r.games.size(), 1u);
    EXPECT_EQ(r.games[0].tags.at("White"), "\"Chess Guru\"");
    EXPECT_EQ(r.games[0].tags.at("Black"), "a \"b\" c");
    ASSERT_EQ(r.warnings.size(), 1u) << all_warnings(r);
    EXPECT_EQ(r.warnings[0].line, 1);
    EXPECT_TRUE(contains(r.warnings[0].message, "unescaped quotes")) << r.warnings[0].message;
}

// Knights out and back twice: the start position a third time at ply 8,
// a fog draw by repetition that standard chess does not apply by itself.
const std::string kRepeating = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 e5 1-0\n";

TEST(LenientRecords, StandardGameGoingOnAfterTheFogEndIsANote) {
    const ReadResult r = read("[Event \"a\"]\n\n" + kRepeating + "\n[Event \"b\"]\n\n1. d4 d5 0-1\n", Format::Pgn);
    EXPECT_TRUE(r.errors.empty()) << all_errors(r);
    ASSERT_EQ(r.games.size(), 2u);
    const auto& first = r.games[0];
    EXPECT_FALSE(first.error.has_value());
    EXPECT_TRUE(first.continues_after_rules_end);
    EXPECT_EQ(first.moves.size(), 8u);
    EXPECT_EQ(first.end_reason, "repetition");
    const std::string warnings = all_warnings(r);
    EXPECT_TRUE(contains(warnings, "puzzles.pgn:3: game continues after the fog rules ended it at ply 8 (repetition)"))
        << warnings;
    // The next game of the file is unaffected.
    EXPECT_FALSE(r.games[1].continues_after_rules_end);
    EXPECT_EQ(uci_of(r.games[1]), split("d2d4 d7d5"));
    EXPECT_EQ(r.games[1].result, "0-1");
}

TEST(LenientRecords, FogGameGoingOnAfterTheEndIsStillAFault) {
    const ReadResult r = read("[Variant \"fog-of-war\"]\n\n" + kRepeating, Format::Pgn);
    ASSERT_EQ(r.games.size(), 1u);
    ASSERT_TRUE(r.games[0].error.has_value());
    EXPECT_FALSE(r.games[0].continues_after_rules_end);
    EXPECT_TRUE(contains(r.games[0].error->message, "move after the end")) << r.games[0].error->message;
}

}  // namespace
