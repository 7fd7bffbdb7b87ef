// Every position reached in the perft positions to depth 3: parsing its
// canonical FEN gives back the same key, vision (both colours) and moves;
// so does its `full` spelling. The key decodes back to the same position.
#include <gtest/gtest.h>

#include <functional>

#include "engine/fen.hpp"
#include "engine/key.hpp"
#include "engine/movegen.hpp"
#include "engine/vision.hpp"
#include "tests/perft_positions.hpp"

namespace {

std::vector<fog::Move> sorted_moves(const fog::Position& p) {
    fog::MoveList list;
    fog::generate_moves(p, list);
    std::vector<fog::Move> v(list.begin(), list.end());
    std::sort(v.begin(), v.end());
    return v;
}

void expect_same_meaning(const fog::Position& p, const fog::Position& q, const std::string& what) {
    ASSERT_EQ(fog::position_key(p), fog::position_key(q)) << what;
    ASSERT_EQ(fog::vision(p, fog::White), fog::vision(q, fog::White)) << what;
    ASSERT_EQ(fog::vision(p, fog::Black), fog::vision(q, fog::Black)) << what;
    ASSERT_EQ(sorted_moves(p), sorted_moves(q)) << what;
}

TEST(RoundTrip, CanonicalAndFullFenAndKeyPreserveMeaning) {
    std::size_t visited = 0, with_ep = 0;
    std::function<void(const fog::Position&, int)> walk = [&](const fog::Position& p, int depth) {
        ++visited;
        with_ep += p.ep != fog::kNoSquare;
        const std::string canonical = fog::belief_fen(p);
        expect_same_meaning(p, fog::parse_fen_or_throw(canonical, fog::KingRule::MayBeMissing), canonical);
        const std::string full = fog::write_fen(p, fog::EpSpelling::Full);
        expect_same_meaning(p, fog::parse_fen_or_throw(full, fog::KingRule::MayBeMissing), full);
        const fog::Position decoded = fog::position_from_key(fog::position_key(p), p.fullmove);
        expect_same_meaning(p, decoded, "key of " + canonical);
        if (depth == 0 || !p.has_both_kings()) return;
        fog::MoveList moves;
        fog::generate_moves(p, moves);
        for (fog::Move m : moves) walk(fog::make_move(p, m), depth - 1);
    };
    for (const auto& c : fogtest::perft_cases()) walk(fog::parse_fen_or_throw(c.fen, fog::KingRule::Required), 3);
    EXPECT_GT(visited, 100000u);
    EXPECT_GT(with_ep, 0u) << "the walk must include canonical en passant squares";
}

}  // namespace
