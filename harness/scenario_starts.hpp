// The start positions the moves and belief scenarios pick from with their
// first byte. Chosen so the shapes where fog chess and standard chess part
// ways are a few bytes away: en passant while the capturer's king is
// attacked, castling out of and through attacked squares, promotions with
// captures on castling squares, king captures, the fifty-move ending,
// repetition, a side left with no move.
//
// Append only: a committed fuzz input names its start by index, so
// reordering this list would silently change what old inputs test. (An
// input whose start byte is past the end wraps around, and so changes
// meaning when the list grows: regression inputs are committed with the
// start byte set to the index itself; see corpus/regressions/INDEX.md.)
#pragma once

#include <string>
#include <vector>

namespace harness {

struct ScenarioStart {
    std::string name;
    std::string fen;
    // Moves played from `fen` before the input's own: the game's history
    // (knights going out and back, so that a few more plies repeat a
    // position for the third time). Checked like any ply; beliefs start
    // after them, from the position they reach, so that P is still small
    // when the repetition comes.
    std::vector<std::string> opening = {};
};

const std::vector<ScenarioStart>& scenario_starts();

}  // namespace harness
