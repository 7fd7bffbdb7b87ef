// `fogproof diff --jobs J`: one run played by J children side by side, each
// its own process (the child command is started J times) on a thread of
// its own, so that a slow child (a JS adapter, an engine over a pipe) keeps
// J cores busy instead of one. The games are split among the jobs as
// --shard splits them among machines (GameSplit in diff_run.hpp); each job
// groups and minimizes its own findings, and the jobs' outcomes are joined
// into the outcome one job would have given: the same games and plies, the
// groups joined by signature in the order one job finds them (each group
// as the job that met its earliest game found and minimized it), one
// verdict.
//
// What differs from one job: the timings; a finding that two jobs both
// met is minimized twice (the minimizing budget is each job's, so the wall
// time stays that of one); --first and --max-findings stop every job once
// one reaches them, and the joined groups are cut back to the cap, but the
// games other jobs compared meanwhile still count; with --fuzz each job
// searches for the whole budget with a seed of its own
// (GameSplit::search_seed), seeded by its own games; with --coverage too,
// each job's search is steered by its own child's coverage (the features
// one job's child reached are not the others'), and the run reports the
// largest job's count of distinct features as a floor.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "external/diff/diff_run.hpp"

namespace external {

// Plays the games of `sources` that options.split owns with one job per
// child of `children` (each started by the caller, each answering on its
// own), and joins what they found. `progress` receives every job's lines,
// one at a time, each prefixed with its job. With --coverage,
// `coverage[j]` gathers child j's coverage (options.child_coverage is then
// not read).
DiffOutcome run_diff_jobs(const std::vector<ExternalImplementation*>& children, const std::vector<DiffSource>& sources,
                          const DiffOptions& options, const std::function<void(const std::string&)>& progress,
                          const std::vector<ChildCoverage*>& coverage = {});

// The outcomes of the jobs of one run (`jobs[j]` played part j of
// options.split.job(j, J)) as one outcome. `sources` are the run's, for the
// order of the belief log's games.
DiffOutcome join_diff_jobs(std::vector<DiffOutcome> jobs, const std::vector<DiffSource>& sources,
                           const DiffOptions& options);

}  // namespace external
