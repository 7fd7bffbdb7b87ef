// Which rule clauses a `fogproof diff` exercised, ply by ply, per source:
// the oracle marks the clauses its answers depended on at each ply
// (oracle/clauses.hpp, docs/clauses.md), and this counts the plies. The
// summary prints it as a table; `--require-clauses` fails a run that never
// exercised a clause it names.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "oracle/clauses.hpp"

namespace external {

class ClauseTally {
public:
    // The clause sets of one game's plies, from the named source.
    void add(const std::string& source, const std::vector<oracle::ClauseSet>& plies);
    // Another tally's plies (another job's of the same run), source by source.
    void add(const ClauseTally& other);

    std::size_t plies(oracle::Clause clause, const std::string& source) const;
    std::size_t plies(oracle::Clause clause) const;  // over every source
    const std::vector<std::string>& sources() const { return sources_; }
    // The clauses of `wanted` that no ply exercised.
    std::vector<oracle::Clause> never(const std::vector<oracle::Clause>& wanted) const;

    // One row per clause: its ID, plies per source, the total.
    std::string table_text() const;
    nlohmann::json json() const;

private:
    std::vector<std::string> sources_;                        // in the order they came
    std::map<std::string, std::vector<std::size_t>> counts_;  // source -> plies per clause
};

// Every clause of the catalogue.
std::vector<oracle::Clause> every_clause();

// Whether some game (a start with both kings, moves, beliefs) can exercise
// the clause at all; two clauses of the catalogue it cannot (the reasons are
// beside them in clause_tally.cpp, and in docs/clauses.md).
bool a_game_can_reach(oracle::Clause clause);
// The clauses a game can reach, for `--require-clauses all`.
std::vector<oracle::Clause> every_reachable_clause();

// "all" (every clause a game can reach), or IDs separated by commas;
// throws std::invalid_argument naming an unknown ID.
std::vector<oracle::Clause> parse_required_clauses(const std::string& text);

}  // namespace external
