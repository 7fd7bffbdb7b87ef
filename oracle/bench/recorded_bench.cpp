// The oracle's speed while a ClauseRecording is alive: the work of
// oracle_bench.cpp, with one recording taken per iteration as a caller
// that records every ply would.
#include <benchmark/benchmark.h>

#include "oracle/bench/workloads.hpp"
#include "oracle/clauses.hpp"

namespace {

template <class Work>
void BM_OracleRecorded(benchmark::State& state, Work work) {
    for (auto _ : state) {
        oracle::ClauseRecording rec;
        benchmark::DoNotOptimize(work());
        benchmark::DoNotOptimize(rec.take());
    }
}

BENCHMARK_CAPTURE(BM_OracleRecorded, PerftStart, oracle_bench::perft_start)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_OracleRecorded, PerftKiwipete, oracle_bench::perft_kiwipete)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_OracleRecorded, BeliefReplay, oracle_bench::belief_replay)->Unit(benchmark::kMillisecond);

}  // namespace
