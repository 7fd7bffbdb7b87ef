// `fogproof diff --fuzz SECONDS`: games grown by mutation after the fixed
// sources, kept when they exercise a rule clause, or a pair of clauses in
// one ply, that no game of the run exercised before (the oracle's clause
// marks, oracle/clauses.hpp, are the coverage). A game is a start, the
// own-move-observation setting and one byte per ply choosing the move
// among the reference's sorted moves; the mutations are the fuzzers' game
// edits (harness/game_edits.hpp). Every game of the run is a seed.
#pragma once

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "external/diff/game/diff_game.hpp"
#include "oracle/clauses.hpp"

namespace external {

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
    void keep_last();

    std::size_t executions() const { return executions_; }
    std::size_t kept() const { return kept_; }
    std::size_t features() const { return features_; }

private:
    struct Genome {
        std::vector<std::uint8_t> bytes;  // plies (the last first), then own-observation and start bytes
    };
    static constexpr std::size_t kSettings = 2;
    DiffGame decode(const Genome& genome);

    std::mt19937_64 random_;
    std::size_t max_plies_;
    std::string reference_;
    std::vector<std::string> starts_;
    std::vector<Genome> seeds_, kept_genomes_;
    Genome last_;
    std::vector<bool> seen_;  // singles, then pairs
    std::size_t executions_ = 0, kept_ = 0, features_ = 0;
};

}  // namespace external
