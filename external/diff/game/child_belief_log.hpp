// What the child said its P was at each ply of a game: |P|, and its boards
// while P is within --belief-limit. Kept in the game's result (not part of
// what the minimizer compares) so that `fogproof diff --write-belief-log`
// can hand it to `fogproof audit`, which recomputes P from the record
// without trusting the reference the diff ran against.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "external/protocol/external_implementation.hpp"

namespace external {

struct ChildBelief {
    std::size_t ply = 0;  // 1: after the first move
    char colour = 'w';
    std::size_t size = 0;
    std::optional<std::vector<std::string>> fens;  // none past the limit
};

class ChildBeliefLog {
public:
    // One report of `colour`'s P at `ply`. The start (ply 0) is no row of a
    // log, and a ply already noted is not noted again: after a refused probe
    // the position is the same, and its P must be too (the diff compares it).
    void note(std::size_t ply, char colour, const ExternalBelief& belief);
    const std::vector<ChildBelief>& rows() const { return rows_; }

private:
    std::vector<ChildBelief> rows_;
};

}  // namespace external
