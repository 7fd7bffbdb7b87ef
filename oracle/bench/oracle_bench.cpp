// The oracle's speed with no clause recording (the ordinary use): perft and
// belief updates. recorded_bench.cpp times the same work while recording.
#include <benchmark/benchmark.h>

#include "oracle/bench/workloads.hpp"

namespace {

template <class Work>
void BM_Oracle(benchmark::State& state, Work work) {
    for (auto _ : state) {
        benchmark::DoNotOptimize(work());
    }
}

BENCHMARK_CAPTURE(BM_Oracle, PerftStart, oracle_bench::perft_start)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Oracle, PerftKiwipete, oracle_bench::perft_kiwipete)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Oracle, BeliefReplay, oracle_bench::belief_replay)->Unit(benchmark::kMillisecond);

}  // namespace
