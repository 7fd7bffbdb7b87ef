#include "external/diff_run.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>

#include "external/diff_sources.hpp"
#include "external/error_paths.hpp"
#include "external/targeted_games.hpp"

namespace external {
namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

class DiffRunner {
public:
    DiffRunner(ExternalImplementation& peer, const DiffOptions& options,
               const std::function<void(const std::string&)>& progress)
        : peer_(peer), options_(options), progress_(progress) {
        outcome_.name = peer.name();
        outcome_.command = peer.command();
        outcome_.reference = options.settings.reference;
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
        ++outcome_.games;
        ++tally.games;
        outcome_.plies += r.plies;
        tally.plies += r.plies;
        for (const auto& [kind, n] : r.comparisons) outcome_.comparisons[kind] += n;
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
    Clock::time_point started_ = Clock::now(), last_progress_ = Clock::now();
};

}  // namespace

std::vector<DiffSource> gather_sources(const DiffOptions& options,
                                       const std::function<void(const std::string&)>& warn) {
    std::vector<DiffSource> sources;
    sources.push_back({"error paths", "errors", {error_path_game(options.settings.reference)}});
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
