// Both colours' P compared after a ply. While P is small (--belief-limit):
// the truth in the external side's P, |P|, and the boards themselves, each
// board it writes read by the reference as meaning; beyond, up to
// --belief-max, at scale (external/diff/comparisons/belief_at_scale.hpp). The one
// place a diff compares beliefs.
#pragma once

#include <cstddef>

#include "external/diff/game/diff_findings.hpp"
#include "external/diff/game/diff_sides.hpp"

namespace external {

// Compares both colours' P that are still tracked (a colour whose P the
// external side froze stops alone); true when either side's P of either
// colour has more than settings.belief_max boards (the game then stops
// comparing beliefs).
bool compare_beliefs(DiffSides& sides, DiffFindings& findings, const DiffSettings& settings);

}  // namespace external
