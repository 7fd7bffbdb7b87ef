#include "external/diff/diff_run.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>

#include "external/coverage/feature_tally.hpp"
#include "external/diff/child_coverage.hpp"
#include "external/diff/game/belief_log_writer.hpp"
#include "external/diff/findings/clause_naming.hpp"
#include "external/diff/sources/diff_scenario_file.hpp"
#include "external/diff/sources/diff_sources.hpp"
#include "external/diff/sources/error_paths.hpp"
#include "external/diff/sources/child_feedback.hpp"
#include "external/diff/sources/guided_search.hpp"
#include "external/diff/sources/targeted_games.hpp"
#include "external/diff/comparisons/lockstep_game.hpp"

namespace external {
namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

// --known as the game loop asks it, as every reader of signatures sets
// it aside (KnownSignatures); each known one met joins (or starts) its
// known group.
class KnownInGames final : public KnownSignatures {
public:
    KnownInGames(const KnownFindings& known, std::vector<FindingGroup>& groups, const std::size_t& game_index)
        : KnownSignatures(known), groups_(groups), game_index_(game_index) {}

private:
    void met(const DiffGame& game, std::size_t ply, const std::vector<FindingSignature>& signatures,
             NamedDivergence named) override {
        const std::size_t joined = group_of(groups_, signatures);
        if (joined != std::string::npos) {
            // Once per game, as a group counts the games that showed it.
            if (counted_.insert({groups_[joined].signature().text(), game.source}).second)
                ++groups_[joined].occurrences;
            return;
        }
        FindingGroup group;
        group.signatures = signatures;
        group.first_source = game.source;
        group.first_ply = ply;
        group.first_game = game_index_;
        group.occurrences = 1;
        group.known = true;
        group.named.push_back(std::move(named));
        counted_.insert({group.signature().text(), game.source});
        groups_.push_back(std::move(group));
    }

    std::vector<FindingGroup>& groups_;
    const std::size_t& game_index_;  // the runner's, of the game being compared
    std::set<std::pair<std::string, std::string>> counted_;  // (group, game) pairs counted
};

class DiffRunner {
public:
    DiffRunner(ExternalImplementation& peer, const DiffOptions& options,
               const std::function<void(const std::string&)>& progress, std::atomic<bool>* stop)
        : peer_(peer), options_(options), settings_(options.settings), progress_(progress), stop_(stop) {
        if (options.fuzz_budget.count() > 0)
            search_.emplace(options.split.search_seed(options.seed), options.settings.max_plies,
                            options.settings.reference);
        outcome_.name = peer.name();
        outcome_.command = peer.command();
        outcome_.reference = options.settings.reference;
        outcome_.belief_max = options.settings.belief_max;
        outcome_.strict_answers = options.settings.strict_answers;
        outcome_.strict_fen = options.strict_fen || options.settings.strict_answers;
    }

    DiffOutcome run(const std::vector<DiffSource>& sources) {
        std::size_t total = 0, owned = 0;
        for (const DiffSource& s : sources) total += s.games.size();
        for (std::size_t i = 0; i < total; ++i) owned += options_.split.owns(i) ? 1 : 0;
        // The guided search's games come after every source's.
        next_search_game_ = total;
        game_index_ = 0;
        try {
            for (const DiffSource& source : sources) {
                outcome_.sources.push_back({source.label, 0, 0});
                for (std::size_t i = 0; i < source.games.size(); ++i, ++game_index_) {
                    if (!options_.split.owns(game_index_)) continue;
                    if (stopped_elsewhere() || !compare(source.games[i], source.short_label, outcome_.sources.back())) {
                        outcome_.stopped_early = true;
                        return finish_disagreeing();
                    }
                    if (seconds_since(last_progress_) >= 2.0) {
                        last_progress_ = Clock::now();
                        progress_(fmt::format("diff: {}/{} games, {} plies, {:.0f} s",
                                              outcome_.games + outcome_.skipped.size(), owned, outcome_.plies,
                                              seconds_since(started_)));
                    }
                }
            }
            if (search_ && !search()) {
                outcome_.stopped_early = true;
                return finish_disagreeing();
            }
        } catch (const ProtocolError& e) {
            if (stop_) *stop_ = true;
            outcome_.verdict = DiffOutcome::Verdict::ProtocolFault;
            outcome_.fault = fmt::format("while comparing {}:\n{}", current_, e.what());
            return finish();
        }
        if (outcome_.new_findings() > 0) return finish_disagreeing();
        outcome_.verdict = outcome_.games > 0 ? DiffOutcome::Verdict::Agree : DiffOutcome::Verdict::NothingCompared;
        outcome_.missing_clauses = outcome_.clauses.never(required_in_reach());
        if (outcome_.verdict == DiffOutcome::Verdict::Agree && !outcome_.missing_clauses.empty())
            outcome_.verdict = DiffOutcome::Verdict::ClausesMissing;
        return finish();
    }

private:
    // The required clauses; with `all`, less those the child cannot reach
    // with the commands it supports: the rules of P (5.*) are exercised
    // only while its beliefs are compared, the rules of vision and
    // observations only when it is asked them (comparisons/).
    std::vector<oracle::Clause> required_in_reach() {
        if (!options_.require_all_clauses) return options_.required_clauses;
        struct Reach {
            Capability command;
            const char* name;
            const char* prefix;
        };
        static constexpr Reach kReach[] = {{Capability::Belief, "belief", "5."},
                                           {Capability::Vision, "vision", "3.vision."},
                                           {Capability::Observation, "observation", "3.obs."}};
        std::vector<oracle::Clause> in_reach;
        for (oracle::Clause c : options_.required_clauses) {
            const std::string_view id = oracle::clause_id(c);
            bool reached = true;
            for (const Reach& r : kReach)
                if (!peer_.supports(r.command) && id.rfind(r.prefix, 0) == 0) reached = false;
            (reached ? in_reach : outcome_.out_of_reach).push_back(c);
        }
        for (const Reach& r : kReach)
            if (!peer_.supports(r.command)) outcome_.unsupported_commands.emplace_back(r.name);
        return in_reach;
    }

