// Move-path enumeration (perft) for validating the move generator.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "engine/position.hpp"

namespace fog {

enum class Rules { Fog, Standard };

// Fog perft: pseudo-legal fog moves; a position without one of the kings
// is terminal with 0 moves. Leaves are counted in bulk at depth 1.
std::uint64_t fog_perft(const Position& p, int depth);

// Standard-chess perft with legal moves (king safety), for validation
// against published counts.
std::uint64_t standard_perft(const Position& p, int depth);

// Per-move counts at the root (depth >= 1).
std::vector<std::pair<Move, std::uint64_t>> perft_divide(const Position& p, int depth, Rules rules);

}  // namespace fog
