// What both sides say about the position after a ply, compared through
// neutral types: the observations of the move, the moves, the vision of
// both colours, and the position the external side writes, read by the
// reference as meaning. Each reports to DiffFindings; under the other
// reading of the end of the game (`game_over`: the reference's rules say
// the game has ended) an external side that no longer moves is a note.
#pragma once

#include <string>
#include <vector>

#include "external/diff/game/diff_findings.hpp"
#include "external/diff/game/diff_sides.hpp"

namespace external {

// Both colours' observations of the move just played, on their board part
// (the outcome is the reference's to decide).
void compare_observations(DiffSides& sides, DiffFindings& findings, bool game_over);

// The move set against `legal` (the reference's, sorted), then the vision
// of both colours.
void compare_moves_and_vision(DiffSides& sides, DiffFindings& findings, const std::vector<std::string>& legal,
                              bool game_over);

// The text it writes for the position, read by the reference; when it
// lacks only the en passant square the `legal` spelling drops, the
// finding names the incident's bug.
void compare_written_position(DiffSides& sides, DiffFindings& findings);

}  // namespace external
