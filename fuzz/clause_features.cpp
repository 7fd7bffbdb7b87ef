#include "fuzz/clause_features.hpp"

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>

#include "harness/scenario_clauses.hpp"

namespace fuzz {

namespace {

constexpr std::size_t kClauses = oracle::kClauseCount;

// libFuzzer clears this section before each input and, after it, treats
// every nonzero byte (bucketed by value, as for edges) as a feature.
// [i]: plies that exercised clause i, saturating; [kClauses + i*kClauses
// + j], i < j: plies that exercised both i and j.
__attribute__((section("__libfuzzer_extra_counters"), used)) std::array<std::uint8_t, kClauses + kClauses * kClauses>
    clause_counters;

void count(std::uint8_t& counter) {
    if (counter < 255) ++counter;
}

void light_counters(const harness::ScenarioClauses& clauses) {
    for (const oracle::ClauseSet& ply : clauses.plies) {
        for (oracle::Clause a : ply) {
            const std::size_t i = static_cast<std::size_t>(a);
            count(clause_counters[i]);
            for (oracle::Clause b : ply)
                if (static_cast<std::size_t>(b) > i)
                    count(clause_counters[kClauses + i * kClauses + static_cast<std::size_t>(b)]);
        }
    }
}

// FOGPROOF_CLAUSE_COVERAGE: rewritten whenever the process reaches a new
// clause, so that it is complete even if a later input crashes.
void write_coverage(const harness::ScenarioClauses& clauses) {
    static const char* const path = std::getenv("FOGPROOF_CLAUSE_COVERAGE");
    static oracle::ClauseSet reached;
    if (!path || *path == '\0') return;
    oracle::ClauseSet grown = reached;
    grown |= clauses.all;
    if (grown == reached) return;
    reached = grown;
    std::FILE* out = std::fopen(path, "w");
    if (!out) {
        std::fprintf(stderr, "clause coverage: cannot write %s\n", path);
        return;
    }
    for (const oracle::ClauseInfo& info : oracle::clause_catalogue())
        std::fprintf(out, "%s %.*s\n", reached.contains(info.clause) ? "reached" : "never", int(info.id.size()),
                     info.id.data());
    std::fclose(out);
}

}  // namespace

std::optional<harness::ScenarioReport> run_counting_clauses(const std::string& target, const std::uint8_t* data,
                                                            std::size_t size) {
    harness::ScenarioClauses clauses;
    std::optional<harness::ScenarioReport> report = harness::run_scenario_noting_clauses(target, data, size, clauses);
    light_counters(clauses);
    write_coverage(clauses);
    return report;
}

}  // namespace fuzz
