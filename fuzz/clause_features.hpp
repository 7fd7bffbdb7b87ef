// Rule clauses as libFuzzer coverage: every rules target (fen, moves,
// belief, records) runs its scenario through here, and the clauses the
// oracle exercised (harness/scenario_clauses.hpp) light libFuzzer's extra
// counters, so an input that reaches a clause, or two clauses in one ply,
// that no kept input reached is kept, whatever its code coverage.
//
// With FOGPROOF_CLAUSE_COVERAGE=FILE in the environment, FILE lists every
// clause of the catalogue, one per line in catalogue order, as "reached ID"
// if some input this process ran exercised it, else "never ID" (the
// clause coverage that scripts/fuzz-ci and scripts/campaign print).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "harness/scenario_report.hpp"

namespace fuzz {

std::optional<harness::ScenarioReport> run_counting_clauses(const std::string& target, const std::uint8_t* data,
                                                            std::size_t size);

}  // namespace fuzz
