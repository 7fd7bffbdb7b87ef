// A belief as a neutral value: its boards in order, without repeats.
//
// Why not std::set: the belief target compares both implementations' P at
// every ply, and a tree node per board (an allocation with its stack
// recorded, under AddressSanitizer) was most of that comparison's cost.
// One sorted vector holds the same set, in the same order.
#pragma once

#include <algorithm>
#include <cstddef>
#include <iterator>
#include <vector>

#include "harness/neutral.hpp"
#include "harness/state_digest.hpp"

namespace harness {

class NeutralBelief {
public:
    using value_type = DuplicateKey;
    using const_iterator = std::vector<DuplicateKey>::const_iterator;

    NeutralBelief() = default;
    // Any boards, in any order, repeats allowed: sorted once.
    explicit NeutralBelief(std::vector<DuplicateKey> boards);

    // Adds one board, keeping the order (a linear move: for a few boards;
    // build a large set with the constructor).
    void insert(DuplicateKey board);

    std::size_t size() const { return boards_.size(); }
    bool empty() const { return boards_.empty(); }
    std::size_t count(const DuplicateKey& board) const;
    const_iterator begin() const { return boards_.begin(); }
    const_iterator end() const { return boards_.end(); }
    friend bool operator==(const NeutralBelief&, const NeutralBelief&) = default;

private:
    std::vector<DuplicateKey> boards_;
};

// A board of a belief as a digest of its fields, and a whole belief as the
// sorted digests of its boards: equal beliefs give equal lists, and
// sorting 16-byte digests costs a fraction of sorting the keys themselves,
// so comparing two P goes through them first.
StateDigest digest_of(const DuplicateKey& board);
using BeliefDigests = std::vector<StateDigest>;  // sorted, repeats kept

// The sorted digests of `boards`, each read as a DuplicateKey by `key_of`.
template <class Boards, class KeyOf>
BeliefDigests sorted_digests(const Boards& boards, KeyOf key_of) {
    BeliefDigests digests;
    digests.reserve(std::size(boards));
    for (const auto& board : boards) digests.push_back(digest_of(key_of(board)));
    std::sort(digests.begin(), digests.end());
    return digests;
}

inline BeliefDigests sorted_digests(const NeutralBelief& belief) {
    return sorted_digests(belief, [](const DuplicateKey& board) -> const DuplicateKey& { return board; });
}

}  // namespace harness
