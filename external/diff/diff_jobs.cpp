#include "external/diff/diff_jobs.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <exception>
#include <map>
#include <mutex>
#include <thread>

#include "external/diff/findings/verdict.hpp"

namespace external {
namespace {

using Clock = std::chrono::steady_clock;

// Each source's games and plies, by label, in the order the sources came
// (a job that stopped early lists only the sources it reached).
void join_sources(DiffOutcome& joined, const DiffOutcome& job) {
    for (const SourceTally& s : job.sources) {
        auto it = std::find_if(joined.sources.begin(), joined.sources.end(),
                               [&](const SourceTally& t) { return t.label == s.label; });
        if (it == joined.sources.end()) it = joined.sources.insert(joined.sources.end(), {s.label, 0, 0});
        it->games += s.games;
        it->plies += s.plies;
        // Distinct within each job's child: the largest job's is a floor.
        it->child_features = std::max(it->child_features, s.child_features);
        it->child_new = std::max(it->child_new, s.child_new);
    }
}

// An open question answered the other way: where the earliest game showed
// it (as one job would have met it first), and the games of every job.
void join_readings(DiffOutcome& joined, const DiffOutcome& job) {
    for (const OtherReadingSeen& r : job.other_readings) {
        auto it = std::find_if(joined.other_readings.begin(), joined.other_readings.end(),
                               [&](const OtherReadingSeen& s) { return s.question == r.question; });
        if (it == joined.other_readings.end()) {
            joined.other_readings.push_back(r);
            continue;
        }
        const std::size_t games = it->games + r.games;
        if (r.first_game < it->first_game) *it = r;
        it->games = games;
    }
}

// The guided searches of every job: their executions and kept games add
// up; a clause is new when some search exercised it and no source did.
void join_search(DiffOutcome& joined, const DiffOutcome& job) {
    if (!job.search) return;
    if (!joined.search) joined.search.emplace();
    SearchSummary& s = *joined.search;
    s.executions += job.search->executions;
    s.kept += job.search->kept;
    // Features are distinct within one job's search: the largest job's
    // count is a floor for the run's, not a sum of overlapping sets.
    s.features = std::max(s.features, job.search->features);
    s.seconds = std::max(s.seconds, job.search->seconds);
    s.saved.insert(s.saved.end(), job.search->saved.begin(), job.search->saved.end());
}

// Each job's child is watched apart: its features are its own, so the
// run's distinct count is at least the largest job's (as for the search's
// features), and the replies add up.
void join_child_coverage(DiffOutcome& joined, const DiffOutcome& job) {
    if (!job.child_coverage) return;
    if (!joined.child_coverage) joined.child_coverage.emplace();
    ChildCoverageSummary& c = *joined.child_coverage;
    if (c.source.empty()) c.source = job.child_coverage->source;
    c.features = std::max(c.features, job.child_coverage->features);
    c.pairs = std::max(c.pairs, job.child_coverage->pairs);
    c.replies += job.child_coverage->replies;
    c.replies_with_features += job.child_coverage->replies_with_features;
}

void settle_new_clauses(DiffOutcome& joined) {
    if (!joined.search) return;
    joined.search->new_clauses.clear();
    for (oracle::Clause c : every_clause())
        if (joined.clauses.plies(c, kSearchClauseColumn) > 0 &&
            joined.clauses.plies(c) == joined.clauses.plies(c, kSearchClauseColumn))
            joined.search->new_clauses.push_back(c);
}

// Every job's groups, as one job would have met them
// (join_found_groups): a group another job also found keeps the examples
// and the minimized finding of both.
void join_groups(DiffOutcome& joined, std::vector<DiffOutcome>& jobs) {
    std::vector<FindingGroup> all;
    for (DiffOutcome& job : jobs)
        for (FindingGroup& g : job.groups) all.push_back(std::move(g));
    joined.groups = join_found_groups(std::move(all), [](FindingGroup& into, FindingGroup& from) {
        keep_examples(into, from);
        if (!into.finding && !into.known && from.finding) into.finding = std::move(from.finding);
    });
}

// --first and --max-findings hold for the run, not for each job: the
// groups past the one at which one job would have stopped are cut.
void cap_findings(DiffOutcome& joined, const DiffOptions& options) {
    std::size_t failing = 0;
    std::optional<std::size_t> last;
    for (const FindingGroup& g : joined.groups) {
        if (g.known || joined.is_note(g)) continue;
        if (options.first_only) {
            last = g.first_game;
            break;
        }
        if (is_refusal_finding(g.signature())) continue;
        if (++failing == options.max_findings) {
            last = g.first_game;
            break;
        }
    }
    if (!last) return;
    const std::size_t before = joined.groups.size();
    std::erase_if(joined.groups, [&](const FindingGroup& g) { return g.first_game > *last; });
    if (joined.groups.size() != before) joined.stopped_early = true;
}

// The belief log's rows in the order of their games in the run (each
// job's rows are in its own games' order).
void order_belief_log(DiffOutcome& joined, const std::vector<DiffSource>& sources) {
    std::map<std::string, std::size_t> order;
    for (const DiffSource& s : sources)
        for (const DiffGame& g : s.games)
            if (!g.record_id.empty()) order.try_emplace(g.record_id, order.size());
    const auto place = [&](const nlohmann::json& row) {
        const auto it = order.find(row.value("game", std::string()));
        return it == order.end() ? order.size() : it->second;
    };
    std::stable_sort(joined.belief_log.begin(), joined.belief_log.end(),
                     [&](const nlohmann::json& a, const nlohmann::json& b) { return place(a) < place(b); });
}

// The verdict as diff_run.cpp's DiffRunner::run gives it, from the joined
// counts: the required clauses are checked against every job's plies.
void settle_verdict(DiffOutcome& joined, const std::vector<DiffOutcome>& jobs, const DiffOptions& options) {
    const auto fault = std::find_if(jobs.begin(), jobs.end(), [](const DiffOutcome& o) {
        return o.verdict == DiffOutcome::Verdict::ProtocolFault;
    });
    if (fault != jobs.end()) {
        joined.verdict = DiffOutcome::Verdict::ProtocolFault;
        joined.fault = fault->fault;
        return;
    }
    if (joined.new_findings() > 0) {
        joined.verdict = DiffOutcome::Verdict::Disagree;
        return;
    }
    // No job found a new finding, so every job ran to its end and set
    // aside the same clauses out of its child's reach.
    std::vector<oracle::Clause> in_reach;
    for (oracle::Clause c : options.required_clauses)
        if (std::find(joined.out_of_reach.begin(), joined.out_of_reach.end(), c) == joined.out_of_reach.end())
            in_reach.push_back(c);
    joined.verdict = joined.games > 0 ? DiffOutcome::Verdict::Agree : DiffOutcome::Verdict::NothingCompared;
    joined.missing_clauses = joined.clauses.never(in_reach);
    if (joined.verdict == DiffOutcome::Verdict::Agree && !joined.missing_clauses.empty())
        joined.verdict = DiffOutcome::Verdict::ClausesMissing;
}

}  // namespace

DiffOutcome join_diff_jobs(std::vector<DiffOutcome> jobs, const std::vector<DiffSource>& sources,
                           const DiffOptions& options) {
    DiffOutcome joined;
    const DiffOutcome& first = jobs.front();
    joined.name = first.name;
    joined.command = first.command;
    joined.reference = first.reference;
    joined.strict_answers = first.strict_answers;
    joined.strict_fen = first.strict_fen;
    joined.belief_max = first.belief_max;
    for (const DiffOutcome& job : jobs) {
        join_sources(joined, job);
        joined.games += job.games;
        joined.plies += job.plies;
        joined.skipped.insert(joined.skipped.end(), job.skipped.begin(), job.skipped.end());
        for (const auto& [kind, n] : job.comparisons) joined.comparisons[kind] += n;
        joined.round_trips += job.round_trips;
        joined.seconds = std::max(joined.seconds, job.seconds);
        // The jobs compared side by side: the run spent as long comparing
        // as its slowest job, which keeps plies_per_second the run's rate.
        joined.comparing_seconds = std::max(joined.comparing_seconds, job.comparing_seconds);
        joined.stopped_early = joined.stopped_early || job.stopped_early;
        join_readings(joined, job);
        for (const std::string& repair : job.spelling_repairs)
            if (std::find(joined.spelling_repairs.begin(), joined.spelling_repairs.end(), repair) ==
                joined.spelling_repairs.end())
                joined.spelling_repairs.push_back(repair);
        joined.clauses.add(job.clauses);
        joined.beliefs += job.beliefs;
        joined.after_known.games += job.after_known.games;
        joined.after_known.plies_after += job.after_known.plies_after;
        joined.after_known.resynced += job.after_known.resynced;
        joined.after_known.ended += job.after_known.ended;
        joined.slow_child.insert(joined.slow_child.end(), job.slow_child.begin(), job.slow_child.end());
        // Set by each job that ran to its end, the same in each (one child command).
        if (joined.out_of_reach.empty()) joined.out_of_reach = job.out_of_reach;
        if (joined.unsupported_commands.empty()) joined.unsupported_commands = job.unsupported_commands;
        joined.belief_log.insert(joined.belief_log.end(), job.belief_log.begin(), job.belief_log.end());
        join_search(joined, job);
        join_child_coverage(joined, job);
    }
    std::stable_sort(joined.skipped.begin(), joined.skipped.end(),
                     [](const SkippedGame& a, const SkippedGame& b) { return a.game < b.game; });
    std::stable_sort(joined.other_readings.begin(), joined.other_readings.end(),
                     [](const OtherReadingSeen& a, const OtherReadingSeen& b) { return a.first_game < b.first_game; });
    order_belief_log(joined, sources);
    settle_new_clauses(joined);
    join_groups(joined, jobs);
    cap_findings(joined, options);
    for (const FindingGroup& g : joined.groups)
        if (g.finding) {
            joined.finding = g.finding;
            break;
        }
    settle_verdict(joined, jobs, options);
    return joined;
}

DiffOutcome run_diff_jobs(const std::vector<ExternalImplementation*>& children, const std::vector<DiffSource>& sources,
                          const DiffOptions& options, const std::function<void(const std::string&)>& progress,
                          const std::vector<ChildCoverage*>& coverage) {
    const std::size_t jobs = children.size();
    if (jobs == 1) {
        if (coverage.empty()) return run_diff(*children.front(), sources, options, progress);
        DiffOptions watched = options;
        watched.child_coverage = coverage.front();
        return run_diff(*children.front(), sources, watched, progress);
    }
    const auto started = Clock::now();
    std::atomic<bool> stop{false};
    std::mutex printing;
    std::vector<DiffOptions> parts(jobs, options);
    std::vector<std::function<void(const std::string&)>> lines(jobs);
    std::vector<DiffOutcome> outcomes(jobs);
    std::vector<std::exception_ptr> failures(jobs);
    {
        std::vector<std::thread> threads;
        for (std::size_t j = 0; j < jobs; ++j) {
            parts[j].split = options.split.job(j, jobs);
            if (!coverage.empty()) parts[j].child_coverage = coverage[j];
            lines[j] = [&, j](const std::string& line) {
                const std::lock_guard<std::mutex> lock(printing);
                progress(fmt::format("[job {}/{}] {}", j + 1, jobs, line));
            };
            threads.emplace_back([&, j] {
                try {
                    outcomes[j] = run_diff(*children[j], sources, parts[j], lines[j], &stop);
                } catch (...) {
                    failures[j] = std::current_exception();
                    stop = true;
                }
            });
        }
        for (std::thread& t : threads) t.join();
    }
    for (const std::exception_ptr& failure : failures)
        if (failure) std::rethrow_exception(failure);
    DiffOutcome joined = join_diff_jobs(std::move(outcomes), sources, options);
    joined.seconds = std::chrono::duration<double>(Clock::now() - started).count();
    return joined;
}

}  // namespace external
