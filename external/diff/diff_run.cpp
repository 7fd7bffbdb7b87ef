#include "external/diff/diff_run.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "external/diff/diff_scenario_file.hpp"
#include "external/diff/diff_sources.hpp"
#include "external/diff/error_paths.hpp"
#include "external/diff/guided_search.hpp"
#include "external/diff/targeted_games.hpp"

namespace external {
namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

class DiffRunner {
public:
    DiffRunner(ExternalImplementation& peer, const DiffOptions& options,
               const std::function<void(const std::string&)>& progress)
        : peer_(peer), options_(options), progress_(progress) {
        if (options.fuzz_budget.count() > 0)
            search_.emplace(options.seed, options.settings.max_plies, options.settings.reference);
        outcome_.name = peer.name();
        outcome_.command = peer.command();
        outcome_.reference = options.settings.reference;
        outcome_.belief_max = options.settings.belief_max;
    }

    DiffOutcome run(const std::vector<DiffSource>& sources) {
        std::size_t total = 0;
        for (const DiffSource& s : sources) total += s.games.size();
        try {
            for (const DiffSource& source : sources) {
                outcome_.sources.push_back({source.label, 0, 0});
                for (const DiffGame& game : source.games) {
                    if (!compare(game, source.short_label, outcome_.sources.back())) return finish();
                    if (seconds_since(last_progress_) >= 2.0) {
                        last_progress_ = Clock::now();
                        progress_(fmt::format("diff: {}/{} games, {} plies, {:.0f} s",
                                              outcome_.games + outcome_.skipped.size(), total, outcome_.plies,
                                              seconds_since(started_)));
                    }
                }
            }
            if (search_ && !search()) return finish();
        } catch (const ProtocolError& e) {
            outcome_.verdict = DiffOutcome::Verdict::ProtocolFault;
            outcome_.fault = fmt::format("while comparing {}:\n{}", current_, e.what());
            return finish();
        }
        outcome_.verdict = outcome_.games > 0 ? DiffOutcome::Verdict::Agree : DiffOutcome::Verdict::NothingCompared;
        outcome_.missing_clauses = outcome_.clauses.never(options_.required_clauses);
        if (outcome_.verdict == DiffOutcome::Verdict::Agree && !outcome_.missing_clauses.empty())
            outcome_.verdict = DiffOutcome::Verdict::ClausesMissing;
        return finish();
    }

private:
    // False when the game disagrees (the finding is then minimized).
    bool compare(const DiffGame& game, const std::string& source_column, SourceTally& tally) {
        current_ = game.source;
        const auto game_started = Clock::now();
        DiffGameResult r = run_diff_game(peer_, game, options_.settings);
        outcome_.comparing_seconds += seconds_since(game_started);
        if (!r.played) {
            outcome_.skipped.push_back({game.source, "the reference rejects its start", r.not_played});
            return true;
        }
        note_readings(game, r);
        outcome_.clauses.add(source_column, r.clauses);
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
        outcome_.verdict = DiffOutcome::Verdict::Disagree;
        minimize(game, r);
        return false;
    }

    void note_readings(const DiffGame& game, const DiffGameResult& r) {
        for (const OtherReading& reading : r.other_readings) {
            auto seen = std::find_if(outcome_.other_readings.begin(), outcome_.other_readings.end(),
                                     [&](const OtherReadingSeen& s) { return s.question == reading.question; });
            if (seen == outcome_.other_readings.end())
                seen = outcome_.other_readings.insert(outcome_.other_readings.end(),
                                                      {reading.question, game.source, reading.ply, reading.detail, 0});
            ++seen->games;
        }
        for (const std::string& repair : r.spelling_repairs)
            if (std::find(outcome_.spelling_repairs.begin(), outcome_.spelling_repairs.end(), repair) ==
                outcome_.spelling_repairs.end())
                outcome_.spelling_repairs.push_back(repair);
    }

    void minimize(const DiffGame& game, const DiffGameResult& failing) {
        DiffFinding f;
        f.game = game;
        f.found_at_ply = failing.report.failure->ply;
        f.seconds_to_find = seconds_since(started_);
        progress_(fmt::format("diff: disagreement in {} at ply {} after {:.1f} s; minimizing (at most {} s)",
                              game.source, f.found_at_ply, f.seconds_to_find, options_.minimize_budget.count()));
        const auto started = Clock::now();
        f.minimized = minimize_failure(peer_, game, failing, options_.settings, options_.minimize_budget);
        f.minimize_seconds = seconds_since(started);
        outcome_.finding = std::move(f);
    }

    // The guided search, until its budget is spent; false on a finding.
    bool search() {
        SearchSummary summary;
        const auto started = Clock::now();
        const auto deadline = started + options_.fuzz_budget;
        SourceTally& tally = outcome_.sources.emplace_back(SourceTally{"guided search", 0, 0});
        progress_(fmt::format("diff: guided search for {} s", options_.fuzz_budget.count()));
        bool agreed = true;
        while (Clock::now() < deadline) {
            const DiffGame game = search_->next();
            if (game.start_fen.empty()) continue;
            fresh_features_ = 0;
            if (!compare(game, kSearchColumn, tally)) {
                agreed = false;
                break;
            }
            if (fresh_features_ == 0) continue;
            search_->keep_last();
            if (!options_.corpus_out.empty()) summary.saved.push_back(save(game, search_->kept()));
        }
        summary.executions = search_->executions();
        summary.kept = search_->kept();
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
            (std::filesystem::path(options_.corpus_out) / fmt::format("search-{:016x}-{}.json", options_.seed, index))
                .string();
        std::ofstream(path) << write_diff_scenario(scenario);
        return path;
    }

    DiffOutcome finish() {
        outcome_.round_trips = peer_.round_trips();
        outcome_.seconds = seconds_since(started_);
        return std::move(outcome_);
    }

    ExternalImplementation& peer_;
    const DiffOptions& options_;
    const std::function<void(const std::string&)>& progress_;
    DiffOutcome outcome_;
    std::string current_;
    static inline const std::string kSearchColumn = "search";
    std::optional<GuidedSearch> search_;
    std::size_t fresh_features_ = 0;  // of the last game compared
    Clock::time_point started_ = Clock::now(), last_progress_ = Clock::now();
};

}  // namespace

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
                     const std::function<void(const std::string&)>& progress) {
    return DiffRunner(peer, options, progress).run(sources);
}

}  // namespace external
