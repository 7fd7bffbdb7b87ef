// The oracle's speed while a ClauseRecording is alive: the work of
// oracle_bench.cpp, with one recording taken per iteration as a caller
// that records every ply would.
#include <benchmark/benchmark.h>

#include "oracle/bench/workloads.hpp"
#include "oracle/clauses.hpp"

namespace {

void BM_OraclePerftStartRecorded(benchmark::State& state) {
    const oracle::Position start = oracle::initial_position();
    for (auto _ : state) {
        oracle::ClauseRecording rec;
        benchmark::DoNotOptimize(oracle::perft(start, 3));
        benchmark::DoNotOptimize(rec.take());
    }
}
BENCHMARK(BM_OraclePerftStartRecorded)->Unit(benchmark::kMillisecond);

void BM_OraclePerftKiwipeteRecorded(benchmark::State& state) {
    const oracle::Position p = oracle_bench::kiwipete();
    for (auto _ : state) {
        oracle::ClauseRecording rec;
        benchmark::DoNotOptimize(oracle::perft(p, 2));
        benchmark::DoNotOptimize(rec.take());
    }
}
BENCHMARK(BM_OraclePerftKiwipeteRecorded)->Unit(benchmark::kMillisecond);

void BM_OracleBeliefReplayRecorded(benchmark::State& state) {
    const oracle_bench::BeliefReplay& replay = oracle_bench::ruy_lopez_for_white();
    for (auto _ : state) {
        oracle::ClauseRecording rec;
        benchmark::DoNotOptimize(replay.run());
        benchmark::DoNotOptimize(rec.take());
    }
}
BENCHMARK(BM_OracleBeliefReplayRecorded)->Unit(benchmark::kMillisecond);

}  // namespace
