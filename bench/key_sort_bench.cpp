// The key sort on a run shaped like a belief update's (engine/key_sort.hpp):
// 580 K keys, about two copies of each, that agree outside the bits a
// belief's keys differ in, in random order. In place (American flag
// passes) against out of place through a scratch buffer, and std::sort.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <random>
#include <vector>

#include "engine/key_sort.hpp"

namespace {

std::vector<fog::PositionKey> belief_like_run(std::size_t n) {
    std::mt19937_64 rng(20261201);
    // Bits that vary, per word, chosen to resemble a belief's keys (not
    // read from one): many occupancy squares, the low bits of the packed
    // colour and piece-code planes, a few of the side, castling and en
    // passant fields.
    const std::uint64_t vary[4] = {0x00ef7b3c06fbfdffULL, 0x00007fff3fffffffULL, 0x00007fff00007fffULL, 0x70006ULL};
    fog::PositionKey base;
    for (auto& w : base.words) w = rng();
    std::vector<fog::PositionKey> pool(n / 2 + 1);
    for (fog::PositionKey& k : pool)
        for (std::size_t w = 0; w < 4; ++w) k.words[w] = (base.words[w] & ~vary[w]) | (rng() & vary[w]);
    std::vector<fog::PositionKey> run(n);
    for (fog::PositionKey& k : run) k = pool[rng() % pool.size()];
    return run;
}

template <class Sort>
void run_sort(benchmark::State& state, Sort&& sort) {
    const auto input = belief_like_run(std::size_t(state.range(0)));
    std::vector<fog::PositionKey> keys(input.size()), scratch(input.size());
    for (auto _ : state) {
        state.PauseTiming();
        keys = input;
        state.ResumeTiming();
        sort(keys, scratch);
        benchmark::DoNotOptimize(keys.data());
    }
    state.counters["keys/s"] = benchmark::Counter(double(input.size()), benchmark::Counter::kIsIterationInvariantRate);
}

void key_sort_in_place(benchmark::State& state) {
    run_sort(state, [](auto& keys, auto&) { fog::sort_keys(keys.data(), keys.data() + keys.size()); });
}
void key_sort_with_scratch(benchmark::State& state) {
    run_sort(state, [](auto& keys, auto& scratch) { fog::sort_keys(keys.data(), keys.data() + keys.size(), scratch.data()); });
}
void key_sort_std_sort(benchmark::State& state) {
    run_sort(state, [](auto& keys, auto&) { std::sort(keys.begin(), keys.end(), fog::key_less); });
}

BENCHMARK(key_sort_in_place)->Arg(580000)->Unit(benchmark::kMillisecond);
BENCHMARK(key_sort_with_scratch)->Arg(580000)->Unit(benchmark::kMillisecond);
BENCHMARK(key_sort_std_sort)->Arg(580000)->Unit(benchmark::kMillisecond);

}  // namespace
