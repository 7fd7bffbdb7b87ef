// What one fuzz input did, in a form a person can read: the start, the
// moves, what each colour observed, and where the engine, the oracle or a
// property first disagreed. The fuzzers print it when they stop; `fogproof
// repro` prints it (text or JSON) for any input, and `fogproof diff` a
// disagreement with an external implementation.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "harness/differential.hpp"
#include "harness/neutral.hpp"

namespace harness {

// |P| of one colour after a step. The oracle's size is known only while it
// still tracks that belief (it stops when the engine's belief is capped).
struct BeliefSize {
    std::size_t engine = 0;
    std::optional<std::size_t> oracle;
    bool capped = false;
};

// One ply of a scenario's game.
struct ScenarioStep {
    std::string move;                           // UCI
    std::map<char, NeutralObservation> seen;    // 'w', 'b': each colour's observation (engine's)
    std::map<char, BeliefSize> belief;          // belief scenario only
};

struct ScenarioFailure {
    // Plies played when the failure was found: 0 means at the start
    // position, k means after the k-th step.
    std::size_t ply = 0;
    std::string check;  // which check failed, e.g. "engine vs oracle", "truth in P"
    // Engine and oracle (or original and re-read) side by side; absent for
    // a property that has only one side.
    std::optional<Disagreement> disagreement;
    std::string left_name = "engine";
    std::string right_name = "oracle";
    std::string details;
};

struct ScenarioReport {
    std::string target;     // "fen", "moves", "belief", "records"
    std::string start_fen;  // the fen target: the input text itself
    std::vector<std::pair<std::string, std::string>> settings;  // choices the bytes made
    std::vector<ScenarioStep> steps;
    std::optional<ScenarioFailure> failure;

    bool passed() const { return !failure.has_value(); }
    // The moves of the first `plies` steps: with start_fen, the position at
    // any point of the game (for example the failing one) can be rebuilt.
    std::vector<std::string> moves(std::size_t plies) const;
    std::vector<std::string> moves() const { return moves(steps.size()); }
};

// The whole report as text: start, settings, one block per step, then the
// failure side by side or "no failure".
std::string report_text(const ScenarioReport& report);

// The same as one JSON document (`--json`). Texts that may hold any bytes
// are made printable first: JSON text must be UTF-8.
nlohmann::json report_json(const ScenarioReport& report);

// Text that may hold any bytes, printable: non-ASCII and control bytes as
// \xNN, so reports of binary inputs stay one clean line.
std::string printable(const std::string& text);

}  // namespace harness