    // False when the run must stop: --first, or --max-findings new groups.
    // A game that disagrees ends at its failing ply; its finding is grouped
    // (and a new group minimized), and a game whose failure was a probe
    // goes on with the probes after it, so that one accepted request does
    // not hide the next.
    bool compare(const DiffGame& game, const std::string& source_column, SourceTally& tally) {
        current_ = game.source;
        // What the child ran before (a minimization, a skipped game) is no
        // ply of this game.
        if (options_.child_coverage) options_.child_coverage->take_game();
        const auto game_started = Clock::now();
        KnownDifferences* known = options_.known.findings.empty() ? nullptr : &known_in_games_;
        DiffGameResult r = run_diff_game(peer_, game, settings_, known);
        if (r.after_known) {
            ++outcome_.after_known.games;
            outcome_.after_known.plies_after += r.after_known->plies_after;
            outcome_.after_known.resynced += r.after_known->resynced;
            if (r.after_known->ended) ++outcome_.after_known.ended;
        }
        if (r.slow_belief) note_slow_child(game, *r.slow_belief);
        outcome_.comparing_seconds += seconds_since(game_started);
        if (!r.played) {
            outcome_.skipped.push_back({game.source, "the reference rejects its start", r.not_played, game_index_});
            return true;
        }
        note_readings(game, r);
        keep_belief_log(game, r);
        outcome_.clauses.add(source_column, r.clauses);
        note_child_coverage(r, tally);
        if (search_) {
            fresh_features_ = search_->note(r.clauses);
            if (source_column != kSearchColumn) search_->add_seed(game);
        }
        ++outcome_.games;
        ++tally.games;
        outcome_.plies += r.plies;
        tally.plies += r.plies;
        for (const auto& [kind, n] : r.comparisons) outcome_.comparisons[kind] += n;
        outcome_.beliefs += r.beliefs;
        if (r.passed()) return true;
        if (!record_finding(game, r)) return false;
        if (!r.failed_probe) {
            // Its moves disagreed before its probes were sent: the probes
            // still ask whether it refuses what it must.
            if (game.probes.empty() || game.refusals_only) return true;
            DiffGame probes = game;
            probes.refusals_only = true;
            probes.source = game.source + " (refusals only)";
            return compare(probes, source_column, tally);
        }
        if (*r.failed_probe + 1 >= game.probes.size()) return true;
        DiffGame rest = game;
        rest.probes.erase(rest.probes.begin(), rest.probes.begin() + std::ptrdiff_t(*r.failed_probe + 1));
        return compare(rest, source_column, tally);
    }

    // With --coverage: the child's features of the game just compared join
    // the run's, ply by ply beside its clauses, and its source's.
    void note_child_coverage(const DiffGameResult& r, SourceTally& tally) {
        if (!options_.child_coverage) return;
        ChildCoverage& coverage = *options_.child_coverage;
        const std::vector<std::vector<std::uint32_t>> plies = coverage.take_game();
        child_feedback_.set_afl_classes(coverage.afl_classes());
        child_novelty_ = child_feedback_.note(r.clauses, plies);
        coverage::FeatureTally& mine = source_child_[tally.label];
        for (const std::vector<std::uint32_t>& ply : plies) mine.add(ply);
        tally.child_features = mine.distinct();
        tally.child_new += child_novelty_.new_features;
    }

