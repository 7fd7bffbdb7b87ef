// Sorting position keys in key_less order, the belief update's dearest
// step after expanding P.
//
// std::sort compares 32-byte keys about log2(n) times each, with a branch
// the processor cannot predict. A most-significant-digit radix sort
// buckets them instead, a few bits at a time from the top: key_less is the
// order of the keys' 256 bits read from words[0]'s high bit down, so
// keys bucketed by their leading bits, and each bucket sorted the same way,
// are sorted.
//
// The keys of one belief agree on most bits (every board shows the viewer
// the same pieces), so fixed-width digits would mostly bucket bits every
// key shares. Each pass therefore takes as its digit the first few bits in
// which the keys of the range differ, gathered together (gather_bits):
// since the range agrees on every bit above them, ordering by them is
// ordering by key_less, and each pass splits the range as far as it can.
//
// Given a scratch buffer, ranges are distributed out of place, down to
// the comparison sort's size: an in-place pass (American flag sort) swaps
// keys between random slots of the whole range, and on the
// half-million-key runs of a belief update nearly every swap missed the
// cache. Writing each bucket as a stream instead touches one cache line
// per bucket at a time, with no branch to mispredict.
#pragma once

#include <cstddef>

#include "engine/key.hpp"

namespace fog {

// Sorts [first, last) by key_less (equal keys end up adjacent), in place.
void sort_keys(PositionKey* first, PositionKey* last);

// The same order, faster on large ranges: `scratch` must hold last - first
// keys; what it holds afterwards is unspecified. When the bits in which the
// keys differ fit two words, they are sorted packed into 16 bytes
// (engine/key_packing.hpp).
void sort_keys(PositionKey* first, PositionKey* last, PositionKey* scratch);

// sort_keys through `scratch`, then each key once: returns how many unique
// keys are left at the front (the packed sort drops repeats as it unpacks).
std::size_t sort_unique_keys(PositionKey* first, PositionKey* last, PositionKey* scratch);

}  // namespace fog
