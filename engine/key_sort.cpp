#include "engine/key_sort.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <new>
#include <tuple>

#include "engine/gather_bits.hpp"
#include "engine/key_packing.hpp"

namespace fog {
namespace {

// Below this many keys a range is sorted by comparisons: a pass costs two
// reads of the range and a few hundred bucket counters.
constexpr std::size_t kComparisonSortBelow = 128;
// Bits per digit: 256 buckets, whose counters stay in the first-level cache.
constexpr int kDigitBits = 8;
// With a scratch buffer, every range down to the comparison sort's size is
// distributed out of place: even in cache, a stable distribution has no
// branch to mispredict, where the in-place pass's swap cycles do
// (bench/key_sort_bench.cpp; docs/performance.md, "Belief update speed").
constexpr std::size_t kInPlaceUpTo = kComparisonSortBelow;
using Counts = std::array<std::size_t, std::size_t{1} << kDigitBits>;

// The sort works alike on full keys (4 words) and packed keys (2 words,
// engine/key_packing.hpp): both are ordered word by word from words[0].
template <class Key>
constexpr std::size_t kWords = std::tuple_size_v<decltype(Key::words)>;

template <class Key>
struct LessOf;
template <>
struct LessOf<PositionKey> {
    static constexpr KeyLess less{};
};
template <>
struct LessOf<PackedKey> {
    static constexpr PackedKeyLess less{};
};

// The digit of the next pass: the highest kDigitBits bits of the first word
// in which keys of the range differ.
template <class Key>
struct Digit {
    std::size_t word = kWords<Key>;  // kWords: the keys of the range are all equal
    std::uint64_t mask = 0;
    unsigned of(const Key& k) const { return unsigned(gather_bits(k.words[word], mask)); }
};

template <class Key>
Digit<Key> next_digit(const Key* a, std::size_t n) {
    constexpr std::size_t W = kWords<Key>;
    std::uint64_t differ[W] = {};
    for (std::size_t i = 1; i < n; ++i)
        for (std::size_t w = 0; w < W; ++w) differ[w] |= a[i].words[w] ^ a[0].words[w];
    Digit<Key> d;
    for (std::size_t w = 0; w < W; ++w) {
        if (!differ[w]) continue;
        d.word = w;
        for (int i = 0; i < kDigitBits && differ[w]; ++i) {
            const std::uint64_t top = std::uint64_t{1} << (63 - std::countl_zero(differ[w]));
            d.mask |= top;
            differ[w] ^= top;
        }
        break;
    }
    return d;
}

template <class Key>
void radix_sort(Key* a, std::size_t n) {
    if (n < kComparisonSortBelow) {
        std::sort(a, a + n, LessOf<Key>::less);
        return;
    }
    const Digit<Key> d = next_digit(a, n);
    if (d.word == kWords<Key>) return;
    const std::size_t buckets = std::size_t{1} << std::popcount(d.mask);
    Counts count;
    std::fill_n(count.begin(), buckets, std::size_t{0});
    for (std::size_t i = 0; i < n; ++i) ++count[d.of(a[i])];
    // In-place distribution (American flag sort): next[b] is the first slot
    // of bucket b that does not hold one of its keys yet.
    Counts next, end;
    std::size_t at = 0;
    for (std::size_t b = 0; b < buckets; ++b) {
        next[b] = at;
        at += count[b];
        end[b] = at;
    }
    for (std::size_t b = 0; b < buckets; ++b)
        while (next[b] < end[b]) {
            // Carry the key out of the slot to its bucket, taking the key
            // found there along, until one that belongs here turns up.
            Key k = a[next[b]];
            for (unsigned kb = d.of(k); kb != b; kb = d.of(k)) std::swap(k, a[next[kb]++]);
            a[next[b]++] = k;
        }
    std::size_t begin = 0;
    for (std::size_t b = 0; b < buckets; ++b) {
        if (count[b] > 1) radix_sort(a + begin, count[b]);
        begin += count[b];
    }
}

// Counts the keys of each bucket of d; returns the number of buckets.
template <class Key>
std::size_t count_buckets(const Key* a, std::size_t n, const Digit<Key>& d, Counts& count) {
    const std::size_t buckets = std::size_t{1} << std::popcount(d.mask);
    std::fill_n(count.begin(), buckets, std::size_t{0});
    for (std::size_t i = 0; i < n; ++i) ++count[d.of(a[i])];
    return buckets;
}

// Copies src to dst grouped by bucket of d, buckets in digit order and keys
// in their order within each (a stable distribution).
template <class Key>
void distribute(const Key* src, Key* dst, std::size_t n, const Digit<Key>& d, const Counts& count,
                std::size_t buckets) {
    Counts next;
    std::size_t at = 0;
    for (std::size_t b = 0; b < buckets; ++b) {
        next[b] = at;
        at += count[b];
    }
    for (std::size_t i = 0; i < n; ++i) dst[next[d.of(src[i])]++] = src[i];
}

template <class Key>
void sort_from_into(Key* src, Key* dst, std::size_t n);

// Sorts a[0, n) in place, with scratch[0, n) to distribute through.
template <class Key>
void sort_with_scratch(Key* a, Key* scratch, std::size_t n) {
    if (n <= kInPlaceUpTo) {
        radix_sort(a, n);
        return;
    }
    const Digit<Key> d = next_digit(a, n);
    if (d.word == kWords<Key>) return;
    Counts count;
    const std::size_t buckets = count_buckets(a, n, d, count);
    distribute(a, scratch, n, d, count, buckets);
    std::size_t begin = 0;
    for (std::size_t b = 0; b < buckets; ++b) {
        sort_from_into(scratch + begin, a + begin, count[b]);
        begin += count[b];
    }
}

// Sorts the keys of src[0, n) into dst[0, n); src is scratch afterwards.
template <class Key>
void sort_from_into(Key* src, Key* dst, std::size_t n) {
    if (n <= kInPlaceUpTo) {
        if (n) std::memcpy(static_cast<void*>(dst), src, n * sizeof(Key));
        radix_sort(dst, n);
        return;
    }
    const Digit<Key> d = next_digit(src, n);
    Counts count;
    const std::size_t buckets = d.word == kWords<Key> ? 0 : count_buckets(src, n, d, count);
    if (buckets == 0) {  // every key equal: already in order
        std::memcpy(static_cast<void*>(dst), src, n * sizeof(Key));
        return;
    }
    distribute(src, dst, n, d, count, buckets);
    std::size_t begin = 0;
    for (std::size_t b = 0; b < buckets; ++b) {
        sort_with_scratch(dst + begin, src + begin, count[b]);
        begin += count[b];
    }
}

// The scratch sort of keys[0, n): packed into 16 bytes when the keys'
// varying bits fit (the scratch of n full keys holds the packed keys and
// their own scratch), as they are; with `unique`, each key once. Returns
// the number of keys left.
std::size_t sort_through_scratch(PositionKey* keys, std::size_t n, PositionKey* scratch, bool unique) {
    const KeyPacking packing(keys, n);
    if (n <= kInPlaceUpTo || !packing.fits()) {
        sort_with_scratch(keys, scratch, n);
        return unique ? std::size_t(std::unique(keys, keys + n) - keys) : n;
    }
    // The scratch's bytes start new lives as packed keys (placement new:
    // nothing is written for the second half, the sort fills it).
    void* raw = scratch;
    PackedKey* packed = static_cast<PackedKey*>(raw);
    for (std::size_t i = 0; i < n; ++i) new (packed + i) PackedKey(packing.pack(keys[i]));
    PackedKey* packed_scratch = new (packed + n) PackedKey[n];
    sort_with_scratch(packed, packed_scratch, n);
    std::size_t out = 0;
    for (std::size_t i = 0; i < n; ++i)
        if (!unique || i == 0 || !(packed[i] == packed[i - 1])) keys[out++] = packing.unpack(packed[i]);
    return out;
}

}  // namespace

void sort_keys(PositionKey* first, PositionKey* last) { radix_sort(first, std::size_t(last - first)); }

void sort_keys(PositionKey* first, PositionKey* last, PositionKey* scratch) {
    sort_through_scratch(first, std::size_t(last - first), scratch, false);
}

std::size_t sort_unique_keys(PositionKey* first, PositionKey* last, PositionKey* scratch) {
    return sort_through_scratch(first, std::size_t(last - first), scratch, true);
}

}  // namespace fog
