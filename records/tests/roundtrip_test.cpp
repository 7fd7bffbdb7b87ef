// Write then read gives back the same game, in every format.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <random>

#include "engine/fen.hpp"
#include "engine/movegen.hpp"
#include "engine/outcome.hpp"
#include "records/records.hpp"
#include "records/tests/test_util.hpp"

namespace {

using fog::records::Format;
using fog::records::GameRecord;
using fog::records::ReadResult;
using namespace records_test;

const std::string kGames = FOGPROOF_MISTY_GAMES;

std::string write(const GameRecord& g, Format f) {
    switch (f) {
        case Format::Jsonl: return fog::records::write_jsonl(g);
        case Format::Uci: return fog::records::write_uci(g);
        case Format::Pgn: return fog::records::write_pgn(g);
    }
    return {};
}

void expect_round_trip(const GameRecord& g, Format f) {
    SCOPED_TRACE(std::string(fog::records::format_name(f)));
    const std::string text = write(g, f);
    const ReadResult back = fog::records::parse_records(text, f, "back");
    ASSERT_TRUE(back.errors.empty()) << all_errors(back) << text;
    ASSERT_EQ(back.games.size(), 1u) << text;
    const GameRecord& b = back.games[0];
    EXPECT_EQ(b.moves, g.moves) << text;
    EXPECT_EQ(b.start_fen, g.start_fen);
    if (f != Format::Uci) {  // UCI lists carry moves only
        EXPECT_EQ(b.result, g.result) << text;
        EXPECT_EQ(b.end_reason, g.end_reason) << text;
    }
}

std::vector<std::filesystem::path> real_games() {
    std::vector<std::filesystem::path> files;
    for (const auto& e : std::filesystem::directory_iterator(kGames)) files.push_back(e.path());
    std::sort(files.begin(), files.end());
    return files;
}

TEST(RoundTrip, RealGamesInEveryFormat) {
    const auto files = real_games();
    ASSERT_EQ(files.size(), 10u);
    for (const auto& file : files) {
        SCOPED_TRACE(file.filename().string());
        const ReadResult r = fog::records::read_records(file.string());
        ASSERT_EQ(r.games.size(), 1u);
        for (Format f : {Format::Jsonl, Format::Uci, Format::Pgn}) expect_round_trip(r.games[0], f);
    }
}

// The writer reproduces the servers' own spelling of every move event:
// castling onto the rook, promotion names, colours, ply numbers.
TEST(RoundTrip, JsonlWriterSpellsMovesAsTheServers) {
    for (const auto& file : real_games()) {
        SCOPED_TRACE(file.filename().string());
        const std::vector<std::string> original = split(read_file(file.string()));
        const ReadResult r = fog::records::read_records(file.string());
        ASSERT_EQ(r.games.size(), 1u);
        const std::string written = fog::records::write_jsonl(r.games[0]);
        std::istringstream a(read_file(file.string())), b(written);
        std::string la, lb;
        int line = 0;
        while (std::getline(a, la) && std::getline(b, lb)) {
            ++line;
            const auto ja = nlohmann::json::parse(la), jb = nlohmann::json::parse(lb);
            for (const char* key : {"type", "at", "roomId", "color", "move", "variant"})
                EXPECT_EQ(ja.value(key, nlohmann::json()), jb.value(key, nlohmann::json())) << "line " << line << " " << key;
        }
        EXPECT_FALSE(std::getline(a, la));
        EXPECT_FALSE(std::getline(b, lb));
    }
}

ReadResult uci(const std::string& text) { return fog::records::parse_records(text, Format::Uci, "made.uci"); }

TEST(RoundTrip, SpecialMovesAndStarts) {
    const char* games[] = {
        // Promotions to each piece, from a set-up position.
        "fen 4k3/PPPP4/8/8/8/8/8/4K3 w - - 0 1 moves a7a8q e8e7 b7b8r e7e6 c7c8b e6e5 d7d8n",
        // En passant, castling both sides.
        "startpos moves e2e4 a7a6 e4e5 d7d5 e5d6 b8c6 g1f3 c8f5 f1e2 d8d7 e1g1 e8c8",
        // Castling through an attacked square, a pinned piece moving, and a
        // king capture: fog moves that standard chess forbids.
        "fen r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1 moves e1g1 f2f1 g1f1 e8c8",
        "fen 4r1k1/8/8/8/8/8/4N3/1N2K3 w - - 0 1 moves e2c3 e8e1",
        // Disambiguations under fog moves.
        "fen k7/8/8/8/4Q2Q/8/8/K6Q w - - 0 1 moves h4e1 a8b8 e1h4 b8c8 e4e1 c8d8 e1e4 d8c8 h1e1",
    };
    for (const char* text : games) {
        SCOPED_TRACE(text);
        const ReadResult r = uci(text);
        ASSERT_TRUE(r.errors.empty()) << all_errors(r);
        for (Format f : {Format::Jsonl, Format::Uci, Format::Pgn}) expect_round_trip(r.games[0], f);
    }
}

TEST(RoundTrip, StatedEndingsSurviveJsonlAndPgn) {
    ReadResult r = uci("e2e4 e7e5");
    GameRecord g = r.games.at(0);
    g.end_reason = "clock-expired";
    g.result = "1-0";
    expect_round_trip(g, Format::Jsonl);
    expect_round_trip(g, Format::Pgn);
    EXPECT_TRUE(contains(fog::records::write_jsonl(g), R"({"type":"clock-expired","at":2,"roomId":"made.uci","color":"black"})"));
    g.end_reason = "resign";
    g.result = "0-1";
    expect_round_trip(g, Format::Jsonl);
    expect_round_trip(g, Format::Pgn);
    g.end_reason = "agreement";
    g.result = "1/2-1/2";
    expect_round_trip(g, Format::Jsonl);
}

TEST(RoundTrip, ConcatenatedOutputsReadBackAsSeparateGames) {
    const ReadResult three = uci("e2e4 e7e5\nd2d4 d7d5\nstartpos moves\n");
    ASSERT_EQ(three.games.size(), 3u);
    GameRecord one_move = three.games[0];
    one_move.moves.resize(1);
    for (Format f : {Format::Jsonl, Format::Uci, Format::Pgn}) {
        SCOPED_TRACE(std::string(fog::records::format_name(f)));
        const std::string text = write(one_move, f) + write(three.games[2], f) + write(one_move, f);
        const ReadResult back = fog::records::parse_records(text, f, "cat");
        ASSERT_TRUE(back.errors.empty()) << all_errors(back) << text;
        ASSERT_EQ(back.games.size(), 3u) << text;
        EXPECT_EQ(back.games[0].moves, one_move.moves);
        EXPECT_TRUE(back.games[1].moves.empty());
        EXPECT_EQ(back.games[2].moves, one_move.moves);
    }
}

TEST(RoundTrip, HandMadeRecordWithABadMoveIsWrittenUpToIt) {
    GameRecord g;
    g.moves = {fog::Move(sq("e2"), sq("e4")), fog::Move(sq("e2"), sq("e4")), fog::Move(sq("d7"), sq("d5"))};
    EXPECT_EQ(fog::records::write_uci(g), "startpos moves e2e4\n");
    const std::string pgn = fog::records::write_pgn(g);
    EXPECT_TRUE(contains(pgn, "1. e4 {the record goes on with e2e4, which does not replay; omitted} *")) << pgn;
    const ReadResult back = fog::records::parse_records(pgn, Format::Pgn, "x");
    ASSERT_EQ(back.games.size(), 1u);
    EXPECT_EQ(back.games[0].moves.size(), 1u);
}

TEST(RoundTrip, PgnLooksLikePgn) {
    const ReadResult r = uci("fen 6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 30 moves e1e2 g8h8 a1a8");
    ASSERT_TRUE(r.errors.empty());
    GameRecord g = r.games[0];
    g.tags["White"] = "A \"quoted\" name";
    g.tags["Annotator"] = "me";
    const std::string text = fog::records::write_pgn(g);
    EXPECT_EQ(text,
              "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
              "[White \"A \\\"quoted\\\" name\"]\n[Black \"?\"]\n[Result \"*\"]\n"
              "[SetUp \"1\"]\n[FEN \"6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 30\"]\n[Annotator \"me\"]\n\n"
              "30. Ke2 Kh8 31. Ra8# *\n\n");
    expect_round_trip(g, Format::Pgn);
    const ReadResult back = fog::records::parse_records(text, Format::Pgn, "x");
    EXPECT_EQ(back.games.at(0).tags.at("White"), "A \"quoted\" name");
}

// Random fog games (seeded) exercise fog-only moves, king captures and
// crowded disambiguations in all three writers.
TEST(RoundTrip, RandomFogGames) {
    std::mt19937 rng(20240601);
    for (int game = 0; game < 200; ++game) {
        fog::Position p = fog::initial_position();
        std::string text = "startpos moves";
        for (int ply = 0; ply < 300; ++ply) {
            fog::MoveList moves;
            fog::generate_moves(p, moves);
            if (moves.empty()) break;
            const fog::Move m = moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)];
            const fog::Position after = fog::make_move(p, m);
            text += ' ';
            text += fog::to_uci(m);
            if (fog::board_outcome(p, after).end != fog::GameEnd::None) break;
            p = after;
        }
        // The reader stops at a rules ending (a repetition may come first)
        // and keeps the game up to it.
        const ReadResult r = uci(text);
        ASSERT_EQ(r.games.size(), 1u);
        for (const auto& e : r.errors) ASSERT_TRUE(contains(e.message, "move after the end")) << e.to_string();
        GameRecord g = r.games[0];
        g.error.reset();
        SCOPED_TRACE(text);
        for (Format f : {Format::Jsonl, Format::Uci, Format::Pgn}) expect_round_trip(g, f);
    }
}

}  // namespace
