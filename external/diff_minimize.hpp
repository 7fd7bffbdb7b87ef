// Shrinks a game on which an external implementation disagrees with the
// reference into the smallest scenario that still fails the same check:
// first the shortest prefix of plies, then the latest start along the game
// (the position a few plies before the failure, so beliefs start small),
// then a start with fewer pieces and plain clocks, wherever one still
// fails. A failure that does not reproduce is returned unchanged.
#pragma once

#include <chrono>
#include <cstddef>

#include "external/diff_game.hpp"

namespace external {

struct Minimized {
    DiffGame game;
    DiffGameResult result;
    std::size_t runs = 0;     // games played while minimizing
    bool reproduced = false;  // the failure came back on a fresh run
};

Minimized minimize_failure(ExternalImplementation& external, const DiffGame& game, const DiffGameResult& failing,
                           const DiffSettings& settings, std::chrono::seconds budget);

}  // namespace external
