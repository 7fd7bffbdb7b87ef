// The generators themselves: the seed shape is what it claims, generated
// games reach the situations the other properties need, and a failing game
// shrinks to a short one.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "engine/en_passant.hpp"
#include "engine/fen.hpp"
#include "engine/movegen.hpp"
#include "engine/standard.hpp"
#include "properties/generators.hpp"
#include "properties/support.hpp"

namespace props {
namespace {

std::optional<fog::Move> move_named(const fog::Position& p, const std::string& uci) {
    for (fog::Move m : sorted_moves(p))
        if (fog::to_uci(m) == uci) return m;
    return std::nullopt;
}

TEST(Generators, WorkedExamplePredecessorHasTheSeedShape) {
    const fog::Position before = fog::parse_fen_or_throw(kWorkedExamplePredecessor, fog::KingRule::Required);
    const auto push = move_named(before, std::string(kWorkedExamplePush));
    ASSERT_TRUE(push);
    EXPECT_TRUE(has_seed_shape(before, *push));
}

TEST(Generators, SeedShapesHaveTheShape) {
    check_property({200, 100, {}}, [] {
        const SeedShape s = *gen_seed_shape();
        const fog::FenResult parsed = fog::parse_fen(s.fen, fog::KingRule::Required);
        RC_ASSERT(parsed.position.has_value());
        const auto push = move_named(*parsed.position, s.push);
        RC_ASSERT(push.has_value());
        RC_ASSERT(has_seed_shape(*parsed.position, *push));
        RC_CLASSIFY(parsed.position->side == fog::White, "white pushes");
        RC_CLASSIFY(parsed.position->side == fog::Black, "black pushes");
    });
}

// What a batch of generated games covers, counted over a fixed sample so the
// expectation is stable.
struct Coverage {
    int games = 0, plies = 0;
    int canonical_ep = 0, ep_dropped_by_legal = 0, ep_captures = 0;
    int promotions = 0, underpromotions = 0, castlings = 0, rook_square_captures = 0;
    int king_captured = 0, repetitions = 0;
};

Coverage sample_coverage(int games, std::uint64_t seed) {
    Coverage c;
    const rc::Gen<GameSpec> gen = gen_game();
    for (int i = 0; i < games; ++i) {
        const GameSpec spec = gen(rc::Random(seed + std::uint64_t(i)), 30 + i % 71).value();
        const Game g = play(spec);
        ++c.games;
        c.plies += int(g.plies());
        c.king_captured += g.end == "king-captured";
        c.repetitions += g.end == "repetition";
        for (std::size_t k = 0; k < g.plies(); ++k) {
            const fog::Position& before = g.positions[k];
            const fog::Position& after = g.positions[k + 1];
            const fog::Move m = g.moves[k];
            if (after.ep != fog::kNoSquare) {
                ++c.canonical_ep;
                c.ep_dropped_by_legal += fog::en_passant_for_spelling(after, fog::EpSpelling::Legal) == fog::kNoSquare;
            }
            c.ep_captures += m.kind() == fog::MoveKind::EnPassant;
            c.promotions += m.is_promotion();
            c.underpromotions += m.is_promotion() && m.promotion() != fog::Queen;
            c.castlings += m.kind() == fog::MoveKind::Castling;
            const fog::Bitboard rook_corners = 0x8100000000000081ULL;
            c.rook_square_captures += (rook_corners & fog::bit(m.to())) && before.type_on(m.to()) == fog::Rook;
        }
    }
    return c;
}

TEST(Generators, GamesReachTheSituationsThePropertiesNeed) {
    const Coverage c = sample_coverage(300, 20261130);
    std::cout << "[coverage] games " << c.games << ", plies " << c.plies << ", canonical ep " << c.canonical_ep
              << " (legal spelling drops " << c.ep_dropped_by_legal << "), ep captures " << c.ep_captures
              << ", promotions " << c.promotions << " (under " << c.underpromotions << "), castlings "
              << c.castlings << ", captures on rook corners " << c.rook_square_captures << ", king captured "
              << c.king_captured << ", repetitions " << c.repetitions << std::endl;
    EXPECT_GT(c.canonical_ep, 50);
    EXPECT_GT(c.ep_dropped_by_legal, 20);
    EXPECT_GT(c.ep_captures, 5);
    EXPECT_GT(c.underpromotions, 5);
    EXPECT_GT(c.castlings, 5);
    EXPECT_GT(c.rook_square_captures, 5);
    EXPECT_GT(c.king_captured, 10);
}

TEST(Generators, GamesAreReplaysOfTheirMoves) {
    check_property({100, 100, {}}, [] {
        const Game g = play(*gen_game());
        RC_ASSERT(g.positions.size() == g.moves.size() + 1);
        for (std::size_t k = 0; k < g.plies(); ++k) {
            const auto moves = sorted_moves(g.positions[k]);
            RC_ASSERT(std::binary_search(moves.begin(), moves.end(), g.moves[k]));
            RC_ASSERT(fog::same_meaning(fog::make_move(g.positions[k], g.moves[k]), g.positions[k + 1]));
        }
    });
}

// A deliberately false claim ("no game ever has a canonical en passant
// square") must shrink to a short game that ends at the failing ply: the
// shape of the counterexamples every other property reports.
TEST(Generators, FailingGamesShrinkToShortGames) {
    std::size_t last_plies = 0, last_length = 0;
    std::string last_text;
    const ExpectedFailure r = run_expecting_failure("no game reaches en passant", {200, 100, 7, /*always_shrink=*/true}, [&] {
        const Game g = play(*gen_game());
        for (std::size_t k = 1; k < g.positions.size(); ++k)
            if (g.positions[k].ep != fog::kNoSquare) {
                last_plies = k;
                last_length = g.plies();
                last_text = g.text();
                RC_FAIL("reached an en passant square");
            }
    });
    std::cout << "\n===== BEGIN EXPECTED FAILURE: a false claim, refuted to show how games shrink.\n"
              << r.report << "\n===== END EXPECTED FAILURE" << std::endl;
    ASSERT_TRUE(r.failed);
    std::cout << "[shrunk game] " << last_text << std::endl;
    // Shrinking is local, so the game need not be the shortest of all;
    // but nothing after the failing ply survives, and the game is short
    // (from the initial position an en passant right needs four plies).
    EXPECT_EQ(last_length, last_plies) << last_text;
    EXPECT_LE(last_plies, 8u) << last_text;
}

}  // namespace
}  // namespace props
