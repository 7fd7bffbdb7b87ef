// Both colours' P compared after a ply, while P is small: the truth in the
// external side's P, |P|, and the boards themselves, each board it writes
// read by the reference as meaning. The one place a diff compares beliefs,
// so that other ways to ask about a large P (membership, samples) come in
// here without touching the game loop.
#pragma once

#include <cstddef>

#include "external/diff/diff_findings.hpp"
#include "external/diff/diff_sides.hpp"

namespace external {

// Compares both colours' P; true when either side's P of either colour has
// more than `belief_limit` boards (the game then stops comparing beliefs).
bool compare_beliefs(DiffSides& sides, DiffFindings& findings, std::size_t belief_limit);

}  // namespace external
