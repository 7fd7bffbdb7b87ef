// UCI move lists: both layouts, headers, castling spellings, faults.
#include <gtest/gtest.h>

#include "records/records.hpp"
#include "records/tests/test_util.hpp"

namespace {

using fog::Move;
using fog::MoveKind;
using fog::records::Format;
using fog::records::ReadResult;
using namespace records_test;

ReadResult uci(const std::string& text) { return fog::records::parse_records(text, Format::Uci, "games.uci"); }

TEST(Uci, OneGamePerLine) {
    const ReadResult r = uci("e2e4 e7e5 g1f3\n\n# a comment\nd2d4 d7d5\r\n");
    ASSERT_TRUE(r.errors.empty()) << all_errors(r);
    ASSERT_EQ(r.games.size(), 2u);
    EXPECT_EQ(uci_of(r.games[0]), split("e2e4 e7e5 g1f3"));
    EXPECT_EQ(r.games[0].line, 1);
    EXPECT_EQ(uci_of(r.games[1]), split("d2d4 d7d5"));
    EXPECT_EQ(r.games[1].line, 4);
    EXPECT_EQ(r.games[1].result, "*");
    EXPECT_EQ(r.games[1].end_reason, "");
}

TEST(Uci, OneMovePerLineIsOneGame) {
    const ReadResult r = uci("e2e4\ne7e5\n\ng1f3\n");
    ASSERT_TRUE(r.errors.empty()) << all_errors(r);
    ASSERT_EQ(r.games.size(), 1u);
    EXPECT_EQ(uci_of(r.games[0]), split("e2e4 e7e5 g1f3"));
}

TEST(Uci, OneMovePerLineWithAHeaderLine) {
    const ReadResult r = uci("fen 4k3/P7/8/8/8/8/8/4K3 w - - 0 1\na7a8n\ne8d7\n");
    ASSERT_TRUE(r.errors.empty()) << all_errors(r);
    ASSERT_EQ(r.games.size(), 1u);
    EXPECT_EQ(r.games[0].start_fen, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(r.games[0].moves[0], Move(sq("a7"), sq("a8"), MoveKind::Promotion, fog::Knight));
}

TEST(Uci, PositionPrefixes) {
    const ReadResult r = uci(
        "startpos moves e2e4\n"
        "position startpos moves d2d4\n"
        "startpos\n"
        "fen 4k3/P7/8/8/8/8/8/4K3 w - - 0 1 moves a7a8Q\n"
        "position fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 moves e1h1 e8c8\n");
    ASSERT_TRUE(r.errors.empty()) << all_errors(r);
    ASSERT_EQ(r.games.size(), 5u);
    EXPECT_EQ(uci_of(r.games[0]), split("e2e4"));
    EXPECT_EQ(uci_of(r.games[1]), split("d2d4"));
    EXPECT_TRUE(r.games[2].moves.empty());
    EXPECT_EQ(uci_of(r.games[3]), split("a7a8q"));
    EXPECT_EQ(r.games[4].moves[0], Move(sq("e1"), sq("g1"), MoveKind::Castling));
    EXPECT_EQ(r.games[4].moves[1], Move(sq("e8"), sq("c8"), MoveKind::Castling));
}

TEST(Uci, CastlingBothWays) {
    const std::string opening = "e2e4 e7e5 g1f3 g8f6 f1c4 f8c5 ";
    for (const char* castles : {"e1g1 e8g8", "e1h1 e8h8", "e1g1 e8h8"}) {
        const ReadResult r = uci(opening + castles + "\n");
        ASSERT_TRUE(r.errors.empty()) << all_errors(r);
        EXPECT_EQ(r.games[0].moves[6], Move(sq("e1"), sq("g1"), MoveKind::Castling)) << castles;
        EXPECT_EQ(r.games[0].moves[7], Move(sq("e8"), sq("g8"), MoveKind::Castling)) << castles;
    }
}

TEST(Uci, BadMoveEndsOnlyItsGame) {
    const ReadResult r = uci("e2e4 e7e5\ne2e4 e7e5 e1e3 b8c6\nd2d4\n");
    ASSERT_EQ(r.errors.size(), 1u);
    EXPECT_EQ(r.errors[0].to_string(),
              "games.uci:2: ply 3 (e1e3): not a legal fog move in "
              "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    ASSERT_EQ(r.games.size(), 3u);
    EXPECT_EQ(uci_of(r.games[1]), split("e2e4 e7e5"));
    EXPECT_TRUE(r.games[1].error.has_value());
    EXPECT_FALSE(r.games[2].error.has_value());
    EXPECT_EQ(uci_of(r.games[2]), split("d2d4"));
}

TEST(Uci, FaultClasses) {
    struct Case {
        const char* text;
        const char* expected;
    };
    const Case cases[] = {
        {"e2e4 e7e5 xyz\n", "games.uci:1: ply 3 (xyz): not a UCI move"},
        {"e2e4 e7e5 e2e4x\n", "ply 3 (e2e4x): bad promotion letter"},
        {"e2e4 e7e5 0000\n", "ply 3 (0000): not a UCI move"},
        {"e2e4 e7e5 e2e4q\n", "ply 3 (e2e4q): no white piece on e2"},
        {"e2e4 e7e5 d2d4q\n", "ply 3 (d2d4q): this move is not a promotion"},
        {"fen 4k3/P7/8/8/8/8/8/4K3 w - - 0 1 moves a7a8\n", "ply 1 (a7a8): a pawn reaching the last rank must name"},
        {"fen 4k3/P7/8 w - - 0 1\n", "games.uci:1: bad start position"},
        {"fen 4k3\n", "games.uci:1: \"fen\" needs the four to six fields"},
        {"position e2e4\n", "games.uci:1: \"position\" must be followed by"},
    };
    for (const Case& c : cases) {
        const ReadResult r = uci(c.text);
        ASSERT_EQ(r.errors.size(), 1u) << c.text << all_errors(r);
        EXPECT_TRUE(contains(r.errors[0].to_string(), c.expected)) << r.errors[0].to_string();
    }
}

TEST(Uci, RulesEndings) {
    // Knights out and back twice: the start position occurs a third time.
    const ReadResult r = uci("g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 e2e4\n");
    ASSERT_EQ(r.errors.size(), 1u);
    EXPECT_TRUE(contains(r.errors[0].to_string(), "ply 9 (e2e4): move after the end: the fog rules ended the game at "
                                                  "ply 8 (repetition)"));
    EXPECT_EQ(r.games[0].moves.size(), 8u);
    EXPECT_EQ(r.games[0].end_reason, "repetition");
    EXPECT_EQ(r.games[0].result, "1/2-1/2");

    const ReadResult fifty = uci("fen 4k3/8/8/8/8/8/8/R3K3 w - - 99 80 moves a1a2\n");
    ASSERT_TRUE(fifty.errors.empty()) << all_errors(fifty);
    EXPECT_EQ(fifty.games[0].end_reason, "fifty-moves");
}

}  // namespace
