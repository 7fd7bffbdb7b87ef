// Fog perft on the six chessprogramming-wiki perft positions: the move
// generator and make_move under the load perft puts on them.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>
#include <string_view>

#include "engine/fen.hpp"
#include "engine/perft.hpp"
#include "tests/perft_positions.hpp"

namespace {

// Chosen so that one iteration takes roughly 0.2-1 s on the machine of
// docs/performance.md, long enough that timer noise does not matter and
// short enough that the whole suite stays under a minute.
int fog_depth(std::string_view name) {
    if (name == "initial") return 6;
    if (name == "kiwipete") return 5;
    if (name == "position3") return 7;
    if (name == "position4") return 5;
    if (name == "position5") return 5;
    if (name == "position6") return 5;
    return 4;
}

void fog_perft_bench(benchmark::State& state, std::string_view fen, int depth) {
    const fog::Position p = fog::parse_fen_or_throw(fen, fog::KingRule::Required);
    std::uint64_t nodes = 0;
    for (auto _ : state) {
        const std::uint64_t n = fog::fog_perft(p, depth);
        benchmark::DoNotOptimize(n);
        nodes += n;
    }
    state.counters["nodes/s"] = benchmark::Counter(double(nodes), benchmark::Counter::kIsRate);
    // The count itself, so a run that got faster by counting less shows it.
    state.counters["nodes"] =
        benchmark::Counter(double(nodes) / double(state.iterations()), benchmark::Counter::kDefaults,
                           benchmark::Counter::kIs1000);
}

// Registered at start-up rather than with BENCHMARK(): the positions and
// their depths come from tables, and the names should carry both.
const bool registered = [] {
    for (const auto& c : fogtest::perft_cases()) {
        const int depth = fog_depth(c.name);
        benchmark::RegisterBenchmark(("fog_perft/" + std::string(c.name) + "/depth:" + std::to_string(depth)).c_str(),
                                     fog_perft_bench, c.fen, depth)
            ->Unit(benchmark::kMillisecond);
    }
    return true;
}();

}  // namespace
