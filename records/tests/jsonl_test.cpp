// The server event log: the ten real games, castling and promotion
// spellings, end events, and each fault class.
#include <gtest/gtest.h>

#include "records/records.hpp"
#include "records/tests/test_util.hpp"

namespace {

using fog::Move;
using fog::MoveKind;
using fog::records::Format;
using fog::records::parse_records;
using fog::records::ReadResult;
using namespace records_test;

const std::string kGames = FOGPROOF_MISTY_GAMES;

std::string room(const std::string& extra = "") {
    return R"({"type": "room-created", "at": 0, "roomId": "t", "variant": "fog-of-war", "offer": [])" + extra + "}\n";
}

std::string move(const char* colour, const char* from, const char* to, const char* promotion = nullptr) {
    std::string m = std::string(R"({"type": "move-played", "color": ")") + colour + R"(", "move": {"from": ")" + from +
                    R"(", "to": ")" + to + "\"";
    if (promotion) m += std::string(R"(, "promotion": ")") + promotion + "\"";
    return m + "}}\n";
}

ReadResult jsonl(const std::string& text) { return parse_records(text, Format::Jsonl, "log.jsonl"); }

struct RealGame {
    const char* file;
    std::size_t plies;
    const char* result;
    const char* end_reason;
};

// Facts checked by reading the files: the number of move-played lines, and
// how the last move ends the game (a king capture, or a third repetition
// for the two draws); the result agrees with the W/L/D and colour in the
// file name.
const RealGame kRealGames[] = {
    {"game-0000-W-tier1-white.jsonl", 111, "1-0", "king-captured"},
    {"game-0001-W-tier1-black.jsonl", 142, "0-1", "king-captured"},
    {"game-0002-L-tier1-white.jsonl", 144, "0-1", "king-captured"},
    {"game-0003-D-tier1-black.jsonl", 134, "1/2-1/2", "repetition"},
    {"game-0004-D-tier1-white.jsonl", 101, "1/2-1/2", "repetition"},
    {"game-0005-L-tier1-black.jsonl", 61, "1-0", "king-captured"},
    {"game-0006-L-tier1-white.jsonl", 22, "0-1", "king-captured"},
    {"game-0007-L-tier1-black.jsonl", 121, "1-0", "king-captured"},
    {"game-0008-L-tier1-white.jsonl", 42, "0-1", "king-captured"},
    {"game-0009-L-tier1-black.jsonl", 135, "1-0", "king-captured"},
};

TEST(Jsonl, AllTenRealGamesReadWithoutFaults) {
    for (const RealGame& real : kRealGames) {
        SCOPED_TRACE(real.file);
        const ReadResult r = fog::records::read_records(kGames + "/" + real.file);
        EXPECT_TRUE(r.errors.empty()) << all_errors(r);
        EXPECT_TRUE(r.warnings.empty()) << all_warnings(r);
        ASSERT_EQ(r.games.size(), 1u);
        const auto& g = r.games[0];
        EXPECT_FALSE(g.error.has_value());
        EXPECT_EQ(g.moves.size(), real.plies);
        EXPECT_EQ(g.result, real.result);
        EXPECT_EQ(g.end_reason, real.end_reason);
        EXPECT_EQ(g.start_fen, fog::kStartFen);
        EXPECT_EQ(g.line, 1);
        EXPECT_EQ(g.tags.at("variant"), "fog-of-war");
    }
}

TEST(Jsonl, RealGameDetails) {
    const ReadResult r0 = fog::records::read_records(kGames + "/game-0000-W-tier1-white.jsonl");
    ASSERT_EQ(r0.games.size(), 1u);
    const auto& g0 = r0.games[0];
    EXPECT_EQ(g0.tags.at("roomId"), "bakeoff-0000");
    // Line 16 is {"from": "e1", "to": "h1"}: castling written king onto rook.
    EXPECT_EQ(g0.moves[14], Move(sq("e1"), sq("g1"), MoveKind::Castling));
    EXPECT_EQ(g0.moves[15], Move(sq("e8"), sq("g8"), MoveKind::Castling));
    EXPECT_EQ(uci_of(g0).front(), "e2e3");
    EXPECT_EQ(uci_of(g0).back(), "d6g6");

    const ReadResult r1 = fog::records::read_records(kGames + "/game-0001-W-tier1-black.jsonl");
    ASSERT_EQ(r1.games.size(), 1u);
    const auto& g1 = r1.games[0];
    EXPECT_EQ(g1.moves[23], Move(sq("e8"), sq("c8"), MoveKind::Castling));  // e8a8
    EXPECT_EQ(g1.moves[53], Move(sq("d2"), sq("d1"), MoveKind::Promotion, fog::Queen));
    // Line 118, e1a1, comes after White castled: a rook move, not castling.
    EXPECT_EQ(g1.moves[116], Move(sq("e1"), sq("a1")));

    const ReadResult r2 = fog::records::read_records(kGames + "/game-0002-L-tier1-white.jsonl");
    ASSERT_EQ(r2.games.size(), 1u);
    EXPECT_EQ(r2.games[0].moves[39], Move(sq("b4"), sq("a3"), MoveKind::EnPassant));
    EXPECT_EQ(r2.games[0].moves[119], Move(sq("b2"), sq("b1"), MoveKind::Promotion, fog::Queen));
}

TEST(Jsonl, CastlingKingOntoRookAndKingToDestinationAreTheSameMove) {
    const std::string opening = move("white", "e2", "e4") + move("black", "e7", "e5") + move("white", "g1", "f3") +
                                move("black", "g8", "f6") + move("white", "f1", "c4") + move("black", "f8", "c5");
    for (const auto& [white, black] : {std::pair{"h1", "h8"}, std::pair{"g1", "g8"}}) {
        const ReadResult r = jsonl(room() + opening + move("white", "e1", white) + move("black", "e8", black));
        ASSERT_TRUE(r.errors.empty()) << all_errors(r);
        ASSERT_EQ(r.games.size(), 1u);
        EXPECT_EQ(r.games[0].moves[6], Move(sq("e1"), sq("g1"), MoveKind::Castling)) << white;
        EXPECT_EQ(r.games[0].moves[7], Move(sq("e8"), sq("g8"), MoveKind::Castling)) << black;
    }
    const std::string queen_side_fen = R"(, "fen": "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")";
    for (const auto& [white, black] : {std::pair{"a1", "a8"}, std::pair{"c1", "c8"}}) {
        const ReadResult r = jsonl(room(queen_side_fen) + move("white", "e1", white) + move("black", "e8", black));
        ASSERT_TRUE(r.errors.empty()) << all_errors(r);
        EXPECT_EQ(r.games[0].moves[0], Move(sq("e1"), sq("c1"), MoveKind::Castling)) << white;
        EXPECT_EQ(r.games[0].moves[1], Move(sq("e8"), sq("c8"), MoveKind::Castling)) << black;
    }
}

TEST(Jsonl, PromotionNames) {
    const std::string fen = R"(, "fen": "4k3/P7/8/8/8/8/8/4K3 w - - 0 1")";
    const std::pair<const char*, fog::PieceType> names[] = {
        {"queen", fog::Queen}, {"rook", fog::Rook},   {"bishop", fog::Bishop},
        {"knight", fog::Knight}, {"Queen", fog::Queen}, {"n", fog::Knight}};
    for (const auto& [name, piece] : names) {
        const ReadResult r = jsonl(room(fen) + move("white", "a7", "a8", name));
        ASSERT_TRUE(r.errors.empty()) << name << all_errors(r);
        EXPECT_EQ(r.games[0].moves.at(0), Move(sq("a7"), sq("a8"), MoveKind::Promotion, piece)) << name;
    }
    const ReadResult king = jsonl(room(fen) + move("white", "a7", "a8", "king"));
    ASSERT_EQ(king.errors.size(), 1u);
    EXPECT_TRUE(contains(king.errors[0].to_string(), "log.jsonl:2: ply 1 (a7a8=king): \"move.promotion\" is the string "
                                                      "\"king\", not queen, rook, bishop or knight"))
        << king.errors[0].to_string();
    const ReadResult missing = jsonl(room(fen) + move("white", "a7", "a8"));
    ASSERT_EQ(missing.errors.size(), 1u);
    EXPECT_TRUE(contains(missing.errors[0].message, "must name its promotion piece"));
}

TEST(Jsonl, ClockExpiredEndsTheGame) {
    const ReadResult r = jsonl(room() + move("white", "e2", "e4") +
                               R"({"type": "clock-expired", "at": 1, "roomId": "t", "color": "black"})" "\n");
    ASSERT_TRUE(r.errors.empty()) << all_errors(r);
    ASSERT_EQ(r.games.size(), 1u);
    EXPECT_EQ(r.games[0].end_reason, "clock-expired");
    EXPECT_EQ(r.games[0].result, "1-0");
    EXPECT_TRUE(r.warnings.empty()) << all_warnings(r);
}

TEST(Jsonl, GameOverEventAndIgnoredEvents) {
    const ReadResult r = jsonl(room() + R"({"type": "chat", "text": "hi"})" "\n" + move("white", "e2", "e4") +
                               R"({"type": "game-over", "reason": "resign", "winner": "black"})" "\n" +
                               R"({"type": "room-closed"})" "\n");
    ASSERT_TRUE(r.errors.empty()) << all_errors(r);
    ASSERT_EQ(r.games.size(), 1u);
    EXPECT_EQ(r.games[0].end_reason, "resign");
    EXPECT_EQ(r.games[0].result, "0-1");
    const std::string notes = all_warnings(r);
    EXPECT_TRUE(contains(notes, "log.jsonl:2: event \"chat\" ignored: moves follow it")) << notes;
    EXPECT_TRUE(contains(notes, "log.jsonl:5: event \"room-closed\" after the game's end ignored")) << notes;
}

TEST(Jsonl, RulesEndingWinsOverAStatedOne) {
    // 1. e4 f6 2. Qh5 a6?? 3. Qxe8: the king is captured.
    const ReadResult r = jsonl(room() + move("white", "e2", "e4") + move("black", "f7", "f6") +
                               move("white", "d1", "h5") + move("black", "a7", "a6") + move("white", "h5", "e8") +
                               R"({"type": "clock-expired", "color": "white"})" "\n");
    ASSERT_TRUE(r.errors.empty()) << all_errors(r);
    EXPECT_EQ(r.games[0].end_reason, "king-captured");
    EXPECT_EQ(r.games[0].result, "1-0");
    EXPECT_TRUE(contains(all_warnings(r), "keeping the rules ending")) << all_warnings(r);
}

TEST(Jsonl, IllegalMoveKeepsTheGoodPrefixAndNamesFileLineAndMove) {
    const ReadResult r = jsonl(room() + move("white", "e2", "e4") + move("black", "e7", "e5") +
                               move("white", "e4", "e6") + move("black", "d7", "d5"));
    ASSERT_EQ(r.errors.size(), 1u);
    const auto& e = r.errors[0];
    EXPECT_EQ(e.file, "log.jsonl");
    EXPECT_EQ(e.line, 4);
    EXPECT_EQ(e.ply, 3);
    EXPECT_EQ(e.move, "e4e6");
    EXPECT_TRUE(contains(e.to_string(), "log.jsonl:4: ply 3 (e4e6): not a legal fog move in "
                                        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"))
        << e.to_string();
    ASSERT_EQ(r.games.size(), 1u);
    EXPECT_EQ(uci_of(r.games[0]), (std::vector<std::string>{"e2e4", "e7e5"}));
    ASSERT_TRUE(r.games[0].error.has_value());
    EXPECT_EQ(r.games[0].error->line, 4);
    EXPECT_EQ(r.games[0].result, "*");
    EXPECT_TRUE(contains(all_warnings(r), "log.jsonl:5: 1 line(s) of the game from here on skipped after its fault at line 4"));
}

TEST(Jsonl, EachFaultClassNamesFileLineAndMove) {
    struct Case {
        std::string line;
        std::string expected;
    };
    const Case cases[] = {
        {R"({"type": "move-played", "color": "white", "move": {"from": "e2", "to": )",
         "log.jsonl:3: not valid JSON"},
        {R"([1, 2])", "log.jsonl:3: a JSON array where an event object was expected"},
        {R"({"color": "white"})", "log.jsonl:3: an event without a \"type\" string"},
        {R"({"type": 7})", "log.jsonl:3: an event without a \"type\" string"},
        {R"({"type": "move-played", "color": "white"})", "log.jsonl:3: ply 2 (?): move-played without a \"move\" object"},
        {R"({"type": "move-played", "move": "e7e5"})", "ply 2 (?): \"move\" is the string \"e7e5\", not an object"},
        {R"({"type": "move-played", "move": {"from": "e7"}})", "log.jsonl:3: ply 2 (e7?): \"move\" has no \"to\" square"},
        {R"({"type": "move-played", "move": {"from": 52, "to": "e5"}})",
         "log.jsonl:3: ply 2 (?e5): \"move.from\" is number 52, not a square name"},
        {R"({"type": "move-played", "move": {"from": "e7", "to": "z9"}})",
         "ply 2 (e7z9): \"move.to\" is the string \"z9\", not a square name"},
        {R"({"type": "move-played", "color": "white", "move": {"from": "e7", "to": "e5"}})",
         "log.jsonl:3: ply 2 (e7e5): \"color\" is the string \"white\", but black is to move"},
        {R"({"type": "move-played", "color": 1, "move": {"from": "e7", "to": "e5"}})",
         "ply 2 (e7e5): \"color\" is number 1, but black is to move"},
        {R"({"type": "move-played", "move": {"from": "e2", "to": "e3"}})", "ply 2 (e2e3): no black piece on e2"},
        {R"({"type": "move-played", "move": {"from": "e7", "to": "e5", "promotion": 5}})",
         "ply 2 (e7e5): \"move.promotion\" is number 5"},
        {R"({"type": "move-played", "move": {"from": "e7", "to": "e5", "promotion": "queen"}})",
         "ply 2 (e7e5=queen): this move is not a promotion"},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.line);
        const ReadResult r = jsonl(room() + move("white", "e2", "e4") + c.line + "\n" + move("black", "e7", "e5"));
        ASSERT_EQ(r.errors.size(), 1u) << all_errors(r);
        EXPECT_TRUE(contains(r.errors[0].to_string(), c.expected)) << r.errors[0].to_string();
        ASSERT_EQ(r.games.size(), 1u);
        EXPECT_EQ(uci_of(r.games[0]), std::vector<std::string>{"e2e4"});
        EXPECT_TRUE(r.games[0].error.has_value());
    }
}

TEST(Jsonl, MoveAfterTheRulesEndIsAFault) {
    const ReadResult r = jsonl(room() + move("white", "e2", "e4") + move("black", "f7", "f6") +
                               move("white", "d1", "h5") + move("black", "a7", "a6") + move("white", "h5", "e8") +
                               move("black", "a6", "a5"));
    ASSERT_EQ(r.errors.size(), 1u);
    EXPECT_TRUE(contains(r.errors[0].to_string(),
                         "log.jsonl:7: ply 6 (a6a5): move after the end: the fog rules ended the game at ply 5 "
                         "(king-captured)"))
        << r.errors[0].to_string();
    ASSERT_EQ(r.games.size(), 1u);
    EXPECT_EQ(r.games[0].moves.size(), 5u);
    EXPECT_EQ(r.games[0].end_reason, "king-captured");
    EXPECT_EQ(r.games[0].result, "1-0");
}

TEST(Jsonl, ABadGameDoesNotStopTheNextOne) {
    const ReadResult r = jsonl(room() + move("white", "e2", "e5") + move("black", "e7", "e5") + room() +
                               move("white", "d2", "d4") + move("black", "d7", "d5"));
    ASSERT_EQ(r.errors.size(), 1u);
    EXPECT_EQ(r.errors[0].line, 2);
    ASSERT_EQ(r.games.size(), 2u);
    EXPECT_TRUE(r.games[0].moves.empty());
    EXPECT_TRUE(r.games[0].error.has_value());
    EXPECT_EQ(uci_of(r.games[1]), (std::vector<std::string>{"d2d4", "d7d5"}));
    EXPECT_FALSE(r.games[1].error.has_value());
    EXPECT_EQ(r.games[1].line, 4);
}

TEST(Jsonl, ACorruptedRoomCreatedLineDoesNotSwallowTheNextGame) {
    const ReadResult r = jsonl(room() + move("white", "e2", "e4") + R"({"type": "room-created", "roomId": )" "\n" +
                               move("white", "d2", "d4") + move("black", "d7", "d5"));
    ASSERT_EQ(r.errors.size(), 1u);
    EXPECT_TRUE(contains(r.errors[0].to_string(), "log.jsonl:3: not valid JSON")) << r.errors[0].to_string();
    EXPECT_TRUE(contains(r.errors[0].message, "looks like a room-created event"));
    ASSERT_EQ(r.games.size(), 2u);
    EXPECT_FALSE(r.games[0].error.has_value());
    EXPECT_EQ(uci_of(r.games[0]), std::vector<std::string>{"e2e4"});
    EXPECT_EQ(uci_of(r.games[1]), (std::vector<std::string>{"d2d4", "d7d5"}));
    EXPECT_EQ(r.games[1].line, 3);
}

TEST(Jsonl, MovesWithoutRoomCreatedStartAGameWithANote) {
    const ReadResult r = jsonl(move("white", "e2", "e4"));
    EXPECT_TRUE(r.errors.empty());
    ASSERT_EQ(r.games.size(), 1u);
    EXPECT_EQ(uci_of(r.games[0]), std::vector<std::string>{"e2e4"});
    EXPECT_TRUE(contains(all_warnings(r), "log.jsonl:1: no room-created event"));
}

// Parsing is iterative, and a value from the log is never re-serialized or
// copied, so no depth reaches a recursion: a line nested 100,000 deep is a
// fault of its line like any other.
TEST(Jsonl, DeepNestingIsAFaultOfItsLineNotACrash) {
    const std::string deep = std::string(100'000, '[') + std::string(100'000, ']');
    const ReadResult r = jsonl(room(", \"extra\": " + deep) + R"({"type": "move-played", "move": )" + deep + "}\n" +
                               room() + move("white", "d2", "d4") + deep + "\n");
    ASSERT_EQ(r.errors.size(), 2u) << all_errors(r);
    EXPECT_TRUE(contains(r.errors[0].to_string(), "log.jsonl:2:")) << r.errors[0].to_string();
    EXPECT_TRUE(contains(r.errors[0].message, "\"move\" is an array, not an object")) << r.errors[0].message;
    EXPECT_TRUE(contains(r.errors[1].to_string(), "log.jsonl:5:")) << r.errors[1].to_string();
    ASSERT_EQ(r.games.size(), 2u);
    EXPECT_EQ(uci_of(r.games[1]), std::vector<std::string>{"d2d4"});
}

// nlohmann's lexer ends the text at a NUL byte; the reader refuses the line
// instead of reading what comes before it as the whole event.
TEST(Jsonl, ALineWithANulByteIsNotRead) {
    std::string played = move("white", "e2", "e4");
    played.insert(played.size() - 1, std::string("\0garbage", 8));
    const ReadResult r = jsonl(room() + played);
    ASSERT_EQ(r.errors.size(), 1u) << all_errors(r);
    EXPECT_TRUE(contains(r.errors[0].to_string(), "log.jsonl:2: not valid JSON (a NUL byte")) << all_errors(r);
    ASSERT_EQ(r.games.size(), 1u);
    EXPECT_TRUE(r.games[0].moves.empty());
}

TEST(Jsonl, BadStartFenIsReportedAndTheGameSkipped) {
    const ReadResult r = jsonl(room(R"(, "fen": "8/8/8/8/8/8/8/8 w - - 0 1")") + move("white", "e2", "e4") + room() +
                               move("white", "e2", "e4"));
    ASSERT_EQ(r.errors.size(), 1u);
    EXPECT_TRUE(contains(r.errors[0].to_string(), "log.jsonl:1: bad start position")) << r.errors[0].to_string();
    ASSERT_EQ(r.games.size(), 1u);
    EXPECT_EQ(r.games[0].line, 3);
}

}  // namespace
