// Differences a run already knows (`fogproof diff --known FILE`), as the
// game loop sees them. At a ply that differs, the loop asks which elements
// are known; those are set aside (the known vision squares, the known
// move) and the game goes on in lockstep with the reference, so that the
// rules behind a deliberate reading are still checked. What a known
// signature is lives one room down the way (external/diff/findings/), in
// the run that implements this (external/diff/diff_run.cpp).
#pragma once

#include <cstddef>
#include <vector>

#include "external/diff/game/diff_game.hpp"
#include "oracle/clauses.hpp"

namespace external {

class KnownDifferences {
public:
    virtual ~KnownDifferences() = default;
    // Whether `element` of a divergence of `kind` (failed check `check`)
    // at ply `ply` of `game` is known. The run records each known one it
    // meets (its group, how often).
    virtual bool known(const DiffGame& game, std::size_t ply, StateKind kind, const std::string& check,
                       const ElementDifference& element, const oracle::ClauseSet& exercised) = 0;
    // The same for a divergence that names no element.
    virtual bool known_check(StateKind kind, const std::string& check) = 0;
    // Whether a divergence is known as a whole, by its primary signature:
    // for the state of an other reading it took, whose elements are named
    // in that position, not the game's, and carry the question beside them.
    virtual bool known_whole(const DiffGame& game, std::size_t ply, const Divergence& divergence,
                             const oracle::ClauseSet& exercised) = 0;
};

}  // namespace external
