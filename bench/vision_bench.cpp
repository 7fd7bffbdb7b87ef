// Vision and observation over a fixed sample of positions from seeded
// random playouts: the per-board cost a belief update pays for every
// candidate board.
#include <benchmark/benchmark.h>

#include <cstddef>
#include <cstdint>
#include <vector>

#include "bench/bench_positions.hpp"
#include "engine/observation.hpp"
#include "engine/vision.hpp"

namespace {

// A few thousand boards: more than one board's cost, yet small enough
// (~150 KB of transitions) to stay in L2, so the figure is compute, not
// memory traffic.
constexpr std::size_t kSampleSize = 4096;

const std::vector<fogbench::Transition>& sample() {
    static const std::vector<fogbench::Transition> transitions = fogbench::random_playout_transitions(kSampleSize);
    return transitions;
}

// Time per board, shown by the library with an SI prefix (e.g. "25n" = 25 ns).
void set_per_board(benchmark::State& state, std::size_t boards) {
    state.counters["time/board"] = benchmark::Counter(double(boards), benchmark::Counter::kIsIterationInvariantRate |
                                                                          benchmark::Counter::kInvert);
    state.SetItemsProcessed(std::int64_t(state.iterations()) * std::int64_t(boards));
}

// range(0): 0 = the side to move looks (en passant may add squares),
// 1 = the side that just moved looks.
void vision_bench(benchmark::State& state) {
    const auto& boards = sample();
    const bool mover_looks = state.range(0) == 0;
    for (auto _ : state) {
        for (const auto& t : boards) {
            const fog::Colour viewer = mover_looks ? t.after.side : ~t.after.side;
            benchmark::DoNotOptimize(fog::vision(t.after, viewer));
        }
    }
    set_per_board(state, boards.size());
}
BENCHMARK(vision_bench)->ArgName("waiting_side")->Arg(0)->Arg(1);

// range(0): 0 = the observation of the player who moved, 1 = that of its
// opponent (who also learns which of its pieces was captured).
void observe_bench(benchmark::State& state) {
    const auto& boards = sample();
    const bool for_opponent = state.range(0) == 1;
    for (auto _ : state) {
        for (const auto& t : boards) {
            const fog::Colour viewer = for_opponent ? ~t.before.side : t.before.side;
            fog::Observation o = fog::observe(t.before, t.after, viewer);
            benchmark::DoNotOptimize(o);
        }
    }
    set_per_board(state, boards.size());
}
BENCHMARK(observe_bench)->ArgName("opponent")->Arg(0)->Arg(1);

}  // namespace
