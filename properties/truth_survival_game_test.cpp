// Property 2, truth survival over whole games (rules §5): exact beliefs of
// both colours, with own-move observations on and off, hold the true
// position at every ply. No cap, so losing the truth is always a bug; a
// belief is followed until |P| passes kMaxBelief, which bounds the time.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>

#include "engine/belief.hpp"
#include "engine/key.hpp"
#include "engine/observation.hpp"
#include "properties/generators.hpp"
#include "properties/support.hpp"

namespace props {
namespace {

constexpr std::size_t kMaxBelief = 50000;

TEST(TruthSurvival, WholeGamesExactBothColoursBothModes) {
    GameOptions options;
    options.max_plies = 60;
    check_property({100, 100, {}}, [options] {
        const Game g = play(*gen_game(options));
        std::size_t largest = 0;
        int followed = 0;
        for (fog::Colour viewer : {fog::White, fog::Black})
            for (bool own_observation : {true, false}) {
                fog::BeliefOptions belief_options;
                belief_options.own_observation = own_observation;
                belief_options.threads = 1;
                fog::Belief belief(g.positions[0], viewer, belief_options);
                for (std::size_t k = 0; k < g.plies() && belief.size() <= kMaxBelief; ++k) {
                    const fog::Position& before = g.positions[k];
                    const fog::Position& after = g.positions[k + 1];
                    const fog::Observation o = fog::observe(before, after, viewer);
                    const std::string where = std::string(viewer == fog::White ? "white" : "black") +
                                              " (own observation " + (own_observation ? "on" : "off") +
                                              ") at ply " + std::to_string(k + 1) + " (" + fog::to_uci(g.moves[k]) +
                                              "), truth " + fog::belief_fen(after);
                    try {
                        if (before.side == viewer)
                            belief.after_own_move(g.moves[k], o);
                        else
                            belief.after_opponent_move(o);
                    } catch (const fog::EmptyBeliefError& e) {
                        RC_FAIL(where + ": P became empty: " + e.what());
                    }
                    if (!belief.contains(after))
                        RC_FAIL(where + ": the truth fell out of P (|P| = " + std::to_string(belief.size()) + ")");
                    RC_ASSERT(!belief.capped());
                    largest = std::max(largest, belief.size());
                    ++followed;
                }
            }
        RC_CLASSIFY(largest > 1000, "|P| passed 1000");
        RC_CLASSIFY(followed >= 40, "40+ belief updates");
    });
}

}  // namespace
}  // namespace props
