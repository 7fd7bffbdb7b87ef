// Operations on runs of keys that a belief update combines: sort a run,
// merge sorted runs into a sorted set without a second copy of the set,
// and keep the bottom-k sample of the cap (BeliefOptions::cap).
//
// Each of these gives the same set whatever way the keys were split into
// runs, which is why a belief does not depend on threads or chunking.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "engine/key.hpp"
#include "engine/key_buffer.hpp"

namespace fog {

// Sorts a run by key_less and drops its duplicates.
void sort_unique(KeyBuffer& run);
// The same, faster on large runs: sorts through `scratch`, room for
// run.size() keys whose contents are overwritten (a belief update lends the
// room its merge is about to fill, engine/belief.cpp).
void sort_unique(KeyBuffer& run, PositionKey* scratch);

// set := set ∪ runs; set and every run sorted and unique. The merge runs
// backwards inside set's own buffer (grown in place), so it needs room for
// the runs' keys only, never a second copy of the set.
void merge_into(KeyBuffer& set, const std::vector<const KeyBuffer*>& runs);

// The cap's order: keys ranked by their seeded hash, ties by the key.
// keep_bottom_k keeps the k first keys in that order (set sorted and
// unique, more than k keys) and returns the hash of the k-th. Every key
// that survives a later cap of a superset survives this one, so applying it
// to partial sets along the way cannot change the final sample.
std::uint64_t keep_bottom_k(KeyBuffer& set, std::size_t k, std::uint64_t seed);

// merge_into, then keep_bottom_k(set, cap, seed) when the merged set holds
// more than `cap` keys (cap 0: never), with one pass over the set less:
// the merge leaves its keys at the end of the buffer and the cut moves only
// the keys it keeps to the front. Returns the k-th hash when it cut.
//
// parts > 1: the merge is split into that many segments of the key space,
// merged side by side in the calling thread's TBB arena (then moved
// together, two more passes over the set that the cores share), and the
// cut's hashes are computed side by side: so that one large update scales
// past its expansion. The result is the same for every `parts`.
std::optional<std::uint64_t> merge_and_cap(KeyBuffer& set, const std::vector<const KeyBuffer*>& runs, std::size_t cap,
                                           std::uint64_t seed, int parts = 1);

// The estimate of a set's size from a bottom-k sample whose k-th hash is
// kth_hash: the k-th smallest of n uniform hashes sits near k/n of the hash
// space. Returns the fraction of the hash space below the sample.
double bottom_k_fraction(std::uint64_t kth_hash);

}  // namespace fog
