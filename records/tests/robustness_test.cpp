// Bad input of every kind: the API never throws, never crashes, names the
// file in every fault, and every move it returns is a legal fog move.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <random>

#include "engine/fen.hpp"
#include "engine/movegen.hpp"
#include "records/records.hpp"
#include "records/tests/test_util.hpp"

namespace {

using fog::records::Format;
using fog::records::ReadResult;
using namespace records_test;

const std::string kGames = FOGPROOF_MISTY_GAMES;
constexpr Format kFormats[] = {Format::Jsonl, Format::Uci, Format::Pgn};

// Every returned game replays under the fog rules from its start.
void expect_sound(const ReadResult& r, const std::string& source) {
    for (const auto& e : r.errors) EXPECT_EQ(e.file, source);
    for (const auto& g : r.games) {
        const fog::FenResult start = fog::parse_fen(g.start_fen, fog::KingRule::Required);
        ASSERT_TRUE(start.position.has_value()) << g.start_fen;
        fog::Position p = *start.position;
        for (fog::Move m : g.moves) {
            fog::MoveList legal;
            fog::generate_moves(p, legal);
            ASSERT_NE(std::find(legal.begin(), legal.end(), m), legal.end()) << fog::to_uci(m);
            p = fog::make_move(p, m);
        }
        EXPECT_TRUE(g.result == "1-0" || g.result == "0-1" || g.result == "1/2-1/2" || g.result == "*") << g.result;
    }
}

std::string excerpt_for_trace(const std::string& input) {
    std::string out;
    for (unsigned char c : input.substr(0, 60)) out += (c >= 0x20 && c < 0x7F) ? char(c) : '?';
    return out;
}

void parse_everywhere(const std::string& content) {
    for (Format f : kFormats) {
        ReadResult r;
        EXPECT_NO_THROW(r = fog::records::parse_records(content, f, "in"));
        expect_sound(r, "in");
        for (const auto& g : r.games) {
            EXPECT_NO_THROW((void)fog::records::write_jsonl(g));
            EXPECT_NO_THROW((void)fog::records::write_uci(g));
            EXPECT_NO_THROW((void)fog::records::write_pgn(g));
        }
    }
}

TEST(Robustness, HostileInputs) {
    const std::string room = R"({"type":"room-created","roomId":"r"})" "\n";
    const std::vector<std::string> inputs = {
        "",
        "\xEF\xBB\xBF",
        "\n\r\n\r\r\n",
        std::string("\0\0\0e2e4\0", 9),
        "\xff\xfe\xfd e2e4 \x80\x81",
        room + "{\"type\":\"move-played\",\"move\":{\"from\":\"e2\",\"to\":\"e4\xff\"}}\n",
        room + "{\"type\":\"move-played\",\"move\":{\"from\":\"\xc3\x28\",\"to\":\"e4\"}}\n",
        room + std::string(2'000'000, 'x') + "\n",
        room + "{\"type\":\"move-played\",\"move\":" + std::string(200'000, '[') + "\n",
        room + "{\"type\":\"move-played\",\"move\":{\"from\":[1,{\"a\":null}],\"to\":{}}}\n",
        room + "{\"type\":\"move-played\",\"color\":null,\"move\":{\"from\":\"e2\",\"to\":\"e4\",\"promotion\":[]}}\n",
        room + "{\"type\":\"move-played\",\"move\":{\"from\":\"e2\",\"to\":\"e4\"}}\n{\"type\":\"move-played\"",
        R"({"type":"room-created","fen":12})" "\n",
        R"({"type":"room-created","fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra"})" "\n",
        "[Event \"" + std::string(1'000'000, 'a') + "\"]\n1. e4 *\n",
        "[Event \"unterminated\n1. e4 *\n",
        std::string(100'000, '(') + "1. e4",
        std::string(100'000, ')') + "1. e4",
        std::string(100'000, '{'),
        "1. " + std::string(100'000, 'N') + " *",
        "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0 garbage ] ] } 0-1 *",
        "[FEN \"\"]\n*\n",
        "[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 100 1\"]\n1. Kd1 *\n",
        "fen", "position", "position fen", "startpos moves moves", "moves e2e4",
        "fen 8/8/8/8/8/8/8/8 w - - 0 1 moves e2e4",
        "e2e4 " + std::string(500'000, 'e'),
        "e7e8q e7e8k e1g1 e1h1 h1e1 a1a1 0000",
    };
    for (const std::string& input : inputs) {
        SCOPED_TRACE(excerpt_for_trace(input));
        parse_everywhere(input);
    }
}

// Mutations of the real logs: byte flips, cuts and swapped lines.
TEST(Robustness, MutatedRealLogs) {
    std::mt19937 rng(7);
    for (const auto& entry : std::filesystem::directory_iterator(kGames)) {
        const std::string original = read_file(entry.path().string());
        for (int trial = 0; trial < 20; ++trial) {
            std::string text = original;
            std::uniform_int_distribution<std::size_t> pos(0, text.size() - 1);
            for (int flips = 0; flips < 1 + trial; ++flips) text[pos(rng)] = char(rng() & 0xFF);
            if (trial % 3 == 0) text.resize(pos(rng));
            parse_everywhere(text);
        }
    }
}

TEST(Robustness, RandomNoise) {
    std::mt19937 rng(11);
    const std::string alphabet = "abcdefgh12345678NBRQKOx-=+#!?.{}()[];$%\" \n*/e.p.0{}:,\\\xff\x80";
    for (int trial = 0; trial < 300; ++trial) {
        std::string text;
        const int length = int(rng() % 400);
        for (int i = 0; i < length; ++i) text += alphabet[rng() % alphabet.size()];
        parse_everywhere(text);
    }
}

TEST(Robustness, WritersTakeAnyRecord) {
    fog::records::GameRecord g;
    g.start_fen = "not a fen";
    g.result = "garbage";
    g.end_reason = "\xff\xfe";
    g.tags["Bad Name\n"] = "\xc3\x28 value with \"quotes\" and \\ and \n newline";
    g.moves = {fog::Move(sq("e2"), sq("e4"))};
    std::string jsonl, uci, pgn;
    EXPECT_NO_THROW(jsonl = fog::records::write_jsonl(g));
    EXPECT_NO_THROW(uci = fog::records::write_uci(g));
    EXPECT_NO_THROW(pgn = fog::records::write_pgn(g));
    EXPECT_TRUE(contains(pgn, "[Bad_Name_ \"")) << pgn;
    EXPECT_TRUE(contains(pgn, "[Result \"*\"]")) << pgn;
    for (Format f : kFormats) {
        const std::string& text = f == Format::Jsonl ? jsonl : f == Format::Uci ? uci : pgn;
        ReadResult r;
        EXPECT_NO_THROW(r = fog::records::parse_records(text, f, "in"));
        expect_sound(r, "in");
        EXPECT_FALSE(r.errors.empty()) << text;  // the bad start FEN is reported
    }
}

TEST(Robustness, FilesThatCannotBeRead) {
    const ReadResult missing = fog::records::read_records("/nonexistent/dir/game.pgn");
    ASSERT_EQ(missing.errors.size(), 1u);
    EXPECT_EQ(missing.errors[0].to_string(), "/nonexistent/dir/game.pgn: cannot read the file");
    const ReadResult dir = fog::records::read_records(kGames);
    ASSERT_EQ(dir.errors.size(), 1u);
    EXPECT_TRUE(contains(dir.errors[0].message, "directory"));
}

TEST(Robustness, GuessFormat) {
    using fog::records::guess_format;
    EXPECT_EQ(guess_format("a.jsonl", ""), Format::Jsonl);
    EXPECT_EQ(guess_format("a.NDJSON", ""), Format::Jsonl);
    EXPECT_EQ(guess_format("a.pgn", "{"), Format::Pgn);
    EXPECT_EQ(guess_format("a.uci", ""), Format::Uci);
    EXPECT_EQ(guess_format("a.txt", "\n{\"type\":\"room-created\"}"), Format::Jsonl);
    EXPECT_EQ(guess_format("a.txt", "[Event \"x\"]"), Format::Pgn);
    EXPECT_EQ(guess_format("a", "1. e4 e5"), Format::Pgn);
    EXPECT_EQ(guess_format("a", "e4 e5 Nf3"), Format::Pgn);
    EXPECT_EQ(guess_format("a", "O-O"), Format::Pgn);
    EXPECT_EQ(guess_format("a", "# comment\ne2e4 e7e5"), Format::Uci);
    EXPECT_EQ(guess_format("a", "startpos moves e2e4"), Format::Uci);
    EXPECT_EQ(guess_format("a", "fen 8/8/8/8/8/8/8/8 w - - 0 1"), Format::Uci);
    EXPECT_EQ(guess_format("dir.d/a", "hello"), std::nullopt);
    EXPECT_EQ(guess_format("a", ""), std::nullopt);
}

}  // namespace
