// Property 8, perft's shortcut (engine only): the child move counter that
// perft uses for its last two plies gives, for every move, the number of
// moves that making the move and counting gives. Generated games reach what
// the wiki positions rarely do: en passant, promotions, captures on rook
// squares, king captures, seed shapes.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "engine/child_move_counter.hpp"
#include "engine/fen.hpp"
#include "engine/movegen.hpp"
#include "properties/generators.hpp"
#include "properties/support.hpp"

namespace props {
namespace {

TEST(PerftShortcut, ChildMoveCounterEqualsMakingTheMoveAlongGames) {
    check_property({300, 100, {}}, [] {
        const Game g = play(*gen_game());
        for (const fog::Position& p : g.positions) {
            if (!p.has_both_kings()) continue;
            const fog::ChildMoveCounter counter(p);
            for (fog::Move m : sorted_moves(p)) {
                const fog::Position child = fog::make_move(p, m);
                const int made = child.has_both_kings() ? fog::count_moves(child) : 0;
                if (counter.moves_after(m) != made)
                    RC_FAIL(fog::write_fen(p, fog::EpSpelling::Full) + " then " + fog::to_uci(m) + ": counter says " +
                            std::to_string(counter.moves_after(m)) + ", making the move gives " +
                            std::to_string(made));
            }
        }
    });
}

}  // namespace
}  // namespace props
