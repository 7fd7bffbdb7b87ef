// The belief target: a byte-driven game with both colours' beliefs tracked
// by the engine and by the oracle (rules §5). At every ply the truth is in
// P, and while P is small the two P are the same set. A cap, when the bytes
// choose one, is honoured and reported.
#include <fuzzer/FuzzedDataProvider.h>

#include <algorithm>
#include <array>

#include "harness/lockstep_game.hpp"
#include "harness/scenario_starts.hpp"
#include "harness/scenarios.hpp"

namespace harness {

namespace {

// Mostly exact; sometimes a cap of one board, a small and a medium cap.
constexpr std::array<std::size_t, 8> kCaps = {0, 0, 0, 0, 0, 1, 40, 1000};

struct Tracking {
    bool engine_capped = false;
    bool compared_last_ply = true;  // engine and oracle P were checked equal
};

// The checks for one colour after a ply; false on a fault.
bool check_belief(LockstepGame& game, char colour, std::size_t cap, Tracking& tracking, BeliefSize& size) {
    Implementation& engine = game.engine();
    Implementation& oracle = game.oracle();
    size.engine = engine.belief_size(colour);
    size.oracle = oracle.belief_size(colour);
    size.capped = engine.belief_capped(colour);
    const std::string who = std::string(" for ") + colour;
    if (!oracle.belief_holds_truth(colour)) {
        game.fail("the truth is in P (oracle)" + who, std::nullopt);
        return false;
    }
    if (!size.capped && !engine.belief_holds_truth(colour)) {
        game.fail("the truth is in P (engine, no cap reported)" + who, std::nullopt);
        return false;
    }
    if (cap > 0 && size.engine > cap) {
        game.fail("the cap is honoured" + who, std::nullopt,
                  "cap " + std::to_string(cap) + ", |P| " + std::to_string(size.engine));
        return false;
    }
    if (size.capped && !tracking.engine_capped && tracking.compared_last_ply && *size.oracle <= cap) {
        // The engine's P equalled the exact P a ply ago, so its uncapped P
        // now has the oracle's size, which fits the cap.
        game.fail("a cap is reported only when P outgrew it" + who, std::nullopt,
                  "cap " + std::to_string(cap) + ", exact |P| " + std::to_string(*size.oracle));
        return false;
    }
    tracking.engine_capped = size.capped;
    tracking.compared_last_ply = false;
    if (size.capped) return true;
    if (size.engine != *size.oracle) {
        game.fail("engine and oracle agree on |P|" + who,
                  Disagreement{"|P| of " + std::string(1, colour), std::to_string(size.engine),
                               std::to_string(*size.oracle)});
        return false;
    }
    if (size.engine <= kBeliefCompareLimit) {
        if (auto d = compare_beliefs(engine, oracle, colour)) {
            game.fail("engine and oracle agree on P" + who, d);
            return false;
        }
        tracking.compared_last_ply = true;
    }
    return true;
}

}  // namespace

ScenarioReport run_belief_scenario(const std::uint8_t* data, std::size_t size) {
    ScenarioReport report;
    report.target = "belief";
    FuzzedDataProvider bytes(data, size);
    BeliefSettings settings;
    settings.own_observation = bytes.ConsumeBool();
    const std::size_t cap = kCaps[bytes.ConsumeIntegralInRange<std::size_t>(0, kCaps.size() - 1)];
    const auto& starts = scenario_starts();
    const ScenarioStart& start = starts[bytes.ConsumeIntegralInRange<std::size_t>(0, starts.size() - 1)];
    report.settings.push_back({"start from", start.name});
    report.settings.push_back({"own-move observations", settings.own_observation ? "on" : "off"});
    report.settings.push_back({"cap (engine)", cap ? std::to_string(cap) : "none"});

    LockstepGame game(report, false);
    // Beliefs start after the start's opening (a history for repetition).
    if (!game.start(start)) return report;
    // One thread: the result does not depend on it, and the fuzzers stay
    // single-threaded.
    settings.threads = 1;
    BeliefSettings engine_settings = settings;
    engine_settings.cap = cap;
    for (char colour : {'w', 'b'}) {
        game.engine().start_belief(colour, engine_settings);
        game.oracle().start_belief(colour, settings);
    }
    std::array<Tracking, 2> tracking{};
    // A capped P may have lost the truth, so the next observation may match
    // none of its boards: rules §5 allow that, and the engine reports it.
    game.allow_empty_belief([&tracking, &report](const Implementation& impl, char colour) {
        const bool allowed = impl.name() == "engine" && tracking[colour == 'w' ? 0 : 1].engine_capped;
        if (allowed)
            report.settings.push_back({"stopped", std::string("the engine's capped belief of ") + colour +
                                                      " became empty (allowed: it had lost the truth)"});
        return allowed;
    });
    std::size_t boards_to_expand = 0;  // what the oracle has been asked to expand so far
    while (!game.over() && game.ply() < kMaxBeliefPlies && bytes.remaining_bytes() > 0) {
        const auto& moves = game.moves();
        const std::string move = uci_of(moves[bytes.ConsumeIntegralInRange<std::size_t>(0, moves.size() - 1)]);
        if (!game.play(move)) break;
        std::size_t largest = 0;
        for (char colour : {'w', 'b'}) {
            BeliefSize& belief = report.steps.back().belief[colour];
            if (!check_belief(game, colour, cap, tracking[colour == 'w' ? 0 : 1], belief)) return report;
            largest = std::max({largest, belief.engine, *belief.oracle});
            boards_to_expand += *belief.oracle;
        }
        // The oracle is plain code; past these sizes an input costs seconds.
        if (largest > kBeliefStopLimit || boards_to_expand > kBeliefWorkLimit) break;
    }
    return report;
}

}  // namespace harness
