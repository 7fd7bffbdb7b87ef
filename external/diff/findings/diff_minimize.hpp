// Shrinks a game on which an external implementation disagrees with the
// reference into the smallest scenario that still diverges in the same
// kind of state (the position it writes, its moves, vision, observation,
// P, ...) at a ply no later than the original's. Not the same check: one
// fault shows as different checks from different starts (a dropped en
// passant square fails "the position it writes" deep in a game, and "the
// truth is in its P" from the position right after the double push).
//
// In order: the shortest prefix of plies; the latest start along the game
// (so beliefs start small); each remaining move left out where the game
// still diverges; a start with fewer pieces; plain clocks. A failure that
// does not come back on a fresh run is returned unchanged.
#pragma once

#include <chrono>
#include <cstddef>

#include "external/diff/game/diff_game.hpp"

namespace external {

struct Minimized {
    DiffGame game;
    DiffGameResult result;
    std::size_t runs = 0;     // games played while minimizing
    bool reproduced = false;  // the divergence came back on a fresh run
};

Minimized minimize_failure(ExternalImplementation& external, const DiffGame& game, const DiffGameResult& failing,
                           const DiffSettings& settings, std::chrono::seconds budget);

}  // namespace external
