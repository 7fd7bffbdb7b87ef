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

#include <cstddef>
#include <cstdint>
#include <vector>

namespace coverage {

// A bit per (reference feature, child feature): a row of 2^20 bits per
// reference feature (a rule clause: a few hundred at most), made when that
// feature first comes. A ply pairs each of its clauses with each of its
// child edges, tens of thousands of pairs a ply for a native child
// (fogproof serve runs thousands of edges a ply), so a hash set per pair
// would cost a node allocation each; a row is 128 KiB, walked in order by
// sorted edges. The child feature's low 20 bits are its column: exact for
// an AFL++ map of up to 2^20 edges; for a shim's hashed ids, two ids of n
// share a column with odds about n / 2^20, and then the second pair reads
// as seen.
class DeltaDiversity {
public:
    static constexpr unsigned kColumnBits = 20;

    // Whether the pair (a reference feature, a child feature) is new; it is
    // remembered either way.
    bool note(std::uint32_t reference, std::uint32_t child) {
        if (reference >= rows_.size()) rows_.resize(std::size_t(reference) + 1);
        std::vector<std::uint64_t>& row = rows_[reference];
        if (row.empty()) row.assign((std::size_t(1) << kColumnBits) / 64, 0);
        const std::uint32_t column = child & ((1u << kColumnBits) - 1);
        std::uint64_t& word = row[column / 64];
        const std::uint64_t bit = std::uint64_t(1) << (column % 64);
        if ((word & bit) != 0) return false;
        word |= bit;
        ++distinct_;
        return true;
    }
    std::size_t distinct() const { return distinct_; }

private:
    std::vector<std::vector<std::uint64_t>> rows_;
    std::size_t distinct_ = 0;
};

}  // namespace coverage
