// Property 6, determinism: a belief is a set, so its hash cannot depend on
// how the expansion was split across threads, nor on anything that differs
// between two runs (addresses, timing, the order workers finish in).
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

struct Track {
    std::vector<std::uint64_t> hashes;  // set_hash after each ply
    std::vector<std::size_t> sizes;
    fog::KeyVector final_keys;
    std::string error;  // an EmptyBeliefError, if one was raised
};

Track follow(const Game& g, fog::Colour viewer, bool own_observation, int threads) {
    fog::BeliefOptions options;
    options.own_observation = own_observation;
    options.threads = threads;
    fog::Belief belief(g.positions[0], viewer, options);
    Track t;
    for (std::size_t k = 0; k < g.plies() && belief.size() <= kMaxBelief; ++k) {
        const fog::Observation o = fog::observe(g.positions[k], g.positions[k + 1], viewer);
        try {
            if (g.positions[k].side == viewer)
                belief.after_own_move(g.moves[k], o);
            else
                belief.after_opponent_move(o);
        } catch (const fog::EmptyBeliefError& e) {
            t.error = e.what();
            break;
        }
        t.hashes.push_back(belief.set_hash());
        t.sizes.push_back(belief.size());
    }
    t.final_keys = belief.keys();
    return t;
}

TEST(Determinism, BeliefHashIsTheSameForOneAndTwoThreadsAndAcrossRuns) {
    GameOptions options;
    options.max_plies = 40;
    // Full-board starts only: the sparse seed shapes rarely grow a P large
    // enough to be split between workers.
    options.seed_shape_percent = 0;
    check_property({30, 100, {}}, [options] {
        const Game g = play(*gen_game(options));
        const bool own_observation = *rc::gen::arbitrary<bool>();
        std::size_t largest = 0;
        for (fog::Colour viewer : {fog::White, fog::Black}) {
            const Track one = follow(g, viewer, own_observation, 1);
            const Track two = follow(g, viewer, own_observation, 2);
            const Track again = follow(g, viewer, own_observation, 1);
            for (const Track* t : {&two, &again}) {
                RC_ASSERT(t->error == one.error);
                RC_ASSERT(t->sizes == one.sizes);
                for (std::size_t k = 0; k < one.hashes.size(); ++k)
                    if (t->hashes[k] != one.hashes[k])
                        RC_FAIL("P hash differs at ply " + std::to_string(k + 1) + " (|P| = " +
                                std::to_string(one.sizes[k]) + ", " + (t == &two ? "2 threads" : "second run") +
                                ") in " + g.text());
                RC_ASSERT(t->final_keys == one.final_keys);
            }
            if (!one.sizes.empty()) largest = std::max(largest, *std::max_element(one.sizes.begin(), one.sizes.end()));
        }
        // The expansion hands out blocks of 256 boards; smaller sets run on
        // one worker whatever the thread count.
        RC_CLASSIFY(largest > 512, "P large enough to split across workers");
        RC_CLASSIFY(largest > 10000, "P above 10000");
    });
}

}  // namespace
}  // namespace props
