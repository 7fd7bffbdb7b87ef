// After the implementation accepted a load that the other reading of an
// open question accepts (a castling right whose king or rook is not in
// place; a halfmove clock over 100), it must then hold the position of
// that other reading: the right dropped, as python-chess drops it; the
// same board and moves whatever the clock. An implementation that keeps
// what the other reading drops (OpenSpiel kept a right whose king stood on
// d1, and offered d1g1) reads neither docs/rules.md nor the other reading:
// a disagreement, named by the open question's clause.
#pragma once

#include "external/diff/diff_findings.hpp"
#include "external/diff/diff_game.hpp"
#include "external/diff/diff_sides.hpp"

namespace external {

// Compares the implementation's position, moves and vision, right after
// it accepted `probe`, with the reference's reading of the other answer.
void compare_other_reading_state(DiffSides& sides, DiffFindings& findings, const Probe& probe);

}  // namespace external
