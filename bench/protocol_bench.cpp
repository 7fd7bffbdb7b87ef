// The cost of putting an external implementation under the reference
// (fogproof diff): protocol round trips per second against a trivial peer
// (fogproof serve, C++) and the chess.js adapter, and plies compared per
// second against the chess.js adapter with either reference.
//
//   build/release/bench/fogproof_protocol_bench
#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>

#include "external/diff/game/diff_game.hpp"
#include "external/diff/sources/diff_sources.hpp"
#include "external/diff/comparisons/lockstep_game.hpp"

namespace {

const std::string kServe = std::string(FOGPROOF_CLI) + " serve --impl engine";
const std::string kChessJs = "node " + std::string(FOGPROOF_SOURCE_DIR) + "/adapters/chessjs/adapter.mjs --key xfen";

const std::string& peer(std::int64_t index) { return index == 0 ? kServe : kChessJs; }

// One request and its reply, on the start position: {"cmd":"moves"}.
void round_trip(benchmark::State& state) {
    external::ProtocolClient client(peer(state.range(0)));
    const nlohmann::json hello = {{"cmd", "hello"}};
    client.request(hello);
    const nlohmann::json moves = {{"cmd", "moves"}};
    for (auto _ : state) benchmark::DoNotOptimize(client.request(moves));
    state.SetItemsProcessed(std::int64_t(state.iterations()));
    state.SetLabel(state.range(0) == 0 ? "fogproof serve" : "chess.js adapter");
    client.quit();
}
BENCHMARK(round_trip)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond)->UseRealTime();

// Twenty seeded random games (as fogproof diff plays them: beliefs compared
// while P <= 200) against the chess.js adapter; items are plies.
void plies_compared(benchmark::State& state) {
    const bool oracle = state.range(0) == 1;
    external::DiffSettings settings;
    settings.reference = oracle ? "oracle" : "engine";
    const auto games = external::random_games(1, 20, settings.max_plies);
    external::ExternalImplementation external(kChessJs, settings.reference);
    std::int64_t plies = 0;
    for (auto _ : state)
        for (const external::DiffGame& game : games)
            plies += std::int64_t(external::run_diff_game(external, game, settings).plies);
    state.SetItemsProcessed(plies);
    state.SetLabel("chess.js adapter, reference " + settings.reference);
    external.quit();
}
BENCHMARK(plies_compared)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->Iterations(1)->Repetitions(3)->UseRealTime();

}  // namespace
