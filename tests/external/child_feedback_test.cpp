// The guided search's use of the child's own coverage (`fogproof diff
// --coverage`): the keep decision (a new clause, else coverage grew, else a
// new (clause, child edge) pair: NEZHA's δ-diversity), the start-field
// edits, games past --plies, and the lineage that says a finding was
// reached through the child's coverage.
#include "external/diff/sources/child_feedback.hpp"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "external/diff/sources/guided_search.hpp"

namespace {

using external::ChildFeedback;
using external::ChildNovelty;
using external::KeepReason;

oracle::ClauseSet clauses_of(std::initializer_list<std::size_t> ids) {
    oracle::ClauseSet set;
    for (std::size_t id : ids) set.insert(oracle::Clause(id));
    return set;
}

TEST(KeepReason, ClausesFirstThenCoverageThenPairs) {
    EXPECT_EQ(external::keep_reason(0, {}), KeepReason::None);
    EXPECT_EQ(external::keep_reason(2, {5, 3}), KeepReason::NewClause);
    EXPECT_EQ(external::keep_reason(0, {5, 3}), KeepReason::ChildCoverageGrew);
    EXPECT_EQ(external::keep_reason(0, {0, 1}), KeepReason::NewClauseEdgePair);
    EXPECT_FALSE(external::through_child_coverage(KeepReason::NewClause));
    EXPECT_TRUE(external::through_child_coverage(KeepReason::ChildCoverageGrew));
    EXPECT_TRUE(external::through_child_coverage(KeepReason::NewClauseEdgePair));
}

TEST(ChildFeedback, NewFeaturesThenNothingForTheSameGame) {
    ChildFeedback feedback;
    const std::vector<oracle::ClauseSet> clauses = {clauses_of({0}), clauses_of({1, 2})};
    const std::vector<std::vector<std::uint32_t>> child = {{10, 11}, {11, 12, 13}};
    const ChildNovelty first = feedback.note(clauses, child);
    EXPECT_EQ(first.new_features, 4u);
    EXPECT_EQ(first.new_pairs, 2u);
    const ChildNovelty again = feedback.note(clauses, child);
    EXPECT_EQ(again.new_features, 0u);
    EXPECT_EQ(again.new_pairs, 0u);
    EXPECT_EQ(feedback.distinct_features(), 4u);
}

TEST(ChildFeedback, OldEdgesUnderOtherClausesAreANewPair) {
    ChildFeedback feedback;
    feedback.note({clauses_of({0}), clauses_of({1})}, {{10}, {11}});
    // Ply 1's edges with ply 0's clauses: each half seen, the pair not.
    const ChildNovelty swapped = feedback.note({clauses_of({0}), clauses_of({0})}, {{10}, {11}});
    EXPECT_EQ(swapped.new_features, 0u);
    EXPECT_EQ(swapped.new_pairs, 1u);
    EXPECT_EQ(external::keep_reason(0, swapped), KeepReason::NewClauseEdgePair);
    // Old clauses on a path of the child's no ply took with them.
    const ChildNovelty other_path = feedback.note({clauses_of({1})}, {{10}});
    EXPECT_EQ(other_path.new_pairs, 1u);
}

TEST(ChildFeedback, AflHitClassesAreOneEdge) {
    ChildFeedback afl(true);
    afl.note({clauses_of({3})}, {{(7u << 3) | 0u}});
    // The same edge run more often: the same path, so nothing new.
    const ChildNovelty more_hits = afl.note({clauses_of({3})}, {{(7u << 3) | 4u}});
    EXPECT_EQ(more_hits.new_features, 0u);
    EXPECT_EQ(more_hits.new_pairs, 0u);
    EXPECT_EQ(external::keep_reason(0, more_hits), KeepReason::None);
    EXPECT_EQ(external::child_edges({(7u << 3) | 1u, (7u << 3) | 4u, (9u << 3) | 2u}, true),
              (std::vector<std::uint32_t>{7u, 9u}));
    EXPECT_EQ(external::child_edges({57u, 60u}, false), (std::vector<std::uint32_t>{57u, 60u}))
        << "a shim's ids are edges already";
}

TEST(ChildFeedback, OldPairsInANewMixAreNotNew) {
    // Every position runs its own mix of the child's edges; a whole ply's
    // set of edges is new almost every time. Only a pair never run together
    // (a clause, an edge) counts, so the old pairs in a new mix keep nothing.
    ChildFeedback feedback;
    feedback.note({clauses_of({0, 1}), clauses_of({2})}, {{10, 11, 12}, {13}});
    const ChildNovelty mixed = feedback.note({clauses_of({0}), clauses_of({1}), clauses_of({0, 1})}, {{11}, {10, 12}, {12}});
    EXPECT_EQ(mixed.new_features, 0u);
    EXPECT_EQ(mixed.new_pairs, 0u);
    EXPECT_EQ(external::keep_reason(0, mixed), KeepReason::None);
    EXPECT_EQ(feedback.distinct_pairs(), 7u);  // (0|1, 10|11|12), (2, 13)
}

TEST(ChildFeedback, PliesTheOtherSideLacksCountWithAnEmptySet) {
    ChildFeedback feedback;
    const ChildNovelty n = feedback.note({clauses_of({0})}, {{1}, {2}, {3}});
    EXPECT_EQ(n.new_features, 3u);
    EXPECT_EQ(n.new_pairs, 3u);
}

constexpr const char* kStart = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

TEST(StartFieldEdits, EachFieldAndNoEdit) {
    EXPECT_EQ(external::edit_start_fields(kStart, 0), kStart);
    EXPECT_EQ(external::edit_start_fields(kStart, 3), kStart);
    EXPECT_EQ(external::edit_start_fields(kStart, 4 | (5 << 3)), "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 100 1");
    EXPECT_EQ(external::edit_start_fields(kStart, 5 | (3 << 3)), "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 80");
    // Castling: the letters whose bit is set, in order.
    EXPECT_EQ(external::edit_start_fields(kStart, 6 | (0b0101 << 3)), "r3k2r/8/8/8/8/8/8/R3K2R w Kk - 0 1");
    EXPECT_EQ(external::edit_start_fields(kStart, 6), "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1");
    EXPECT_EQ(external::edit_start_fields(kStart, 7 | (4 << 3)), "r3k2r/8/8/8/8/8/8/R3K2R w KQkq e6 0 1");
    EXPECT_EQ(external::edit_start_fields("8/8/8/8/8/8/8/8 b - -", 7 | (2 << 3)), "8/8/8/8/8/8/8/8 b - c3 0 1");
    EXPECT_EQ(external::edit_start_fields("not a fen", 4), "not a fen");
}

external::DiffGame seed_game() {
    external::DiffGame game;
    game.start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    game.moves = {"e2e4", "e7e5", "g1f3", "b8c6"};
    game.own_observation = true;
    return game;
}

TEST(GuidedSearch, GamesGoPastPliesAndStartsAreEdited) {
    constexpr std::size_t kPlies = 6;
    external::GuidedSearch search(7, kPlies, "oracle");
    search.add_seed(seed_game());
    std::size_t longest = 0;
    std::set<std::string> starts;
    for (int i = 0; i < 400; ++i) {
        const external::DiffGame game = search.next();
        longest = std::max(longest, game.moves.size());
        starts.insert(game.start_fen);
        search.keep_last(KeepReason::NewClause);  // so that games grow on what grew
    }
    EXPECT_GT(longest, kPlies);
    EXPECT_LE(longest, external::GuidedSearch::kLongerGames * kPlies);
    EXPECT_GT(starts.size(), 2u) << "the start's fields are edited";
    for (const std::string& s : starts) EXPECT_EQ(s.substr(0, 44), seed_game().start_fen.substr(0, 44));
}

// A memo keyed on part of the position shows only when a position comes
// back with other rights: each new game is played again at once with one
// start field edited and its plies as they were (the sweep).
TEST(GuidedSearch, NewGamesArePlayedAgainWithOneStartFieldEdited) {
    const external::DiffGame seed = seed_game();  // no castling move at any ply: the same bytes pick the same moves
    external::GuidedSearch search(11, 8, "oracle");
    search.add_seed(seed);
    std::set<std::string> swept_starts;
    for (int i = 0; i < 16; ++i) {
        const external::DiffGame game = search.next();
        if (game.moves == seed.moves && game.start_fen != seed.start_fen) swept_starts.insert(game.start_fen);
    }
    // Three sweeps (halfmove clock, fullmove number, castling); no en
    // passant square of the start is one a pawn passed, which the
    // reference refuses.
    EXPECT_GE(swept_starts.size(), 3u);
    for (const std::string& s : swept_starts) EXPECT_EQ(s.substr(0, 45), seed.start_fen.substr(0, 45)) << s;
}

// A sweep whose edit leaves the start as it was (castling rights the start
// has not, an en passant square no pawn passed) would replay the game as it
// was: none is queued.
TEST(GuidedSearch, SweepsNeverReplayTheGameAsItWas) {
    external::DiffGame seed;
    seed.start_fen = "4k3/8/8/8/8/8/8/4K2R w - - 0 1";  // no rights, no pawn: two fields to sweep
    seed.moves = {"h1h2", "e8d8", "h2h3", "d8e8", "h3g3", "e8d8"};
    seed.own_observation = true;
    // A search seed whose random edits never happen to give the seed back
    // in these 16 games (on so short a game, many do).
    external::GuidedSearch search(4, 8, "oracle");
    search.add_seed(seed);
    std::size_t swept = 0, replays = 0;
    for (int i = 0; i < 16; ++i) {
        const external::DiffGame game = search.next();
        // A sweep plays the seed's moves, or fewer of them when its clock
        // edit ends the game sooner.
        const std::size_t common = std::min(game.moves.size(), seed.moves.size());
        const bool seed_moves = std::equal(game.moves.begin(), game.moves.begin() + long(common), seed.moves.begin());
        if (game.start_fen != seed.start_fen && seed_moves) ++swept;
        if (game.start_fen == seed.start_fen && game.moves == seed.moves) ++replays;
    }
    EXPECT_GE(swept, 2u) << "the halfmove clock and the fullmove number";
    EXPECT_EQ(replays, 0u) << "the castling and en passant sweeps would replay the seed";
}

// Sweeps of the game `keep` keeps next: the games among the 16 after it that
// play its moves from another start.
std::size_t sweeps_after_keeping(KeepReason keep) {
    external::GuidedSearch search(11, 8, "oracle");
    search.add_seed(seed_game());
    for (int i = 0; i < 16; ++i) search.next();  // the seed's own sweeps
    const external::DiffGame kept = search.next();
    search.keep_last(keep);
    std::set<std::string> swept_starts;
    for (int i = 0; i < 16; ++i) {
        const external::DiffGame game = search.next();
        if (!kept.moves.empty() && game.moves == kept.moves && game.start_fen != kept.start_fen)
            swept_starts.insert(game.start_fen);
    }
    return swept_starts.size();
}

// A game kept for a (clause, child edge) pair alone ran no new code, and
// with --coverage most keeps are such: sweeping them left the random edits
// too few games. Other keeps are swept.
TEST(GuidedSearch, KeepsForAPairAloneAreNotSwept) {
    EXPECT_GE(sweeps_after_keeping(KeepReason::NewClause), 2u);
    EXPECT_GE(sweeps_after_keeping(KeepReason::ChildCoverageGrew), 2u);
    EXPECT_EQ(sweeps_after_keeping(KeepReason::NewClauseEdgePair), 0u);
}

// A start whose halfmove clock has reached 100 has ended before any move
// (rules §2): the search compares it alone, as a move from it would be play
// past the end, where clocks beyond 100 are no rule's business.
TEST(GuidedSearch, NoMoveFromAStartThatHasEnded) {
    auto reference = harness::make_implementation("oracle");
    ASSERT_EQ(reference->load("4k3/8/8/8/8/8/2q5/5K2 b - - 99 29", false), "");
    EXPECT_EQ(harness::ending_before_any_move(*reference), "");
    ASSERT_EQ(reference->load("4k3/8/8/8/8/8/2q5/5K2 b - - 100 29", false), "");
    EXPECT_EQ(harness::ending_before_any_move(*reference), "fifty-moves");

    external::DiffGame seed;
    seed.start_fen = "4k3/8/8/8/8/8/2q5/5K2 b - - 100 29";
    external::GuidedSearch search(5, 8, "oracle");
    search.add_seed(seed);
    int ended_starts = 0;
    for (int i = 0; i < 60; ++i) {
        const external::DiffGame game = search.next();
        search.keep_last(KeepReason::NewClause);
        if (game.start_fen.find(" 100 ") == std::string::npos) continue;
        ++ended_starts;
        EXPECT_TRUE(game.moves.empty()) << game.start_fen << " then " << game.moves.front();
    }
    EXPECT_GT(ended_starts, 0);
}

TEST(GuidedSearch, HiddenMovesAreQuietAndUnseen) {
    auto player = harness::make_implementation("oracle");
    // Black's rook sees the open a-file and b8-d8; its king d7-f7, d8, f8.
    ASSERT_EQ(player->load("r3k3/8/8/8/8/8/1p6/R3K3 w - - 0 1", false), "");
    const std::vector<std::string> hidden = external::hidden_moves(*player, player->moves());
    // Not Ra1xa8 (a capture), nor any other rook move (from a1, which
    // Black's rook sees): the king's moves, which Black sees neither end of.
    EXPECT_EQ(hidden, (std::vector<std::string>{"e1d1", "e1d2", "e1e2", "e1f1", "e1f2"}));
    // Black: b2xa1 is a capture, b2-b1 lands where White's rook sees; the
    // king's moves are left.
    ASSERT_EQ(player->load("4k3/8/8/8/8/8/1p6/R3K3 b - - 0 1", false), "");
    for (const std::string& m : external::hidden_moves(*player, player->moves())) EXPECT_EQ(m.substr(0, 2), "e8") << m;
    EXPECT_FALSE(external::hidden_moves(*player, player->moves()).empty());
}

TEST(GuidedSearch, GamesBredFromACoverageKeepAreMarked) {
    external::GuidedSearch search(3, 8, "oracle");
    search.add_seed(seed_game());
    search.next();
    EXPECT_FALSE(search.last_through_child()) << "a seed is no coverage keep";
    search.keep_last(KeepReason::ChildCoverageGrew);
    EXPECT_EQ(search.kept_for_child(), 1u);
    std::size_t marked = 0, unmarked = 0;
    for (int i = 0; i < 100; ++i) {
        search.next();
        (search.last_through_child() ? marked : unmarked) += 1;
    }
    // Half the games come from the kept pool (all bred from the coverage
    // keep), half from the seeds.
    EXPECT_GT(marked, 20u);
    EXPECT_GT(unmarked, 20u);
    search.keep_last(KeepReason::NewClause);
    EXPECT_EQ(search.kept(), 2u);
    EXPECT_EQ(search.kept_for_child(), 1u);
}

}  // namespace
