// The rule clauses (oracle/clauses.hpp) the oracle exercised while a
// scenario ran, ply by ply: what the fuzzers count as coverage of the rules
// (fuzz/clause_features.hpp) and what their coverage summaries print.
//
// Only the oracle marks clauses, so a ply whose checks the memo already
// knew (harness/check_memo.hpp) marks nothing new: the oracle did not run.
// A ply is everything noted from one LockstepGame::play to the next,
// belief checks included; a target without plies (fen, records) gives one.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "harness/scenario_report.hpp"
#include "oracle/clauses.hpp"

namespace harness {

struct ScenarioClauses {
    std::vector<oracle::ClauseSet> plies;  // none empty
    oracle::ClauseSet all;                 // their union
};

// run_scenario (harness/scenarios.hpp) with the clauses recorded into `out`.
std::optional<ScenarioReport> run_scenario_noting_clauses(const std::string& target, const std::uint8_t* data,
                                                          std::size_t size, ScenarioClauses& out);

// Called by LockstepGame::play before each move: closes the ply before it
// in the recording run_scenario_noting_clauses keeps on this thread, if any.
void clause_ply_boundary();

}  // namespace harness
