#include "engine/key_runs.hpp"

#include <algorithm>
#include <bit>
#include <cstring>

#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>

#include "engine/key_sort.hpp"

namespace fog {

void sort_unique(KeyBuffer& run) {
    sort_keys(run.begin(), run.end());
    run.truncate(std::size_t(std::unique(run.begin(), run.end()) - run.begin()));
}

void sort_unique(KeyBuffer& run, PositionKey* scratch) { run.truncate(sort_unique_keys(run.begin(), run.end(), scratch)); }

namespace {

// The first index of sorted, unique set[0, n) from which every key is above
// `bound` (all of them: 0 when there is no bound). Galloping from the top,
// so that a short block costs a few comparisons.
std::size_t set_keys_above(const PositionKey* set, std::size_t n, const PositionKey* bound) {
    if (!bound) return 0;
    std::size_t step = 1;
    while (step <= n && key_less(*bound, set[n - step])) step *= 2;
    const std::size_t low = step > n ? 0 : n - step;  // set[low] <= bound, or low == 0
    return std::size_t(std::upper_bound(set + low, set + n, *bound, key_less) - set);
}

}  // namespace

namespace {

// A sorted, unique stretch of keys: a run, or the part of one that a
// segment of a split merge takes.
struct Span {
    const PositionKey* keys;
    std::size_t size;
};

// The merge of one region: out[0, from_set) holds sorted, unique set keys
// and out has room for `total` keys (the set's plus the runs'); leaves
// their union at out[write, total) and returns write.
std::size_t merge_region_to_tail(PositionKey* out, std::size_t from_set, std::size_t total, const std::vector<Span>& runs) {
    // The heads of the runs, read from their ends. With a handful of
    // runs (one per worker) a linear scan for the largest head is cheaper
    // than a heap.
    std::vector<std::size_t> left;
    left.reserve(runs.size());
    for (const Span& r : runs) left.push_back(r.size);
    // Writing from the end: the next slot written is always at or beyond
    // the set's unread keys, because it is ahead of them by the runs' unread
    // keys plus the duplicates dropped.
    std::size_t write = total;
    for (;;) {
        const PositionKey* largest = from_set ? &out[from_set - 1] : nullptr;
        std::size_t source = runs.size();  // runs.size() stands for the set
        const PositionKey* largest_run_head = nullptr;
        for (std::size_t i = 0; i < runs.size(); ++i)
            if (left[i]) {
                const PositionKey* head = &runs[i].keys[left[i] - 1];
                if (!largest_run_head || key_less(*largest_run_head, *head)) largest_run_head = head;
                if (!largest || key_less(*largest, *head)) {
                    largest = head;
                    source = i;
                }
            }
        if (!largest) break;
        if (source == runs.size()) {
            // The set's largest keys usually come several in a row (the set
            // is far larger than a chunk's runs): every unread set key above
            // the largest run head moves in one block. None of them can equal
            // the key written last: the set holds no duplicates, and a run's
            // key is taken only when it is above the set's top (on a tie the
            // set's key goes first, key by key below, and the run's copy is
            // then dropped as a repeat).
            const std::size_t from = set_keys_above(out, from_set, largest_run_head);
            if (from < from_set) {
                const std::size_t block = from_set - from;
                write -= block;
                std::memmove(static_cast<void*>(out + write), out + from, block * sizeof(PositionKey));
                from_set = from;
                continue;
            }
        }
        const PositionKey key = *largest;
        if (source == runs.size()) --from_set;
        else --left[source];
        if (write == total || !(out[write] == key)) out[--write] = key;
    }
    return write;
}

// set ∪ runs, left in set's buffer from the returned index to its end
// (set.size()); the keys before that index are stale.
std::size_t merge_to_tail(KeyBuffer& set, const std::vector<const KeyBuffer*>& runs) {
    std::size_t added = 0;
    for (const KeyBuffer* r : runs) added += r->size();
    if (added == 0) return 0;
    const std::size_t from_set = set.size();
    const std::size_t total = from_set + added;
    set.resize_for_overwrite(total);
    std::vector<Span> spans;
    for (const KeyBuffer* r : runs) spans.push_back({r->data(), r->size()});
    return merge_region_to_tail(set.data(), from_set, total, spans);
}

// merge_to_tail split into `parts` segments of the key space merged side by
// side (in the caller's TBB arena), then moved together: set ∪ runs at the
// front of set's buffer, as merge_into leaves it. The segments are cut at
// keys of the set (or, with an empty set, of the largest run), so that
// equal keys of every source fall in the same segment; each segment's set
// keys first move up to the start of the segment's room (one pass, from the
// last segment down, as every segment moves up), where the region merge
// needs them.
void merge_in_parts(KeyBuffer& set, const std::vector<const KeyBuffer*>& runs, int parts) {
    std::size_t added = 0;
    const KeyBuffer* largest_run = nullptr;
    for (const KeyBuffer* r : runs) {
        added += r->size();
        if (!largest_run || r->size() > largest_run->size()) largest_run = r;
    }
    if (added == 0) return;
    const std::size_t set_size = set.size();
    const KeyBuffer& cut_from = set_size ? set : *largest_run;
    const std::size_t segments = std::min<std::size_t>(std::size_t(parts), cut_from.size());
    // bounds[s][i]: where segment s ends in source i (the set is source 0).
    std::vector<PositionKey> splitters;
    for (std::size_t s = 1; s < segments; ++s) splitters.push_back(cut_from[cut_from.size() * s / segments - 1]);
    std::vector<const PositionKey*> begins{set.data()};
    std::vector<std::size_t> sizes{set_size};
    for (const KeyBuffer* r : runs) {
        begins.push_back(r->data());
        sizes.push_back(r->size());
    }
    const std::size_t sources = begins.size();
    std::vector<std::vector<std::size_t>> bounds(segments + 1, std::vector<std::size_t>(sources, 0));
    for (std::size_t s = 1; s <= segments; ++s)
        for (std::size_t i = 0; i < sources; ++i)
            bounds[s][i] = s == segments ? sizes[i]
                                         : std::size_t(std::upper_bound(begins[i], begins[i] + sizes[i],
                                                                        splitters[s - 1], key_less) -
                                                       begins[i]);
    // Segment s's room starts at room[s]: the keys of every source before it.
    std::vector<std::size_t> room(segments + 1, 0);
    for (std::size_t s = 0; s < segments; ++s) {
        std::size_t keys = 0;
        for (std::size_t i = 0; i < sources; ++i) keys += bounds[s + 1][i] - bounds[s][i];
        room[s + 1] = room[s] + keys;
    }
    set.resize_for_overwrite(set_size + added);
    PositionKey* out = set.data();
    for (std::size_t s = segments; s-- > 0;) {
        const std::size_t from = bounds[s][0], count = bounds[s + 1][0] - bounds[s][0];
        if (count && room[s] != from)
            std::memmove(static_cast<void*>(out + room[s]), out + from, count * sizeof(PositionKey));
    }
    std::vector<std::size_t> written(segments);
    tbb::parallel_for(std::size_t{0}, segments, [&](std::size_t s) {
        std::vector<Span> spans;
        for (std::size_t i = 1; i < sources; ++i)
            if (bounds[s + 1][i] > bounds[s][i])
                spans.push_back({begins[i] + bounds[s][i], bounds[s + 1][i] - bounds[s][i]});
        const std::size_t set_keys = bounds[s + 1][0] - bounds[s][0];
        written[s] = room[s] + merge_region_to_tail(out + room[s], set_keys, room[s + 1] - room[s], spans);
    });
    // Each segment's union sits at the end of its room: together, in order.
    std::size_t kept = 0;
    for (std::size_t s = 0; s < segments; ++s) {
        const std::size_t count = room[s + 1] - written[s];
        if (count && kept != written[s])
            std::memmove(static_cast<void*>(out + kept), out + written[s], count * sizeof(PositionKey));
        kept += count;
    }
    set.truncate(kept);
}

// Moves set[from, size) to the front.
void move_to_front(KeyBuffer& set, std::size_t from) {
    const std::size_t kept = set.size() - from;
    if (from) std::memmove(static_cast<void*>(set.data()), set.data() + from, kept * sizeof(PositionKey));
    set.truncate(kept);
}

}  // namespace

void merge_into(KeyBuffer& set, const std::vector<const KeyBuffer*>& runs) { move_to_front(set, merge_to_tail(set, runs)); }

namespace {

// The k-th smallest of `hashes` (k counted from 1), without reordering them.
// std::nth_element on a copy of millions of hashes took most of a capped
// update's cut; instead one pass counts the hashes per bucket of equal
// width up to the largest hash (a table that fits the second-level cache),
// the counts name the bucket that holds the k-th, and only that bucket's
// few hashes are selected among. Hashes are uniform, so buckets hold
// about n / 65536 each.
std::uint64_t kth_smallest(const std::vector<std::uint64_t>& hashes, std::size_t k) {
    constexpr int kBucketBits = 16;
    const std::uint64_t largest = *std::max_element(hashes.begin(), hashes.end());
    const int width = std::max(0, int(std::bit_width(largest)) - kBucketBits);  // bits below the bucket
    std::vector<std::uint32_t> count(std::size_t{1} << kBucketBits);
    for (std::uint64_t h : hashes) ++count[std::size_t(h >> width)];
    std::size_t bucket = 0, below = 0;
    while (below + count[bucket] < k) below += count[bucket++];
    std::vector<std::uint64_t> in_bucket;
    in_bucket.reserve(count[bucket]);
    for (std::uint64_t h : hashes)
        if ((h >> width) == bucket) in_bucket.push_back(h);
    const auto kth = in_bucket.begin() + std::ptrdiff_t(k - below - 1);
    std::nth_element(in_bucket.begin(), kth, in_bucket.end());
    return *kth;
}

}  // namespace

namespace {

// keep_bottom_k of the keys set[from, size), which end up at the front.
// With parts > 1 the hashes are computed side by side (the caller's arena).
std::uint64_t keep_bottom_k_from(KeyBuffer& set, std::size_t from, std::size_t k, std::uint64_t seed, int parts = 1) {
    std::vector<std::uint64_t> hashes(set.size() - from);
    if (parts > 1)
        tbb::parallel_for(tbb::blocked_range<std::size_t>(0, hashes.size(), 1 << 14), [&](const auto& range) {
            for (std::size_t i = range.begin(); i != range.end(); ++i) hashes[i] = key_hash(set[from + i], seed);
        });
    else
        for (std::size_t i = 0; i < hashes.size(); ++i) hashes[i] = key_hash(set[from + i], seed);
    const std::uint64_t kth = kth_smallest(hashes, k);
    // Keys whose hash equals the k-th are kept in key order, as many as fit.
    std::size_t ties_kept = k - std::size_t(std::count_if(hashes.begin(), hashes.end(), [kth](std::uint64_t h) { return h < kth; }));
    // Each key moves to or before its own slot: safe in place.
    std::size_t kept = 0;
    for (std::size_t i = 0; i < hashes.size(); ++i) {
        const std::uint64_t h = hashes[i];
        if (h < kth) {
            set[kept++] = set[from + i];
        } else if (h == kth && ties_kept > 0) {
            --ties_kept;
            set[kept++] = set[from + i];
        }
    }
    set.truncate(kept);
    return kth;
}

}  // namespace

std::uint64_t keep_bottom_k(KeyBuffer& set, std::size_t k, std::uint64_t seed) { return keep_bottom_k_from(set, 0, k, seed); }

std::optional<std::uint64_t> merge_and_cap(KeyBuffer& set, const std::vector<const KeyBuffer*>& runs, std::size_t cap,
                                           std::uint64_t seed, int parts) {
    if (parts > 1) {
        merge_in_parts(set, runs, parts);
        if (cap && set.size() > cap) return keep_bottom_k_from(set, 0, cap, seed, parts);
        return std::nullopt;
    }
    const std::size_t from = merge_to_tail(set, runs);
    if (cap && set.size() - from > cap) return keep_bottom_k_from(set, from, cap, seed);
    move_to_front(set, from);
    return std::nullopt;
}

double bottom_k_fraction(std::uint64_t kth_hash) { return (double(kth_hash) + 1.0) / 18446744073709551616.0; }

}  // namespace fog
