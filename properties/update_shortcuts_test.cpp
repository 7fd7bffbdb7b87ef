// Property 10, the belief update's shortcuts (engine only): each spares
// work that the plain reading of the rules does, and must never change an
// answer.
//
// 1. For any board, seen squares and mismatched squares,
//    generate_explaining_moves lists exactly the moves of generate_moves
//    whose seen touched squares are the mismatch, the filter the update
//    applied to the whole move list before. The (seen, mismatch) pairs come
//    from real observations of the same game, from a move of the board
//    itself (so the answer is never empty), and from random squares.
// 2. viewer_surely_has_a_move, read from an observation, says whether the
//    viewer's king or a knight can move on the board after the opponent's
//    move; then the viewer has a move there, so the outcome check may skip
//    its search.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "engine/explaining_moves.hpp"
#include "engine/fen.hpp"
#include "engine/movegen.hpp"
#include "engine/observation.hpp"
#include "engine/transition_filter.hpp"
#include "engine/vision.hpp"
#include "properties/generators.hpp"
#include "properties/support.hpp"

namespace props {
namespace {

std::vector<fog::Move> filtered_move_list(const fog::Position& p, fog::Bitboard seen, fog::Bitboard mismatch) {
    std::vector<fog::Move> out;
    for (fog::Move m : sorted_moves(p))
        if ((fog::touched_squares(m) & seen) == mismatch) out.push_back(m);
    return out;
}

std::vector<fog::Move> explaining(const fog::Position& p, fog::Bitboard seen, fog::Bitboard mismatch) {
    fog::MoveList list;
    fog::generate_explaining_moves(p, seen, mismatch, list);
    std::vector<fog::Move> out(list.begin(), list.end());
    std::sort(out.begin(), out.end());
    return out;
}

// Up to `most` squares of `from`, chosen at random.
fog::Bitboard gen_subset(fog::Bitboard from, int most) {
    fog::Bitboard out = 0;
    const int n = *rc::gen::inRange(0, most + 1);
    for (int i = 0; i < n && from; ++i) {
        const fog::Bitboard pick = from & *rc::gen::arbitrary<std::uint64_t>();
        if (!pick) continue;
        out |= pick & -pick;
        from &= ~(pick & -pick);
    }
    return out;
}

TEST(UpdateShortcuts, ExactlyTheMovesWhoseSeenTouchedSquaresAreTheMismatch) {
    std::size_t nonempty = 0, total = 0;
    check_property({200, 100, {}}, [&] {
        const Game g = play(*gen_game());
        for (std::size_t i = 0; i < g.positions.size(); ++i) {
            const fog::Position& p = g.positions[i];
            const fog::Colour viewer = ~p.side;
            std::vector<std::pair<fog::Bitboard, fog::Bitboard>> cases;
            // A real observation of this game (the viewer's, at some ply).
            const std::size_t j = *gen_index(g.plies() + 1);
            if (j < g.plies()) {
                const fog::Observation o = fog::observe(g.positions[j], g.positions[j + 1], viewer);
                cases.emplace_back(o.seen, fog::mismatched_squares(p, o));
            }
            // The seen squares some move of p touches.
            const std::vector<fog::Move> moves = sorted_moves(p);
            if (!moves.empty()) {
                const fog::Move m = moves[*gen_index(moves.size())];
                const fog::Bitboard move_seen = *rc::gen::element(fog::vision(fog::make_move(p, m), viewer),
                                                            *rc::gen::arbitrary<std::uint64_t>(), ~fog::Bitboard{0},
                                                            fog::Bitboard{0});
                cases.emplace_back(move_seen, fog::touched_squares(m) & move_seen);
            }
            // Random squares.
            const fog::Bitboard random_seen = *rc::gen::arbitrary<std::uint64_t>();
            cases.emplace_back(random_seen, gen_subset(random_seen, 4));

            for (const auto& [seen, mismatch] : cases) {
                const std::vector<fog::Move> expected = filtered_move_list(p, seen, mismatch);
                const std::vector<fog::Move> got = explaining(p, seen, mismatch);
                ++total;
                if (!expected.empty()) ++nonempty;
                if (got != expected)
                    RC_FAIL(fog::write_fen(p, fog::EpSpelling::Full) + " seen " + std::to_string(seen) + " mismatch " +
                            std::to_string(mismatch) + ": " + std::to_string(got.size()) + " moves listed, " +
                            std::to_string(expected.size()) + " pass the filter");
            }
        }
    });
    // The property must have compared non-trivial lists, not only empty ones.
    EXPECT_GT(nonempty * 4, total) << nonempty << " of " << total << " cases had an explaining move";
}

// The viewer's king or knight moves on the board itself (not castling).
bool has_king_or_knight_move(const fog::Position& p) {
    for (fog::Move m : sorted_moves(p)) {
        const fog::PieceType t = p.type_on(m.from());
        if (m.kind() != fog::MoveKind::Castling && (t == fog::King || t == fog::Knight)) return true;
    }
    return false;
}

TEST(UpdateShortcuts, ViewerSurelyHasAMoveIffItsKingOrAKnightCanMove) {
    std::size_t said = 0, total = 0;
    check_property({300, 100, {}}, [&] {
        const Game g = play(*gen_game());
        for (std::size_t k = 0; k < g.plies(); ++k) {
            const fog::Position& after = g.positions[k + 1];
            const fog::Colour viewer = after.side;  // the opponent moved
            const fog::Observation o = fog::observe(g.positions[k], after, viewer);
            const bool shortcut = fog::viewer_surely_has_a_move(o, viewer);
            ++total;
            said += shortcut;
            if (shortcut != has_king_or_knight_move(after))
                RC_FAIL(fog::write_fen(after, fog::EpSpelling::Full) + ": the shortcut says " +
                        (shortcut ? "a move" : "no sure move") + ", the king and knights say otherwise");
            // What the update relies on.
            RC_ASSERT(!shortcut || fog::has_any_move(after));
        }
    });
    // Both answers must occur (the shortcut is not vacuous either way).
    EXPECT_GT(said, 0u);
    EXPECT_LT(said, total);
}

}  // namespace
}  // namespace props
