// Sample positions shared by the benchmarks: a fixed, seeded set, so two
// runs (and two builds under comparison) measure the same work.
#pragma once

#include <cstddef>
#include <vector>

#include "engine/position.hpp"

namespace fogbench {

// A move made in a sample game: the board before it and the board after.
struct Transition {
    fog::Position before;
    fog::Position after;
};

// `count` transitions from seeded random fog playouts, started in turn from
// each of the six wiki perft positions. A playout ends at a king capture, a
// position without moves or `max_plies`; the next one starts from the next
// wiki position. The same arguments always give the same transitions.
std::vector<Transition> random_playout_transitions(std::size_t count, int max_plies = 80,
                                                   unsigned long long seed = 20240601);

}  // namespace fogbench
