// The canonical position key both ways over a fixed sample of positions:
// encoding is paid for every board a belief update keeps, decoding for
// every board of P it expands.
#include <benchmark/benchmark.h>

#include <cstddef>
#include <cstdint>
#include <vector>

#include "bench/bench_positions.hpp"
#include "engine/key.hpp"

namespace {

// As in vision_bench: a few thousand boards that stay in L2.
constexpr std::size_t kSampleSize = 4096;

const std::vector<fogbench::Transition>& sample() {
    static const std::vector<fogbench::Transition> transitions = fogbench::random_playout_transitions(kSampleSize);
    return transitions;
}

// Time per key, shown with an SI prefix (e.g. "5n" = 5 ns).
void set_per_key(benchmark::State& state, std::size_t keys) {
    state.counters["time/key"] = benchmark::Counter(double(keys), benchmark::Counter::kIsIterationInvariantRate |
                                                                      benchmark::Counter::kInvert);
    state.SetItemsProcessed(std::int64_t(state.iterations()) * std::int64_t(keys));
}

void key_encode_bench(benchmark::State& state) {
    const auto& boards = sample();
    for (auto _ : state) {
        for (const auto& t : boards) benchmark::DoNotOptimize(fog::position_key(t.after));
    }
    set_per_key(state, boards.size());
}
BENCHMARK(key_encode_bench);

void key_decode_bench(benchmark::State& state) {
    std::vector<fog::PositionKey> keys;
    for (const auto& t : sample()) keys.push_back(fog::position_key(t.after));
    for (auto _ : state) {
        for (const auto& k : keys) {
            fog::Position p = fog::position_from_key(k, 1);
            benchmark::DoNotOptimize(p);
        }
    }
    set_per_key(state, keys.size());
}
BENCHMARK(key_decode_bench);

}  // namespace
