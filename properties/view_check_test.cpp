// Property 12, the belief update's view check (engine/view_check.hpp): for
// any board and any observation, ViewCheck says "match" exactly when the
// board's own view (fill_view: its whole vision, then the contents of the
// seen squares) equals the observation's parts 1 and 2, which is what the
// update compared before.
//
// The boards are the successors of positions along generated games, the
// observations those of real transitions of the same position (so that
// many boards match), of other plies of the game, and the true ones with
// one square of one part flipped (so that near misses occur). Both
// viewers: the one to move after (the opponent-move update) and the one
// who just moved (the own-move update).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <string>
#include <vector>

#include "engine/fen.hpp"
#include "engine/observation.hpp"
#include "engine/transition_filter.hpp"
#include "engine/view_check.hpp"
#include "properties/generators.hpp"
#include "properties/support.hpp"

namespace props {
namespace {

bool full_view_matches(const fog::Position& after, fog::Colour viewer, const fog::Observation& o) {
    fog::Observation candidate;
    fog::fill_view(after, viewer, candidate);
    return fog::views_match(candidate, o);
}

// The observation with one bit of one of its view parts flipped.
fog::Observation spoiled(fog::Observation o, int part, int square) {
    const fog::Bitboard flip = fog::bit(fog::Square(square));
    switch (part) {
        case 0: o.seen ^= flip; break;
        case 1: o.white ^= flip; break;
        default: o.code[part - 2] ^= flip; break;
    }
    return o;
}

TEST(ViewCheck, MatchesExactlyWhenTheWholeViewDoes) {
    std::size_t matched = 0, total = 0;
    check_property({400, 100, {}}, [&] {
        const Game g = play(*gen_game());
        for (std::size_t k = 0; k < g.plies(); ++k) {
            const fog::Position& before = g.positions[k];
            const std::vector<fog::Move> moves = sorted_moves(before);
            for (fog::Colour viewer : {fog::White, fog::Black}) {
                std::vector<fog::Observation> observations{fog::observe(before, g.positions[k + 1], viewer)};
                const std::size_t other = *gen_index(g.plies());
                observations.push_back(fog::observe(g.positions[other], g.positions[other + 1], viewer));
                observations.push_back(spoiled(observations[0], *rc::gen::inRange(0, 5), *rc::gen::inRange(0, 64)));
                for (const fog::Observation& o : observations) {
                    const fog::ViewCheck check(o, viewer);
                    for (fog::Move m : moves) {
                        const fog::Position after = fog::make_move(before, m);
                        const bool expected = full_view_matches(after, viewer, o);
                        ++total;
                        matched += expected;
                        if (check.matches(after) != expected)
                            RC_FAIL(fog::write_fen(after, fog::EpSpelling::Full) + " viewer " +
                                    (viewer == fog::White ? "white" : "black") + ": the view check says " +
                                    (expected ? "no match" : "match") + ", the whole view says otherwise");
                    }
                }
            }
        }
    });
    // Both answers must occur often: matches come from the true observation.
    EXPECT_GT(matched * 100, total) << matched << " of " << total << " boards matched";
    EXPECT_LT(matched * 2, total) << matched << " of " << total << " boards matched";
}

}  // namespace
}  // namespace props
