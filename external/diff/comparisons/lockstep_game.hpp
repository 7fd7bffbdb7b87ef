// The game loop: one game played by the reference and an external
// implementation in lockstep, every ply compared by this room's
// comparisons (external/diff/comparisons/state_comparison.hpp,
// external/diff/comparisons/belief_comparison.hpp), then the probes sent
// (external/diff/comparisons/refusal_probe.hpp). What a game is, its sides
// and its record are one room below (external/diff/game/diff_game.hpp).
#pragma once

#include "external/diff/game/diff_game.hpp"
#include "external/diff/game/known_differences.hpp"
#include "external/protocol/external_implementation.hpp"

namespace external {

// Plays `game` from its start on both. Throws ProtocolError on a protocol
// fault of the external side. With `known`, a ply whose every difference
// is known does not end the game (DiffGameResult::after_known).
DiffGameResult run_diff_game(ExternalImplementation& external, const DiffGame& game, const DiffSettings& settings,
                             KnownDifferences* known = nullptr);

}  // namespace external
