// The oracle's speed with no clause recording (the ordinary use): perft and
// belief updates. recorded_bench.cpp times the same work while recording.
#include <benchmark/benchmark.h>

#include "oracle/bench/workloads.hpp"

namespace {

void BM_OraclePerftStart(benchmark::State& state) {
    const oracle::Position start = oracle::initial_position();
    for (auto _ : state) {
        benchmark::DoNotOptimize(oracle::perft(start, 3));
    }
}
BENCHMARK(BM_OraclePerftStart)->Unit(benchmark::kMillisecond);

void BM_OraclePerftKiwipete(benchmark::State& state) {
    const oracle::Position p = oracle_bench::kiwipete();
    for (auto _ : state) {
        benchmark::DoNotOptimize(oracle::perft(p, 2));
    }
}
BENCHMARK(BM_OraclePerftKiwipete)->Unit(benchmark::kMillisecond);

void BM_OracleBeliefReplay(benchmark::State& state) {
    const oracle_bench::BeliefReplay& replay = oracle_bench::ruy_lopez_for_white();
    for (auto _ : state) {
        benchmark::DoNotOptimize(replay.run());
    }
}
BENCHMARK(BM_OracleBeliefReplay)->Unit(benchmark::kMillisecond);

}  // namespace
