// A whole `fogproof diff` run: every game of every source played by the
// reference and the implementation under test in lockstep. A game that
// disagrees ends there and the run goes on; its disagreement joins the
// group of its signature or starts a new one, which is minimized
// (external/diff/findings/finding_groups.hpp). The CLI (tools/cmd_diff.cpp) and
// the Python module (fogproof.diff) both run it and print its report
// (external/diff/report/diff_report.hpp).
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "external/diff/findings/clause_tally.hpp"
#include "external/diff/game/diff_game.hpp"
#include "external/diff/findings/diff_minimize.hpp"
#include "external/diff/findings/finding_groups.hpp"
#include "external/diff/findings/known_findings.hpp"
#include "external/diff/findings/verdict.hpp"

namespace external {

class ChildCoverage;  // child_coverage.hpp

// Which of the run's games one run compares, so that N machines (--shard
// K/N) or J children side by side (--jobs J) split them: game i, counted
// from 0 over every source in the fixed order of gather_sources (each
// source's games in order), belongs to part i mod count. Error paths,
// probes, targeted and random games are games like the others: the
// parts together compare exactly the games of one whole run. --shard K/N
// is part K-1 of N, as replay's and audit's split (replay/shard.hpp).
struct GameSplit {
    std::size_t index = 0;  // 0..count-1
    std::size_t count = 1;
    bool owns(std::size_t game) const { return game % count == index; }
    // Job `job` (from 0) of `jobs` within this part: its games are split
    // again, every jobs-th of them, which is part index + count*job of
    // count*jobs.
    GameSplit job(std::size_t job, std::size_t jobs) const { return {index + count * job, count * jobs}; }
    // The seed of this part's guided search: the run's own for part 0 (an
    // unsplit run searches as before), one derived from it and the part
    // otherwise, so that the parts do not all search the same games.
    std::uint64_t search_seed(std::uint64_t seed) const;
};

// The column of the clause table (DiffOutcome::clauses) the guided
// search's games count in.
inline constexpr const char* kSearchClauseColumn = "search";

struct DiffOptions {
    DiffSettings settings;
    // Folders of games (records, moves/belief fuzz inputs), in order.
    std::vector<std::string> corpora;
    std::size_t random_games = 100;
    // Games of each targeted generator (external/diff/sources/targeted_games.hpp).
    std::size_t targeted_games = 12;
    std::uint64_t seed = 1;
    // Shared by every group's minimization.
    std::chrono::seconds minimize_budget{60};
    // Distinct findings (groups) not known before the run stops; refusal
    // findings (a request it accepted) do not count (findings/verdict.hpp).
    std::size_t max_findings = 10;
    // --strict-fen: acceptance that docs/rules.md alone refuses fails the
    // run (--strict-answers implies it); otherwise it is a note.
    bool strict_fen = false;
    // Stop at the first disagreement not known (--first).
    bool first_only = false;
    // --known FILE: its signatures are reported as known, not failed.
    KnownFindings known;
    // Clauses the run must exercise (--require-clauses); an agreeing run
    // that never exercised one of them fails.
    std::vector<oracle::Clause> required_clauses;
    // --require-clauses all: the clauses the child cannot reach with the
    // commands it supports are left out (DiffOutcome::out_of_reach).
    bool require_all_clauses = false;
    // After the sources, a guided search for this long (external/
    // guided_search.hpp); the games it keeps go to corpus_out when set.
    std::chrono::seconds fuzz_budget{0};
    std::string corpus_out;
    // Keep the child's P of each game from a record (DiffOutcome::belief_log).
    bool keep_belief_log = false;
    // --coverage: the child's own coverage, ply by ply (child_coverage.hpp;
    // the peer's channels are made by it). The guided search keeps a game
    // for it too (sources/child_feedback.hpp), and the report gives the
    // features reached per source. Not owned; null without --coverage.
    ChildCoverage* child_coverage = nullptr;
    // The part of the games this run compares (--shard, and each job of
    // --jobs): the others are left to the other parts.
    GameSplit split;
};

// One source of games and what became of them.
struct SourceTally {
    std::string label;
    std::size_t games = 0;  // compared
    std::size_t plies = 0;
    // With --coverage: distinct child coverage features its games reached,
    // and how many of them no earlier game of the run had.
    std::size_t child_features = 0;
    std::size_t child_new = 0;
};

// A game of a source that was not compared, and why.
struct SkippedGame {
    std::string source;
    std::string reason;  // e.g. "the reference rejects its start"
    std::string detail;  // e.g. the parser's message
    std::size_t game = 0;  // its index in the run (GameSplit)
};

// An open question the implementation answered the other way
// (external/diff/game/open_questions.hpp): where it was first seen, and how often.
struct OtherReadingSeen {
    std::string question;  // OpenQuestion::id
    std::string first_source;
    std::size_t first_ply = 0;
    std::string detail;
    std::size_t games = 0;
    std::size_t first_game = 0;  // index in the run (GameSplit) of the game it was first seen in
};

// Games that went on past a known difference (--known), in lockstep with
// the reference.
struct AfterKnownTally {
    std::size_t games = 0;        // games with a known difference set aside
    std::size_t plies_after = 0;  // plies compared after the first known difference of each
    std::size_t resynced = 0;     // times a child was loaded at the reference's position to follow it
    std::size_t ended = 0;        // games that ended there: the child refused that position
};

// A child too slow for a belief update far larger than any it answered in
// time: restarted, beliefs ended for that game, and P capped for the rest
// of the run (DiffGameResult::SlowBelief).
struct SlowChildSeen {
    std::string source;
    std::size_t ply = 0;
    std::size_t size = 0;     // the reference's |P| it gave no reply in time at
    std::string request;      // the request
    std::size_t cap = 0;      // --belief-max for this child from then on
};

// What the guided search did.
struct SearchSummary {
    std::size_t executions = 0;
    std::size_t kept = 0;      // games that reached a new clause or pair of clauses
    std::size_t features = 0;  // clauses and pairs of clauses in one ply, over the whole run
    double seconds = 0;
    std::vector<oracle::Clause> new_clauses;  // exercised by the search and by no source
    std::vector<std::string> saved;           // files written to corpus_out
    // With --coverage: games kept for the child's coverage alone (it grew,
    // or a new pair of clauses and child edges), and the signatures of the
    // findings first reached by a game bred from one of those.
    std::size_t kept_for_child = 0;
    std::size_t kept_for_pair = 0;  // of those, for a new pair alone (the child's coverage did not grow)
    std::vector<std::string> through_child;
};

// The child's own coverage over the run (--coverage).
struct ChildCoverageSummary {
    std::string source;  // "AFL++ map", "python shim", "node shim"; "" when no feature came
    std::size_t features = 0;  // distinct over the run
    std::size_t pairs = 0;     // distinct (clause, child edge) pairs run in one ply
    std::size_t replies = 0, replies_with_features = 0;
};

struct DiffOutcome {
    enum class Verdict { Agree, Disagree, ProtocolFault, NothingCompared, ClausesMissing };
    Verdict verdict = Verdict::NothingCompared;
    std::string name;       // as the implementation introduced itself
    std::string command;    // how it was reached
    std::string reference;  // "oracle" | "engine"
    bool strict_answers = false;  // other readings were findings, not notes
    bool strict_fen = false;      // laxness notes were findings (--strict-fen or --strict-answers)
    std::size_t games = 0, plies = 0;
    std::vector<SourceTally> sources;
    std::vector<SkippedGame> skipped;
    std::map<std::string, std::size_t> comparisons;  // by kind
    std::size_t round_trips = 0;
    double seconds = 0;            // in all
    double comparing_seconds = 0;  // inside games, without reading the sources
    // Every distinct finding, in the order found, known ones included.
    std::vector<FindingGroup> groups;
    // The first group not known: the finding the report shows in full.
    std::optional<DiffFinding> finding;
    // The run stopped at --max-findings (or --first) with games left.
    bool stopped_early = false;
    // The verdict of a group (external/diff/findings/verdict.hpp): a
    // laxness note is listed apart and fails nothing.
    bool is_note(const FindingGroup& group) const;
    // Groups that fail the run: not known, not notes.
    std::size_t new_findings() const;
    std::size_t known_findings() const;
    std::size_t notes() const;
    std::string fault;  // the protocol fault's message
    std::vector<OtherReadingSeen> other_readings;
    std::vector<std::string> spelling_repairs;    // FEN repairs it needed, each once
    ClauseTally clauses;                          // plies per rule clause and source
    BeliefBands beliefs;                          // how far P was checked
    std::size_t belief_max = 0;                   // the run's --belief-max, for the summary
    AfterKnownTally after_known;
    std::vector<SlowChildSeen> slow_child;        // each time it was too slow for a large P
    std::vector<oracle::Clause> missing_clauses;  // required, never exercised
    // With --require-clauses all: clauses left out because the child does
    // not support the command that reaches them, and which commands.
    std::vector<oracle::Clause> out_of_reach;
    std::vector<std::string> unsupported_commands;
    std::optional<SearchSummary> search;
    std::optional<ChildCoverageSummary> child_coverage;
    // With keep_belief_log: the rows of `fogproof diff --write-belief-log`
    // (external/diff/game/belief_log_writer.hpp), each record's game once.
    std::vector<nlohmann::json> belief_log;

