#include "engine/key_sort.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

#include "engine/gather_bits.hpp"

namespace fog {
namespace {

// Below this many keys a range is sorted by comparisons: a pass costs two
// reads of the range and a few hundred bucket counters.
constexpr std::size_t kComparisonSortBelow = 128;
// Bits per digit: 256 buckets, whose counters stay in the first-level cache.
constexpr int kDigitBits = 8;

// The digit of the next pass: the highest kDigitBits bits of the first word
// in which keys of the range differ.
struct Digit {
    std::size_t word = 4;  // 4: the keys of the range are all equal
    std::uint64_t mask = 0;
    unsigned of(const PositionKey& k) const { return unsigned(gather_bits(k.words[word], mask)); }
};

Digit next_digit(const PositionKey* a, std::size_t n) {
    std::uint64_t differ[4] = {0, 0, 0, 0};
    for (std::size_t i = 1; i < n; ++i)
        for (std::size_t w = 0; w < 4; ++w) differ[w] |= a[i].words[w] ^ a[0].words[w];
    Digit d;
    for (std::size_t w = 0; w < 4; ++w) {
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

void radix_sort(PositionKey* a, std::size_t n) {
    if (n < kComparisonSortBelow) {
        std::sort(a, a + n, key_less);
        return;
    }
    const Digit d = next_digit(a, n);
    if (d.word == 4) return;
    const std::size_t buckets = std::size_t{1} << std::popcount(d.mask);
    std::array<std::size_t, std::size_t{1} << kDigitBits> count;
    std::fill_n(count.begin(), buckets, std::size_t{0});
    for (std::size_t i = 0; i < n; ++i) ++count[d.of(a[i])];
    // In-place distribution (American flag sort): next[b] is the first slot
    // of bucket b that does not hold one of its keys yet.
    std::array<std::size_t, std::size_t{1} << kDigitBits> next, end;
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
            PositionKey k = a[next[b]];
            for (unsigned kb = d.of(k); kb != b; kb = d.of(k)) std::swap(k, a[next[kb]++]);
            a[next[b]++] = k;
        }
    std::size_t begin = 0;
    for (std::size_t b = 0; b < buckets; ++b) {
        if (count[b] > 1) radix_sort(a + begin, count[b]);
        begin += count[b];
    }
}

}  // namespace

void sort_keys(PositionKey* first, PositionKey* last) { radix_sort(first, std::size_t(last - first)); }

}  // namespace fog
