// NEZHA's δ-diversity (Petsios et al., IEEE S&P 2017) for a differential
// search: an input is worth keeping when a pair of what the two sides did
// with it is new, even when neither side ran anything new on its own.
//
// NEZHA pairs whole behaviours (the tuple of each side's edge set); with a
// child whose every position runs a slightly different set of edges, almost
// every ply's whole set is new, and a search keeping on it keeps nearly
// every game (about 80% of chess.js's, measured). So the pairs here are of
// single features: (one feature of the reference's, one of the child's),
// for instance a rule clause and a child edge that ran in the same ply. A
// pair is new when the child ran that code under that rule for the first
// time: the same rule down another path of the child's, or the same path
// under another rule; and the set of such pairs is bounded, so it saturates.
#pragma once

#include <cstdint>
#include <unordered_set>

namespace coverage {

class DeltaDiversity {
public:
    // Whether the pair (a reference feature, a child feature) is new; it is
    // remembered either way.
    bool note(std::uint32_t reference, std::uint32_t child) {
        return seen_.insert(std::uint64_t(reference) << 32 | child).second;
    }
    std::size_t distinct() const { return seen_.size(); }

private:
    std::unordered_set<std::uint64_t> seen_;
};

}  // namespace coverage
