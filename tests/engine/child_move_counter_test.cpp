// The child move counter (perft's last two plies) against the plain way:
// make the move, then count. Every child of every position in the six wiki
// positions' trees to depth 3, and the kinds of move each shortcut in the
// counter depends on must all have been met.
#include <gtest/gtest.h>

#include <functional>

#include "engine/child_move_counter.hpp"
#include "engine/fen.hpp"
#include "engine/movegen.hpp"
#include "tests/perft_positions.hpp"

namespace {

int plain_count(const fog::Position& parent, fog::Move m) {
    const fog::Position child = fog::make_move(parent, m);
    return child.has_both_kings() ? fog::count_moves(child) : 0;
}

struct Seen {
    std::size_t children = 0, captures = 0, king_captures = 0, knight_captures = 0, slider_captures = 0,
                double_pushes = 0, special = 0;
};

void note(const fog::Position& p, fog::Move m, Seen& seen) {
    ++seen.children;
    const fog::Bitboard to = fog::bit(m.to());
    if (m.kind() != fog::MoveKind::Normal) ++seen.special;
    if (!(p.by_colour[~p.side] & to)) {
        if ((p.pieces(p.side, fog::Pawn) & fog::bit(m.from())) && (m.from() ^ m.to()) == 16) ++seen.double_pushes;
        return;
    }
    ++seen.captures;
    if (p.pieces(fog::King) & to) ++seen.king_captures;
    if (p.pieces(fog::Knight) & to) ++seen.knight_captures;
    if ((p.pieces(fog::Bishop) | p.pieces(fog::Rook) | p.pieces(fog::Queen)) & to) ++seen.slider_captures;
}

TEST(ChildMoveCounter, EqualsMakingTheMoveAndCountingInPerftTrees) {
    Seen seen;
    std::function<void(const fog::Position&, int)> walk = [&](const fog::Position& p, int depth) {
        if (!p.has_both_kings()) return;
        fog::MoveList moves;
        fog::generate_moves(p, moves);
        const fog::ChildMoveCounter counter(p);
        for (fog::Move m : moves) {
            note(p, m, seen);
            ASSERT_EQ(counter.moves_after(m), plain_count(p, m))
                << fog::write_fen(p, fog::EpSpelling::Full) << " then " << fog::to_uci(m);
        }
        if (depth > 1)
            for (fog::Move m : moves) walk(fog::make_move(p, m), depth - 1);
    };
    for (const auto& c : fogtest::perft_cases()) walk(fog::parse_fen_or_throw(c.fen, fog::KingRule::Required), 3);
    // Each shortcut of the counter was exercised, not only the plain way.
    EXPECT_GT(seen.children, 300'000u);
    EXPECT_GT(seen.king_captures, 0u);
    EXPECT_GT(seen.knight_captures, 0u);
    EXPECT_GT(seen.slider_captures, 0u);
    EXPECT_GT(seen.double_pushes, 0u);
    EXPECT_GT(seen.special, 0u);
}

}  // namespace