    // The child was too slow for a P far larger than any it had answered
    // in time: from now on, beliefs stop before P reaches that size (the
    // reference updates first and stops them, as past --belief-max), so
    // that one slow update does not end every game that grows P.
    void note_slow_child(const DiffGame& game, const DiffGameResult::SlowBelief& slow) {
        settings_.belief_max = std::min(settings_.belief_max, slow.size > 1 ? slow.size - 1 : std::size_t(1));
        outcome_.slow_child.push_back({game.source, slow.ply, slow.size, slow.request, settings_.belief_max});
        progress_(fmt::format("diff: {} gave no reply in time at ply {} of {} with |P| {} ({}); restarted, beliefs "
                              "end for that game and P is capped at {} boards for the rest of the run",
                              outcome_.name, slow.ply, game.source, slow.size, slow.request, settings_.belief_max));
    }

    // A game replayed for its probes (its refusals only, or the probes
    // after a failed one) is the same record: its rows are written once.
    void keep_belief_log(const DiffGame& game, const DiffGameResult& r) {
        if (!options_.keep_belief_log || game.record_id.empty() || !logged_games_.insert(game.record_id).second)
            return;
        for (nlohmann::json& row : belief_log_rows(game.record_id, game.own_observation, r.child_beliefs))
            outcome_.belief_log.push_back(std::move(row));
    }

    // The game a finding is minimized from: a failed probe alone after the
    // game's moves.
    static DiffGame finding_game(const DiffGame& game, const DiffGameResult& r) {
        if (!r.failed_probe) return game;
        DiffGame one = game;
        one.probes = {game.probes[*r.failed_probe]};
        return one;
    }

    // False when the run must stop.
    bool record_finding(const DiffGame& played, const DiffGameResult& r) {
        const DiffGame game = finding_game(played, r);
        const std::size_t ply = r.report.failure->ply;
        std::vector<NamedDivergence> named = name_divergences(game, r);
        std::vector<FindingSignature> signatures = finding_signatures(game, r);
        const std::size_t joined = group_of(outcome_.groups, signatures);
        if (joined != std::string::npos) {
            ++outcome_.groups[joined].occurrences;
            keep_examples(outcome_.groups[joined], game.source, ply, named);
            return true;
        }
        FindingGroup group;
        group.signatures = std::move(signatures);
        group.first_source = game.source;
        group.first_ply = ply;
        group.first_game = game_index_;
        group.occurrences = 1;
        group.known = options_.known.knows(group.signature());
        keep_examples(group, game.source, ply, named);
        group.named = std::move(named);
        const bool note = outcome_.is_note(group);
        // A note is listed with the request it accepted, which is its whole
        // scenario: nothing to minimize, no scenario file.
        if (!group.known && !note) group.finding = minimize(game, r);
        absorb_consequences(outcome_.groups, group);
        outcome_.groups.push_back(std::move(group));
        outcome_.finding.reset();
        for (const FindingGroup& g : outcome_.groups)
            if (g.finding) {
                outcome_.finding = g.finding;
                break;
            }
        const FindingGroup& added = outcome_.groups.back();
        if (added.known || note) return true;
        if (options_.first_only) return false;
        // A request it accepted is one answer, not a game that went wrong:
        // refusals never use up --max-findings, so that they cannot stop
        // the games before any is played.
        return failing_games_findings() < options_.max_findings;
    }

    // New findings that fail the run and are not refusals.
    std::size_t failing_games_findings() const {
        return static_cast<std::size_t>(
            std::count_if(outcome_.groups.begin(), outcome_.groups.end(), [&](const FindingGroup& g) {
                return !g.known && !outcome_.is_note(g) && !is_refusal_finding(g.signature());
            }));
    }

    void note_readings(const DiffGame& game, const DiffGameResult& r) {
        for (const OtherReading& reading : r.other_readings) {
            auto seen = std::find_if(outcome_.other_readings.begin(), outcome_.other_readings.end(),
                                     [&](const OtherReadingSeen& s) { return s.question == reading.question; });
            if (seen == outcome_.other_readings.end())
                seen = outcome_.other_readings.insert(outcome_.other_readings.end(),
                                                      {reading.question, game.source, reading.ply, reading.detail, 0,
                                                       game_index_});
            ++seen->games;
        }
        for (const std::string& repair : r.spelling_repairs)
            if (std::find(outcome_.spelling_repairs.begin(), outcome_.spelling_repairs.end(), repair) ==
                outcome_.spelling_repairs.end())
                outcome_.spelling_repairs.push_back(repair);
    }

