// What `fogproof audit` says: for each logged belief that left the right
// P, the first divergent ply and why; one line per game; the counts and a
// verdict; the same as one JSON document for --json and Python.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "replay/audit.hpp"
#include "replay/summary.hpp"

namespace fog::replay {

inline constexpr int kAuditAgrees = 0;
inline constexpr int kAuditDiverged = 1;
// As replay's: the same inputs are read the same way, and the same
// updates stop at the same limit.
inline constexpr int kAuditInputNotRead = kExitInputNotRead;
inline constexpr int kAuditMemoryLimit = kExitMemoryLimit;

inline constexpr const char* kAuditExitCodesHelp =
    "Exit codes: 0 every logged row agrees with P recomputed from the records; 1 a logged belief diverges (the "
    "first divergent ply of each is named); 2 some input could not be read (a bad log line, a row naming a game or "
    "ply the records do not have, an unreadable record; the rest is still audited), or nothing was audited, or bad "
    "arguments; 3 an update would have passed --max-memory.";

int audit_exit_code(const AuditResult& result);
// The last line: OK, FAIL, INCOMPLETE or NOTHING AUDITED.
std::string audit_verdict(const AuditResult& result);
// Each divergent belief in detail, then one line per game, the counts and
// the verdict.
std::string audit_text(const AuditResult& result);
nlohmann::json audit_json(const AuditResult& result);
// The document around an audit's rows: `games` and `tracks` as audit_json
// writes them (or as `fogproof merge` joined them from the shards'), the
// counts, the verdict and the exit code from `result`. One function, so
// that a merged report cannot drift from an unsharded one.
nlohmann::json audit_summary_json(const AuditResult& result, nlohmann::json games, nlohmann::json tracks);

}  // namespace fog::replay
