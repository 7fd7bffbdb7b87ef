// Shrinks a game on which an external implementation disagrees with the
// reference into the smallest scenario that still fails with the same
// primary signature (external/diff/findings/finding_signature.hpp: the
// kind of state, the kind of difference, the deciding clause) at a ply no
// later than the original's. Not the same check: one fault shows as
// different checks from different starts, and a scenario that kept only
// the kind of state could replay another finding (a kings-only start that
// shows only an empty castling field, for a castling move played without
// its right).
//
// In order: the shortest prefix of plies; the latest start along the game
// (so beliefs start small); each remaining move left out where the game
// still diverges; a start with fewer pieces; plain clocks. A failure that
// does not come back on a fresh run is returned unchanged.
//
// A finding met after a known difference (--known) is minimized with the
// known differences set aside, as the run set them aside, so that its
// scenario fails with its own signature, not with the known one.
#pragma once

#include <chrono>
#include <cstddef>

#include "external/diff/findings/known_findings.hpp"
#include "external/diff/game/diff_game.hpp"

namespace external {

struct Minimized {
    DiffGame game;
    DiffGameResult result;
    std::size_t runs = 0;     // games played while minimizing
    bool reproduced = false;  // the divergence came back on a fresh run
};

Minimized minimize_failure(ExternalImplementation& external, const DiffGame& game, const DiffGameResult& failing,
                           const DiffSettings& settings, std::chrono::seconds budget,
                           const KnownFindings& known = {});

}  // namespace external