    // Each new group gets what is left of the shared budget, at most half
    // of it while more may come, so that one stubborn finding cannot leave
    // the next unminimized.
    DiffFinding minimize(const DiffGame& game, const DiffGameResult& failing) {
        DiffFinding f;
        f.game = game;
        f.found_at_ply = failing.report.failure->ply;
        f.seconds_to_find = seconds_since(started_);
        const auto budget = std::chrono::duration<double>(options_.minimize_budget);
        const double left = std::max(0.0, budget.count() - minimize_spent_);
        const double allowed = options_.first_only ? left : std::min(left, std::max(budget.count() / 2, 5.0));
        progress_(fmt::format("diff: disagreement in {} at ply {} after {:.1f} s; minimizing (at most {:.0f} s)",
                              game.source, f.found_at_ply, f.seconds_to_find, allowed));
        const auto started = Clock::now();
        if (allowed >= 1.0) {
            f.minimized = minimize_failure(peer_, game, failing, settings_,
                                           std::chrono::seconds(static_cast<long long>(allowed)), options_.known);
        } else {
            f.minimized.game = game;
            f.minimized.result = failing;
        }
        f.minimize_seconds = seconds_since(started);
        minimize_spent_ += f.minimize_seconds;
        return f;
    }

    // The guided search, until its budget is spent; false on a finding.
    bool search() {
        SearchSummary summary;
        const auto started = Clock::now();
        const auto deadline = started + options_.fuzz_budget;
        SourceTally& tally = outcome_.sources.emplace_back(SourceTally{"guided search", 0, 0});
        progress_(fmt::format("diff: guided search for {} s", options_.fuzz_budget.count()));
        bool agreed = true;
        while (Clock::now() < deadline && !stopped_elsewhere()) {
            const DiffGame game = search_->next();
            if (game.start_fen.empty()) continue;
            fresh_features_ = 0;
            child_novelty_ = {};
            game_index_ = next_search_game_++;
            std::set<std::string> groups_before;
            for (const FindingGroup& g : outcome_.groups) groups_before.insert(g.signature().text());
            // The search's games may go on past --plies (GuidedSearch::kLongerGames).
            settings_.max_plies = std::max(options_.settings.max_plies, game.moves.size());
            const bool agrees = compare(game, kSearchColumn, tally);
            settings_.max_plies = options_.settings.max_plies;
            if (search_->last_through_child())
                for (const FindingGroup& g : outcome_.groups)
                    if (!g.known && !outcome_.is_note(g) && !groups_before.count(g.signature().text()))
                        summary.through_child.push_back(g.signature().text());
            if (!agrees) {
                agreed = false;
                break;
            }
            const KeepReason reason = keep_reason(fresh_features_, child_novelty_);
            if (reason == KeepReason::None) continue;
            search_->keep_last(reason);
            if (!options_.corpus_out.empty()) summary.saved.push_back(save(game, search_->kept()));
        }
        summary.executions = search_->executions();
        summary.kept = search_->kept();
        summary.kept_for_child = search_->kept_for_child();
        summary.kept_for_pair = search_->kept_for_pair();
        summary.features = search_->features();
        summary.seconds = seconds_since(started);
        for (oracle::Clause c : every_clause())
            if (outcome_.clauses.plies(c, kSearchColumn) > 0 &&
                outcome_.clauses.plies(c) == outcome_.clauses.plies(c, kSearchColumn))
                summary.new_clauses.push_back(c);
        outcome_.search = std::move(summary);
        return agreed;
    }

    // A kept game as a scenario file (`--corpus DIR` reads them back).
    std::string save(const DiffGame& game, std::size_t index) {
        std::filesystem::create_directories(options_.corpus_out);
        DiffScenario scenario;
        scenario.game = game;
        scenario.game.source = fmt::format("guided search, kept #{}", index);
        scenario.settings = options_.settings;
        scenario.settings.max_plies = game.moves.size();
        scenario.against = outcome_.command;
        const std::string path =
            (std::filesystem::path(options_.corpus_out) /
             fmt::format("search-{:016x}-{}.json", options_.split.search_seed(options_.seed), index))
                .string();
        std::ofstream(path) << write_diff_scenario(scenario);
        return path;
    }

