// The fen target: any text, read by both parsers with and without missing
// kings allowed. Both accept or both reject; an accepted position keeps its
// meaning through every spelling (docs/rules.md, "FEN acceptance").
// The same text through the lenient reading (records/lenient_fen.hpp):
// a FEN the strict parsers accept is left alone; a repaired one is read
// strictly by both, means what the text said up to the repairs the notes
// name, and keeps its meaning through every spelling too.
#include <algorithm>
#include <memory>

#include "harness/scenario_checks.hpp"
#include "harness/scenarios.hpp"
#include "records/lenient_fen.hpp"

namespace harness {

namespace {

std::vector<std::string> whitespace_words(const std::string& text) {
    std::vector<std::string> words;
    std::string word;
    for (char c : text) {
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') {
            if (!word.empty()) words.push_back(std::move(word));
            word.clear();
        } else {
            word += c;
        }
    }
    if (!word.empty()) words.push_back(std::move(word));
    return words;
}

// An engine and an oracle that live as long as the process, for one use
// each (the text, the repaired text): loading a FEN starts them afresh, and
// making new ones for every input was a large share of the target's
// allocations.
struct Pair {
    std::unique_ptr<Implementation> engine = make_engine_implementation();
    std::unique_ptr<Implementation> oracle = make_oracle_implementation();
};
Pair& text_pair() {
    thread_local Pair pair;
    return pair;
}
Pair& repaired_pair() {
    thread_local Pair pair;
    return pair;
}

// A placement field the strict parsers accepted, as neutral board letters.
std::array<char, 64> board_of(const std::string& placement) {
    std::array<char, 64> board;
    board.fill('.');
    int rank = 7, file = 0;
    for (char c : placement) {
        if (c == '/') {
            --rank;
            file = 0;
        } else if (c >= '1' && c <= '8') {
            file += c - '0';
        } else {
            board[std::size_t(rank * 8 + file)] = c;
            ++file;
        }
    }
    return board;
}

// What the repaired FEN means, against the text it came from: the same
// board, side and en passant field; castling rights kept in order or
// dropped only where the board cannot hold them; clocks as given, with
// 0 and 1 for missing ones and fullmove 0 read as 1.
std::optional<std::string> lenient_meaning_fault(const std::vector<std::string>& words, const std::string& repaired,
                                                 const NeutralPosition& p) {
    if (words.size() < 4 || words.size() > 6) return "repaired a text of " + std::to_string(words.size()) + " fields";
    if (p.board != board_of(words[0])) return "the board differs from the placement field";
    if (std::string(1, p.side) != words[1]) return "the side to move differs";
    if (whitespace_words(repaired)[3] != words[3]) return "the en passant field was changed";
    for (char right : std::string("KQkq")) {
        const bool asked = words[2].find(right) != std::string::npos;
        const bool kept = p.castling.find(right) != std::string::npos;
        const bool white = right == 'K' || right == 'Q';
        const int king = white ? 4 : 60, rook = (right == 'K' ? 7 : right == 'Q' ? 0 : right == 'k' ? 63 : 56);
        const bool possible = p.board[std::size_t(king)] == (white ? 'K' : 'k') &&
                              p.board[std::size_t(rook)] == (white ? 'R' : 'r');
        if (kept && !asked) return std::string("castling right '") + right + "' added";
        if (asked && !kept && possible) return std::string("castling right '") + right + "' dropped though possible";
    }
    const int halfmove = words.size() >= 5 ? std::stoi(words[4]) : 0;
    const int fullmove = words.size() == 6 ? std::max(1, std::stoi(words[5])) : 1;
    if (p.halfmove != halfmove) return "the halfmove clock differs";
    if (p.fullmove != fullmove) return "the fullmove number differs";
    return std::nullopt;
}

std::optional<ScenarioFailure> check_lenient(const std::string& text, const fog::records::LenientFen& lenient,
                                            bool allow_missing_kings, bool strict_accepted) {
    if (strict_accepted && (lenient.fen != text || !lenient.notes.empty()))
        return ScenarioFailure{0, "the lenient reading leaves a FEN the strict parsers accept alone",
                               Disagreement{"text", printable(text), printable(lenient.fen)}, "given", "repaired", {}};
    if (lenient.notes.empty()) return std::nullopt;  // the text itself, already checked
    Implementation* const engine = repaired_pair().engine.get();
    Implementation* const oracle = repaired_pair().oracle.get();
    const std::string engine_error = engine->load(lenient.fen, allow_missing_kings);
    const std::string oracle_error = oracle->load(lenient.fen, allow_missing_kings);
    const auto repaired = [&lenient] { return "repaired FEN '" + printable(lenient.fen) + "'"; };  // for a failure
    if (auto d = compare_acceptance(engine_error, oracle_error))
        return ScenarioFailure{0, "engine and oracle accept the same repaired FENs", d, "engine", "oracle", repaired()};
    if (!engine_error.empty()) return std::nullopt;  // a fault the repairs do not cover
    if (auto d = compare_state(*engine, *oracle))
        return ScenarioFailure{0, "engine and oracle agree on the repaired position", d, "engine", "oracle",
                               repaired()};
    if (auto fault = lenient_meaning_fault(whitespace_words(text), lenient.fen, engine->position()))
        return ScenarioFailure{0, "a repaired FEN means what the text said, up to the repairs", std::nullopt, "", "",
                               *fault + "; " + repaired()};
    for (const Implementation* impl : {engine, oracle})
        if (auto f = check_round_trip(*impl, allow_missing_kings)) return f;
    return check_cross_reading(*engine, *oracle, allow_missing_kings);
}

// `lenient` is the text's lenient reading, which does not depend on
// allow_missing_kings: the caller reads it once for both passes.
std::optional<ScenarioFailure> check_text(const std::string& text, const fog::records::LenientFen& lenient,
                                         bool allow_missing_kings) {
    Implementation* const engine = text_pair().engine.get();
    Implementation* const oracle = text_pair().oracle.get();
    const std::string engine_error = engine->load(text, allow_missing_kings);
    const std::string oracle_error = oracle->load(text, allow_missing_kings);
    if (auto d = compare_acceptance(engine_error, oracle_error))
        return ScenarioFailure{0, "engine and oracle accept the same FENs", d, "engine", "oracle", {}};
    if (auto f = check_lenient(text, lenient, allow_missing_kings, engine_error.empty())) return f;
    if (!engine_error.empty()) return std::nullopt;
    if (auto d = compare_state(*engine, *oracle))
        return ScenarioFailure{0, "engine and oracle agree on the position", d, "engine", "oracle", {}};
    for (const Implementation* impl : {engine, oracle})
        if (auto f = check_round_trip(*impl, allow_missing_kings)) return f;
    if (auto f = check_cross_reading(*engine, *oracle, allow_missing_kings)) return f;
    return check_key_round_trip(text, allow_missing_kings);
}

}  // namespace

ScenarioReport run_fen_scenario(const std::uint8_t* data, std::size_t size) {
    ScenarioReport report;
    report.target = "fen";
    report.start_fen.assign(reinterpret_cast<const char*>(data), size);
    const fog::records::LenientFen lenient = fog::records::normalize_fen(report.start_fen);
    for (bool allow_missing_kings : {false, true}) {
        if (auto f = check_text(report.start_fen, lenient, allow_missing_kings)) {
            f->details = std::string("allow_missing_kings ") + (allow_missing_kings ? "on" : "off") +
                         (f->details.empty() ? "" : "; " + f->details);
            report.failure = std::move(f);
            break;
        }
    }
    return report;
}

}  // namespace harness
