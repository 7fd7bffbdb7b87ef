// What seeing a child's own coverage costs (external/coverage/): plies
// compared per second, as fogproof diff plays them, against each child
// with and without its coverage channel:
//   fogproof serve             plain build / AFL++ build, map unread / map read
//   plain_fog (Python)         plain / under `fogproof cov python`
//   chess.js adapter (Node)    plain / under `fogproof cov node`
//
//   build/release/bench/fogproof_coverage_bench
#include <benchmark/benchmark.h>

#include <cstdint>
#include <memory>
#include <string>

#include "external/coverage/coverage_channel.hpp"
#include "external/diff/comparisons/lockstep_game.hpp"
#include "external/diff/game/diff_game.hpp"
#include "external/diff/sources/diff_sources.hpp"

namespace {

struct Child {
    const char* label;
    std::string command;
    bool read_coverage;
    std::size_t games;  // the slow children play fewer
};

const std::string kPythonPath =
    "PYTHONPATH=" FOGPROOF_PYTHON_MODULE_DIR ":" FOGPROOF_SOURCE_DIR "/python/examples ";
const std::string kChessJs = FOGPROOF_SOURCE_DIR "/adapters/chessjs/adapter.mjs --key xfen";

const Child kChildren[] = {
    {"fogproof serve", FOGPROOF_CLI " serve --impl engine", false, 20},
#ifdef FOGPROOF_AFL_SERVE_CLI
    {"fogproof serve, AFL++ build, map unread", FOGPROOF_AFL_SERVE_CLI " serve --impl engine", false, 20},
    {"fogproof serve, AFL++ build, map read", FOGPROOF_AFL_SERVE_CLI " serve --impl engine", true, 20},
#endif
    {"plain_fog", kPythonPath + "/usr/bin/python3 -m plain_fog", false, 3},
    {"plain_fog under fogproof cov python", kPythonPath + FOGPROOF_CLI " cov python -m plain_fog", true, 3},
    {"chess.js adapter", "node " + kChessJs, false, 20},
    {"chess.js adapter under fogproof cov node", FOGPROOF_CLI " cov node " + kChessJs, true, 20},
};

std::unique_ptr<external::LineChannel> channel_for(const Child& child) {
    // fogproof's 74,945 edges need more than AFL++'s default map.
    if (child.read_coverage) return std::make_unique<coverage::CoverageChannel>(child.command, std::size_t(1) << 17);
    return std::make_unique<external::ChildProcess>(child.command);
}

// Seeded random games against the child; items are plies.
void plies_compared(benchmark::State& state) {
    const Child& child = kChildren[state.range(0)];
    external::DiffSettings settings;
    const auto games = external::random_games(1, child.games, settings.max_plies);
    external::ExternalImplementation external(channel_for(child), child.label, settings.reference);
    std::int64_t plies = 0;
    for (auto _ : state)
        for (const external::DiffGame& game : games)
            plies += std::int64_t(external::run_diff_game(external, game, settings).plies);
    state.SetItemsProcessed(plies);
    state.SetLabel(child.label);
    external.quit();
}
BENCHMARK(plies_compared)
    ->DenseRange(0, std::size(kChildren) - 1)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1)
    ->Repetitions(3)
    ->UseRealTime();

}  // namespace