    // Another job of the run stopped it (run_diff's `stop`).
    bool stopped_elsewhere() const { return stop_ && stop_->load(); }

    DiffOutcome finish_disagreeing() {
        // This run stopped early, or found a failure: the run's other jobs
        // stop too when it was the end of the run (--first, --max-findings).
        if (stop_ && outcome_.stopped_early) *stop_ = true;
        outcome_.verdict = outcome_.new_findings() > 0 ? DiffOutcome::Verdict::Disagree : DiffOutcome::Verdict::Agree;
        return finish();
    }

    DiffOutcome finish() {
        if (options_.child_coverage) {
            const ChildCoverage& coverage = *options_.child_coverage;
            outcome_.child_coverage = ChildCoverageSummary{coverage.source(), child_feedback_.distinct_features(),
                                                           child_feedback_.distinct_pairs(), coverage.replies(),
                                                           coverage.replies_with_features()};
        }
        outcome_.round_trips = peer_.round_trips();
        outcome_.seconds = seconds_since(started_);
        return std::move(outcome_);
    }

    ExternalImplementation& peer_;
    const DiffOptions& options_;
    DiffSettings settings_;  // options_.settings, with P capped for a slow child
    const std::function<void(const std::string&)>& progress_;
    std::atomic<bool>* stop_;  // shared by the jobs of one run, or null
    DiffOutcome outcome_;
    std::size_t game_index_ = 0;        // of the game being compared, in the run (GameSplit)
    std::size_t next_search_game_ = 0;  // the index the guided search's next game gets
    KnownInGames known_in_games_{options_.known, outcome_.groups, game_index_};
    std::string current_;
    static inline const std::string kSearchColumn = kSearchClauseColumn;
    std::optional<GuidedSearch> search_;
    std::set<std::string> logged_games_;  // record ids whose rows are in outcome_.belief_log
    std::size_t fresh_features_ = 0;  // of the last game compared
    ChildFeedback child_feedback_;    // --coverage: the child's features over the run
    ChildNovelty child_novelty_;      // of the last game compared
    std::map<std::string, coverage::FeatureTally> source_child_;  // by source label
    double minimize_spent_ = 0;       // seconds of the shared minimizing budget
    Clock::time_point started_ = Clock::now(), last_progress_ = Clock::now();
};

}  // namespace

std::uint64_t GameSplit::search_seed(std::uint64_t seed) const {
    if (index == 0) return seed;
    // splitmix64's finalizer: neighbouring parts get unrelated seeds.
    std::uint64_t z = seed + 0x9e3779b97f4a7c15ULL * (index + 1);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

bool DiffOutcome::is_note(const FindingGroup& group) const {
    return finding_verdict(group.signature(), strict_fen) == FindingVerdict::LaxnessNote;
}

std::size_t DiffOutcome::new_findings() const {
    return static_cast<std::size_t>(
        std::count_if(groups.begin(), groups.end(), [&](const FindingGroup& g) { return !g.known && !is_note(g); }));
}

std::size_t DiffOutcome::known_findings() const {
    return static_cast<std::size_t>(
        std::count_if(groups.begin(), groups.end(), [](const FindingGroup& g) { return g.known; }));
}

std::size_t DiffOutcome::notes() const {
    return static_cast<std::size_t>(
        std::count_if(groups.begin(), groups.end(), [&](const FindingGroup& g) { return !g.known && is_note(g); }));
}

std::vector<DiffSource> gather_sources(const DiffOptions& options,
                                       const std::function<void(const std::string&)>& warn) {
    std::vector<DiffSource> sources;
    sources.push_back({"error paths", "errors", error_path_games(options.settings.reference)});
    if (options.targeted_games)
        sources.push_back({fmt::format("targeted (seed {})", options.seed), "targeted",
                           targeted_games(options.seed, options.targeted_games)});
    for (const std::string& folder : options.corpora)
        sources.push_back({folder, std::filesystem::path(folder).lexically_normal().filename().string(),
                           games_from_folder(folder, warn)});
    if (options.random_games)
        sources.push_back({fmt::format("random (seed {})", options.seed), "random",
                           random_games(options.seed, options.random_games, options.settings.max_plies)});
    return sources;
}

DiffOutcome run_diff(ExternalImplementation& peer, const std::vector<DiffSource>& sources, const DiffOptions& options,
                     const std::function<void(const std::string&)>& progress, std::atomic<bool>* stop) {
    return DiffRunner(peer, options, progress, stop).run(sources);
}

}  // namespace external
