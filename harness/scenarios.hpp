// Fuzz inputs turned into scenarios, deterministically: the same bytes give
// the same game, the same checks and the same report, in the fuzzers
// (fuzz/), their corpus replays (CTest) and `fogproof repro`.
//
// How each target reads its bytes (libFuzzer's FuzzedDataProvider: numbers
// are taken from the end of the input, text from the front):
//   fen      the whole input is the FEN text.
//   moves    last byte: the start, an index into scenario_starts() when
//            below 0x80, else a FEN taken as text from the front. A
//            built-in start's opening moves are played first. Then, from
//            the end backwards, one byte per ply: the index of the move in
//            the sorted move list (modulo its length).
//   belief   last bytes: own-move observations on or off, the cap, the
//            start (an index into scenario_starts()); its opening is
//            played, then both colours' beliefs start from the position it
//            reached; then one byte per ply as for moves.
//   records  first byte: the format ('j' JSONL, 'u' UCI, 'p' PGN, else the
//            byte modulo 3); the rest is the text of the records.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "harness/scenario_report.hpp"

namespace harness {

ScenarioReport run_fen_scenario(const std::uint8_t* data, std::size_t size);
ScenarioReport run_moves_scenario(const std::uint8_t* data, std::size_t size);
ScenarioReport run_belief_scenario(const std::uint8_t* data, std::size_t size);
ScenarioReport run_records_scenario(const std::uint8_t* data, std::size_t size);

// "fen", "moves", "belief", "records".
const std::vector<std::string>& scenario_targets();

// Runs the named target; nothing for an unknown name. An exception escaping
// the libraries becomes the report's failure instead of a crash.
std::optional<ScenarioReport> run_scenario(const std::string& target, const std::uint8_t* data, std::size_t size);

// run_scenario's guard, for the scenarios of other rooms (external/): runs
// `run` and turns an exception it lets out into the report's failure.
using ScenarioRunner = ScenarioReport (*)(const std::uint8_t*, std::size_t);
ScenarioReport run_guarded(const std::string& target, ScenarioRunner run, const std::uint8_t* data, std::size_t size);

// Limits that keep one input fast. The oracle's belief update is plain
// code: under ASan it costs milliseconds per board, so a fuzz input stops
// after the first ply whose P passes kBeliefStopLimit, or once the boards
// the oracle has expanded (the sum of |P| over plies and colours) pass
// kBeliefWorkLimit; the last ply's P (up to kBeliefCompareLimit) is still
// compared in full.
inline constexpr std::size_t kMaxMovesPlies = 256;
inline constexpr std::size_t kMaxBeliefPlies = 40;
inline constexpr std::size_t kBeliefCompareLimit = 5000;  // compare P as sets while both are this small
inline constexpr std::size_t kBeliefStopLimit = 150;      // stop the game once either P is larger
inline constexpr std::size_t kBeliefWorkLimit = 600;      // stop once the oracle has expanded this many boards

}  // namespace harness
