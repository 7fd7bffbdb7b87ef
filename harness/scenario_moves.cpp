// The moves target: a game from a built-in start (or a FEN in the input),
// each ply's move chosen by a byte, with engine and oracle compared at every
// step: moves, positions, vision of both colours, observations, game end,
// and every position's FEN spellings.
#include <fuzzer/FuzzedDataProvider.h>

#include "harness/lockstep_game.hpp"
#include "harness/scenario_starts.hpp"
#include "harness/scenarios.hpp"

namespace harness {

namespace {

constexpr std::uint8_t kFenFromInput = 0x80;
constexpr std::size_t kMaxFenLength = 120;

}  // namespace

ScenarioReport run_moves_scenario(const std::uint8_t* data, std::size_t size) {
    ScenarioReport report;
    report.target = "moves";
    FuzzedDataProvider bytes(data, size);
    const auto& starts = scenario_starts();
    const auto choice = bytes.ConsumeIntegral<std::uint8_t>();
    LockstepGame game(report, true);
    if (choice >= kFenFromInput) {
        report.settings.push_back({"start from", "FEN from the input"});
        if (!game.start(bytes.ConsumeRandomLengthString(kMaxFenLength), false)) return report;
    } else {
        const ScenarioStart& start = starts[choice % starts.size()];
        report.settings.push_back({"start from", start.name});
        if (!game.start(start)) return report;
    }
    while (!game.over() && game.ply() < kMaxMovesPlies && bytes.remaining_bytes() > 0) {
        const auto& moves = game.moves();
        const std::string move = uci_of(moves[bytes.ConsumeIntegralInRange<std::size_t>(0, moves.size() - 1)]);
        if (!game.play(move)) break;
    }
    return report;
}

}  // namespace harness