    double plies_per_second() const { return comparing_seconds > 0 ? double(plies) / comparing_seconds : 0.0; }
};

// The games of every source `options` names: the targeted games (short,
// and built for the rare clauses), each corpus folder, then the seeded
// random games. `warn` receives a line per folder or file that
// yields nothing.
struct DiffSource {
    std::string label;        // e.g. "corpus/moves", "random (seed 1)"
    std::string short_label;  // a column of the clause table: "moves", "random"
    std::vector<DiffGame> games;
};
std::vector<DiffSource> gather_sources(const DiffOptions& options, const std::function<void(const std::string&)>& warn);

// Plays every game of `sources` against `peer`. `progress` receives a line
// now and then (every two seconds of work) and when a finding is being
// minimized. A protocol fault ends the run with Verdict::ProtocolFault.
// Only the games options.split owns are compared. `stop`, when given, is
// shared by the jobs of one run (diff_jobs.hpp): a run that stops (--first,
// --max-findings, a protocol fault) sets it, and a run that sees it set
// stops before its next game.
DiffOutcome run_diff(ExternalImplementation& peer, const std::vector<DiffSource>& sources, const DiffOptions& options,
                     const std::function<void(const std::string&)>& progress, std::atomic<bool>* stop = nullptr);

}  // namespace external
