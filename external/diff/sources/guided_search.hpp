// `fogproof diff --fuzz SECONDS`: games grown by mutation after the fixed
// sources, kept when they exercise a rule clause, or a pair of clauses in
// one ply, that no game of the run exercised before (the oracle's clause
// marks, oracle/clauses.hpp, are the coverage). A game is a start, the
// own-move-observation setting, an edit of the start's fields (clocks,
// fullmove number, castling, en passant: paths no clause asks for; an edit
// the reference refuses leaves the start as it was) and one byte per ply
// choosing the move among the reference's sorted moves; the mutations are
// the fuzzers' game edits (harness/game_edits.hpp), and a game may grow
// past --plies (to kLongerGames times it), where late-game paths are.
// One game in four (once the own-observation byte is edited) has a hidden
// run: for several plies both sides choose among hidden_moves() only, so
// that P grows large (bulk belief paths, thresholds on |P|: what the
// hand-written hidden-moves generator reaches, found by the search).
// Every game of the run is a seed.
//
// Every seed and every game kept for a new clause or new child code (not
// for a (clause, child edge) pair alone) is also played again with each
// start field edited once and its ply bytes unchanged (a sweep, as AFL's
// deterministic stage walks a new input's bytes before random edits): a
// child that memoises on part of the position (placement and side to move,
// forgetting castling or en passant) meets a position it answered before
// with other rights exactly so, where random edits of one byte among many
// reach it rarely. Sweeps take at most one game in four, and only edits
// that change the start are swept.
//
// With --coverage the child's own coverage joins the clauses
// (child_feedback.hpp): the run tells keep_last() why a game was kept, and
// a game bred from one kept for the child's coverage is marked so, for the
// report's "reached through the child's coverage".
#pragma once

#include <cstdint>
#include <deque>
#include <random>
#include <string>
#include <vector>

#include "external/diff/game/diff_game.hpp"
#include "external/diff/sources/child_feedback.hpp"
#include "harness/implementation.hpp"
#include "oracle/clauses.hpp"

namespace external {

// `fen` with one of its fields edited as `edit` says (halfmove clock,
// fullmove number, castling subset, en passant square; half the values
// leave it alone); a FEN of fewer than four fields comes back unchanged.
// The result may be invalid: the caller asks the reference.
std::string edit_start_fields(const std::string& fen, std::uint8_t edit);

// The moves of `moves` (the legal moves of `player`'s position) that let
// the opponent's belief grow: quiet (no capture, en passant included) and
// unseen, neither their from nor their to square in the opponent's
// vision. Each such move is one more board the opponent must keep.
std::vector<std::string> hidden_moves(const harness::Implementation& player, const std::vector<std::string>& moves);

class GuidedSearch {
public:
    GuidedSearch(std::uint64_t seed, std::size_t max_plies, std::string reference);

    // A game of the run: a seed to mutate (its moves become choice bytes).
    void add_seed(const DiffGame& game);
    // The clause sets of a compared game's plies; returns how many features
    // (clauses, pairs of clauses in one ply) no game had before.
    std::size_t note(const std::vector<oracle::ClauseSet>& plies);

    // The next game to compare: a seed or a kept game, edited.
    DiffGame next();
    // Keeps the game next() gave last, to be edited further.
    void keep_last(KeepReason reason = KeepReason::NewClause);
    // Whether the game next() gave last descends from a game kept for the
    // child's coverage rather than a clause.
    bool last_through_child() const { return last_.through_child; }

    // The longest game the search plays, in multiples of --plies.
    static constexpr std::size_t kLongerGames = 4;

    std::size_t executions() const { return executions_; }
    std::size_t kept() const { return kept_; }
    std::size_t kept_for_child() const { return kept_for_child_; }
    // Of those, the games kept for a new (clauses, child edges) pair alone.
    std::size_t kept_for_pair() const { return kept_for_pair_; }
    std::size_t features() const { return features_; }

private:
    struct Genome {
        // Plies (the last first), then the start-edit, own-observation and
        // start bytes. The own-observation byte's low 2 bits give the
        // setting, the others the hidden run (hidden_run_of()).
        std::vector<std::uint8_t> bytes;
        bool through_child = false;       // bred from a game kept for the child's coverage
    };
    static constexpr std::size_t kSettings = 3;
    // Sweeps waiting beyond this many: the oldest are dropped, as newer
    // games reach further.
    static constexpr std::size_t kMaxQueuedSweeps = 64;
    // One game in this many is a sweep, when one waits: sweeps of games
    // with a large P cost as much as those games, and the random edits
    // must keep the time to grow P (thresholds on |P|, the incident).
    static constexpr std::size_t kSweepEvery = 4;
    DiffGame decode(const Genome& genome);
    // Loads into `reference` the start `bytes` play and returns it: the
    // start byte's start with the start-edit byte's edit if `reference`
    // accepts it, else the start as it is; "" when it refuses that too.
    std::string load_start(const std::vector<std::uint8_t>& bytes, harness::Implementation& reference) const;
    // Queues `g` once per start field (clocks, fullmove, castling, en
    // passant), that field edited to a random value that changes the start
    // and that the reference accepts, the plies as they are.
    void queue_sweeps(const Genome& g);

    std::mt19937_64 random_;
    std::size_t max_plies_;
    std::string reference_;
    std::vector<std::string> starts_;
    std::vector<Genome> seeds_, kept_genomes_;
    std::deque<Genome> sweeps_;
    Genome last_;
    std::vector<bool> seen_;  // singles, then pairs
    std::size_t executions_ = 0, kept_ = 0, kept_for_child_ = 0, kept_for_pair_ = 0, features_ = 0;
};

}  // namespace external
