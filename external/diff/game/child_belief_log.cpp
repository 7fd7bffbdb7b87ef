#include "external/diff/game/child_belief_log.hpp"

namespace external {

void ChildBeliefLog::note(std::size_t ply, char colour, const ExternalBelief& belief) {
    if (ply == 0) return;
    // Plies only grow within a game, so a repeat is among the last rows.
    for (auto it = rows_.rbegin(); it != rows_.rend() && it->ply >= ply; ++it)
        if (it->ply == ply && it->colour == colour) return;
    rows_.push_back({ply, colour, belief.size, belief.fens});
}

}  // namespace external
