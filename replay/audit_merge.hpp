// `fogproof merge` of `fogproof audit --shard K/N --json` reports: one
// report, as the unsharded audit would have written it (apart from the
// seconds), its verdict and exit code recomputed from the joined games.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace fog::replay {

// Every shard 1..N exactly once, from the same records and log (what
// reading them found must agree). Throws ReportError (replay_report.hpp)
// saying what does not fit.
nlohmann::json merge_audit_reports(const std::vector<nlohmann::json>& reports, const std::vector<std::string>& where);

// The per-game lines, the counts and the verdict of a merged report.
std::string merged_audit_text(const nlohmann::json& merged);

}  // namespace fog::replay
