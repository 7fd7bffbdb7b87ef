// The records target: game records in any of the three formats, read by
// records/records.hpp. Nothing crashes; every game the reader returns
// replays on the oracle (each move legal, none after the end of the game
// by rules §2); written in each format and read back, it has the same
// start and the same moves.
//
// Both checks depend only on the game (and the text written from it), and
// libFuzzer's mutations of a log mostly leave its games as they were: a
// check this process has passed once for the same game and text is not
// run again (harness/check_memo.hpp says why that loses nothing).
#include <array>
#include <initializer_list>
#include <map>
#include <string_view>

#include "engine/fen.hpp"
#include "harness/check_memo.hpp"
#include "harness/convert_engine.hpp"
#include "harness/scenarios.hpp"
#include "oracle/clauses.hpp"
#include "records/records.hpp"

namespace harness {

namespace {

using fog::records::Format;
using fog::records::GameRecord;

constexpr std::size_t kMaxGamesChecked = 8;

CheckMemo& records_memo() {
    static CheckMemo memo(16);
    return memo;
}

// The memo's key for one check of one game: its name, then the texts it
// depends on, each after its length (texts from the input may hold any
// byte, so no separator would do).
StateDigest check_key(std::initializer_list<std::string_view> parts) {
    std::string all;
    for (const std::string_view part : parts) {
        all += std::to_string(part.size());
        all += ':';
        all += part;
    }
    return digest_of_text(all);
}
constexpr std::size_t kMaxInputShown = 400;

Format format_from_byte(std::uint8_t byte) {
    switch (byte) {
        case 'j': return Format::Jsonl;
        case 'u': return Format::Uci;
        case 'p': return Format::Pgn;
        default: break;
    }
    constexpr std::array<Format, 3> formats = {Format::Jsonl, Format::Uci, Format::Pgn};
    return formats[byte % formats.size()];
}

std::vector<std::string> uci_moves(const GameRecord& game) {
    std::vector<std::string> out;
    for (fog::Move m : game.moves) out.push_back(fog::to_uci(m));
    return out;
}

std::string joined(const std::vector<std::string>& items) {
    std::string out;
    for (const std::string& s : items) out += (out.empty() ? "" : " ") + s;
    return out;
}

// The position a record's start FEN means, as the reader reads it.
std::optional<NeutralPosition> start_of(const GameRecord& game) {
    const fog::FenResult r = fog::parse_fen(game.start_fen, fog::KingRule::Required);
    if (!r.position) return std::nullopt;
    return to_neutral(*r.position);
}

// Repetition compares everything but the clocks (docs/rules.md).
NeutralPosition without_clocks(NeutralPosition p) {
    p.halfmove = 0;
    p.fullmove = 0;
    return p;
}

// The oracle replays the game: each move legal, no move after the end.
std::optional<ScenarioFailure> replay_on_oracle(const GameRecord& game) {
    auto oracle = make_oracle_implementation();
    if (std::string error = oracle->load(game.start_fen, false); !error.empty())
        return ScenarioFailure{0, "the oracle reads every start the reader accepted", std::nullopt, "", "",
                               "'" + printable(game.start_fen) + "': " + error};
    std::map<NeutralPosition, int> seen;
    const NeutralPosition start = without_clocks(oracle->position());
    ++seen[start];
    std::string ended = ending_before_any_move(*oracle);
    std::size_t ply = 0;
    for (const std::string& move : uci_moves(game)) {
        if (!ended.empty())
            return ScenarioFailure{ply, "no move after the end of the game (rules §2)", std::nullopt, "", "",
                                   "the oracle ended the game by " + ended + " before " + move};
        if (!oracle->play(move))
            return ScenarioFailure{ply, "every move the reader accepted is legal for the oracle", std::nullopt, "",
                                   "", move + " is not among: " + joined(oracle->moves())};
        ++ply;
        ended = oracle->last_observation('w').outcome;
        if (ended != "none") continue;
        const NeutralPosition now = without_clocks(oracle->position());
        if (++seen[now] < 3) {
            ended = "";
            continue;
        }
        ended = "repetition";
        // The rule is applied here, not by the oracle: marked for the
        // clause coverage all the same (harness/scenario_clauses.hpp).
        oracle::note_clause(oracle::Clause::EndRepetition);
        if (now == start) oracle::note_clause(oracle::Clause::RepetitionCountsStart);
    }
    return std::nullopt;
}

std::string write(const GameRecord& game, Format format) {
    switch (format) {
        case Format::Jsonl: return fog::records::write_jsonl(game);
        case Format::Uci: return fog::records::write_uci(game);
        case Format::Pgn: return fog::records::write_pgn(game);
    }
    return {};
}

// Written in `format` and read back: one game, same start, same moves.
// `start` and `moves` are the game's, as start_of and joined(uci_moves).
std::optional<ScenarioFailure> check_rewrite(const GameRecord& game, Format format, const NeutralPosition& start,
                                             const std::string& moves) {
    const std::string name(fog::records::format_name(format));
    const std::string text = write(game, format);
    const StateDigest key = check_key({"rewrite", name, text, game.start_fen, moves});
    if (records_memo().checked(key)) return std::nullopt;
    const fog::records::ReadResult again = fog::records::parse_records(text, format, "rewritten");
    const std::string check = "a game written as " + name + " reads back the same";
    const std::size_t ply = game.moves.size();
    if (again.games.size() != 1)
        return ScenarioFailure{ply, check, std::nullopt, "", "",
                               std::to_string(again.games.size()) + " games read back from:\n" + text};
    const GameRecord& back = again.games.front();
    if (const std::string second = joined(uci_moves(back)); moves != second)
        return ScenarioFailure{ply, check, Disagreement{"moves", moves, second}, "read", "re-read",
                               "written text:\n" + text};
    const auto start_back = start_of(back);
    if (!start_back || *start_back != start)
        return ScenarioFailure{ply, check,
                               Disagreement{"start position", describe(start),
                                            start_back ? describe(*start_back) : "unreadable: " + back.start_fen},
                               "read", "re-read", "written text:\n" + text};
    records_memo().remember_checked(key);
    return std::nullopt;
}

// replay_on_oracle, once per game in this process.
std::optional<ScenarioFailure> replay_on_oracle_once(const GameRecord& game, const std::string& moves) {
    const StateDigest key = check_key({"replay", game.start_fen, moves});
    if (records_memo().checked(key)) return std::nullopt;
    auto failure = replay_on_oracle(game);
    if (!failure) records_memo().remember_checked(key);
    return failure;
}

}  // namespace

ScenarioReport run_records_scenario(const std::uint8_t* data, std::size_t size) {
    ScenarioReport report;
    report.target = "records";
    if (size == 0) return report;
    const Format format = format_from_byte(data[0]);
    const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
    report.settings.push_back({"format", std::string(fog::records::format_name(format))});
    report.settings.push_back({"input", text.substr(0, kMaxInputShown)});
    const fog::records::ReadResult read = fog::records::parse_records(text, format, "input");
    report.settings.push_back({"games read", std::to_string(read.games.size())});
    report.settings.push_back({"errors", std::to_string(read.errors.size())});
    // Messages are built from the input too: exercised for crashes.
    for (const auto& e : read.errors) (void)e.to_string();
    for (const auto& w : read.warnings) (void)w.to_string();
    for (std::size_t i = 0; i < read.games.size() && i < kMaxGamesChecked; ++i) {
        const GameRecord& game = read.games[i];
        const std::string moves = joined(uci_moves(game));
        std::optional<ScenarioFailure> failure = replay_on_oracle_once(game, moves);
        if (!failure) {
            const auto start = start_of(game);
            if (!start)
                failure = ScenarioFailure{0, "the engine reads every start the reader accepted", std::nullopt, "", "",
                                          "'" + printable(game.start_fen) + "'"};
            for (Format f : {Format::Jsonl, Format::Uci, Format::Pgn})
                if (!failure) failure = check_rewrite(game, f, *start, moves);
        }
        if (!failure) continue;
        // Show the failing game as the report's game, so its position can be
        // rebuilt from start_fen and the moves.
        report.start_fen = game.start_fen;
        for (const std::string& m : uci_moves(game)) report.steps.push_back(ScenarioStep{m, {}, {}});
        failure->details = "game " + std::to_string(i + 1) + "; " + failure->details;
        report.failure = std::move(failure);
        break;
    }
    return report;
}

}  // namespace harness
