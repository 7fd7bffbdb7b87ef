// `fogproof merge` of `fogproof diff --shard K/N --json` reports: the N
// shards of one run (every shard once, against the same child, over the
// same games) joined into one report and one exit code. Counts add up;
// findings and notes are grouped by signature across the shards as one run
// groups them (external/diff/findings/finding_groups.hpp), in the order of
// the game that first showed each, each group keeping the first shard's
// minimized scenario (its file stays where that shard wrote it); the
// verdict is recomputed from the joined groups and clauses.
//
// What the joined report cannot give back: --max-findings and --first held
// in each shard alone, so the shards together may list more findings than
// one run would have stopped at; the guided search's (--fuzz) "features"
// is the largest shard's, not a count of the union.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace external {

// Whether a --json report is `fogproof diff`'s.
bool is_diff_report(const nlohmann::json& report);

// Throws fog::replay::ReportError (replay/replay_report.hpp) saying what
// does not fit: a shard missing or repeated, another child, another run.
nlohmann::json merge_diff_reports(const std::vector<nlohmann::json>& reports, const std::vector<std::string>& where);

// The joined counts, the findings and notes tables and the verdict.
std::string merged_diff_text(const nlohmann::json& merged);

}  // namespace external
