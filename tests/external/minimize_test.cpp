// The minimizer keeps the divergence, not the symptom: a dropped en passant
// square found deep in a game shows first as "the position it writes", but
// from the position right after the double push as "the truth is in its P".
// Demanding the same check name left such findings dozens of plies long;
// the minimizer must bring them down to the double push itself.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <string>
#include <vector>

#include "external/diff/game/diff_game.hpp"
#include "external/diff/findings/diff_minimize.hpp"
#include "external/protocol/external_implementation.hpp"
#include "external/diff/comparisons/lockstep_game.hpp"

namespace {

// `fogproof serve --ep legal`: a sound engine that writes (and keeps P in)
// python-chess's `legal` spelling, the incident's bug.
external::ExternalImplementation incident_engine() {
    return external::ExternalImplementation(std::string(FOGPROOF_CLI) + " serve --ep legal", "oracle");
}

// White's king on a5 and pawn on d5, Black's rook on h5: after e7e5 the
// capture d5e6 would expose the king along the fifth rank, so standard chess
// forbids it and the `legal` spelling drops e6; fog chess keeps it. Twenty
// rook moves come first, so the divergence is found late.
external::DiffGame late_double_push() {
    external::DiffGame game;
    game.source = "minimizer test";
    game.start_fen = "r3k3/4p3/8/K2P3r/8/8/8/7R w - - 0 1";
    game.moves = {"h1h2", "a8a7", "h2h3", "a7a6", "h3g3", "a6b6", "g3g2", "b6c6", "g2f2", "c6c7",
                  "f2f1", "c7b7", "f1g1", "b7b8", "g1g2", "b8c8", "g2h2", "c8d8", "h2h1", "e7e5",
                  "h1h2", "d8c8", "h2h3"};
    return game;
}

TEST(Minimizer, BringsALateDroppedEnPassantSquareDownToTheDoublePush) {
    auto external = incident_engine();
    external::DiffSettings settings;
    const auto game = late_double_push();
    const auto found = external::run_diff_game(external, game, settings);
    ASSERT_FALSE(found.passed()) << "the incident engine agreed on a game that drops e6";
    ASSERT_EQ(found.report.failure->ply, 20u) << found.report.failure->check;

    const auto minimized = external::minimize_failure(external, game, found, settings, std::chrono::seconds(60));
    EXPECT_TRUE(minimized.reproduced);
    ASSERT_FALSE(minimized.result.passed());
    EXPECT_LE(minimized.game.moves.size(), 2u) << "minimized to " << minimized.game.moves.size() << " plies from "
                                                << minimized.game.start_fen;
    EXPECT_LE(minimized.result.report.failure->ply, found.report.failure->ply);
    // Still the same divergence: the kind of state that differed first is
    // among those that differ in the minimized scenario.
    ASSERT_FALSE(found.diverged.empty());
    EXPECT_NE(std::find(minimized.result.diverged.begin(), minimized.result.diverged.end(), found.diverged.front()),
              minimized.result.diverged.end());
}

TEST(Minimizer, LeavesAnAgreeingEngineAgreeing) {
    // The same game against the sound spelling: nothing to find, so the
    // test above fails for the fault and not for the game.
    external::ExternalImplementation sound(std::string(FOGPROOF_CLI) + " serve --ep xfen", "oracle");
    EXPECT_TRUE(external::run_diff_game(sound, late_double_push(), external::DiffSettings{}).passed());
}

}  // namespace
