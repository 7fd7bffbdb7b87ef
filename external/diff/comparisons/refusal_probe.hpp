// One request the external side must refuse (external/diff/sources/error_paths.hpp
// builds them), sent and its reply judged. What the game does next (compare
// the state again, or bring the external side back to it) is the game
// loop's to decide (external/diff/comparisons/lockstep_game.cpp).
#pragma once

#include "external/diff/game/diff_findings.hpp"
#include "external/diff/game/diff_game.hpp"
#include "external/diff/game/diff_sides.hpp"

namespace external {

enum class ProbeAnswer {
    NotAProbe,        // the reference accepts the FEN it loads: nothing sent
    Refused,          // as it must be
    AcceptedByRight,  // the other reading of an open question accepts it: noted
    Accepted,         // the rules refuse it: a divergence
};

ProbeAnswer send_probe(DiffSides& sides, DiffFindings& findings, const Probe& probe);

}  // namespace external
