// Packing a run of position keys into 16 bytes each, order kept.
//
// The keys of one belief agree on most of their 256 bits (every board shows
// the viewer the same pieces): a real run of game 0007 differs in 79 (26,
// 16, 32 and 5 per word). Only the bits in which some key of the run
// differs from its first key are kept, gathered word by word (gather_bits
// keeps their order): the first words into the packed key's high word, the
// rest into its low word, each part holding its words' bits in key order.
// Two keys first differ at a bit that some key differs in, with every bit
// above it equal, so the packed keys compare, high word then low word, as
// the keys do under key_less. When the words split so, the sort moves and
// compares 16 bytes instead of 32; the first key and the masks bring the
// rest back.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "engine/gather_bits.hpp"
#include "engine/key.hpp"

namespace fog {

// A packed key: the gathered bits in two words, compared high word first.
// No initializer: the sort creates them in borrowed scratch memory, where
// zeroing would be a wasted pass.
struct PackedKey {
    std::array<std::uint64_t, 2> words;
    friend bool operator==(const PackedKey& a, const PackedKey& b) {
        return ((a.words[0] ^ b.words[0]) | (a.words[1] ^ b.words[1])) == 0;
    }
};
static_assert(sizeof(PackedKey) == 16);

struct PackedKeyLess {
    bool operator()(const PackedKey& a, const PackedKey& b) const {
        return a.words[0] != b.words[0] ? a.words[0] < b.words[0] : a.words[1] < b.words[1];
    }
};

class KeyPacking {
public:
    // The packing of keys[0, n): which bits vary, and what the others are.
    KeyPacking(const PositionKey* keys, std::size_t n) {
        if (n) reference_ = keys[0];
        std::array<std::uint64_t, 4> differ{};
        for (std::size_t i = 1; i < n; ++i)
            for (std::size_t w = 0; w < 4; ++w) differ[w] |= keys[i].words[w] ^ reference_.words[w];
        std::array<int, 4> bits{};
        for (std::size_t w = 0; w < 4; ++w) bits[w] = std::popcount(differ[w]);
        // The first split of the words whose two parts fit 64 bits each.
        for (std::size_t split = 1; split <= 4 && !fits_; ++split) {
            int high = 0, low = 0;
            for (std::size_t w = 0; w < 4; ++w) (w < split ? high : low) += bits[w];
            if (high > 64 || low > 64) continue;
            fits_ = true;
            // Each word's place: its part, and the varying bits of the
            // later words of that part below it (at most 63 when it has
            // varying bits itself; a word with none adds nothing).
            int below = 0;
            for (std::size_t w = 4; w-- > 0;) {
                if (w + 1 == split) below = 0;
                mask_[w] = differ[w];
                shift_[w] = bits[w] ? unsigned(below) : 0;
                high_[w] = w < split ? ~std::uint64_t{0} : 0;
                below += bits[w];
            }
        }
        for (std::size_t w = 0; w < 4; ++w) fixed_.words[w] = reference_.words[w] & ~differ[w];
    }

    // False when no split fits: the keys are then sorted as they are.
    bool fits() const { return fits_; }

    // Branch-free and in registers: a word without varying bits gathers
    // nothing (its mask is empty).
    PackedKey pack(const PositionKey& k) const {
        std::uint64_t high = 0, low = 0;
        for (std::size_t w = 0; w < 4; ++w) {
            const std::uint64_t g = gather_bits(k.words[w], mask_[w]) << shift_[w];
            high |= g & high_[w];
            low |= g & ~high_[w];
        }
        return {{high, low}};
    }

    PositionKey unpack(const PackedKey& p) const {
        PositionKey k;
        for (std::size_t w = 0; w < 4; ++w) {
            const std::uint64_t part = (p.words[0] & high_[w]) | (p.words[1] & ~high_[w]);
            // scatter_bits reads only as many low bits as the mask has.
            k.words[w] = fixed_.words[w] | scatter_bits(part >> shift_[w], mask_[w]);
        }
        return k;
    }

private:
    PositionKey reference_;
    PositionKey fixed_;  // the bits no key of the run changes
    // Per word of the key: its varying bits, where they start in the packed
    // word, and which packed word (all ones: the high one).
    std::array<std::uint64_t, 4> mask_{}, high_{};
    std::array<unsigned, 4> shift_{};
    bool fits_ = false;
};

}  // namespace fog
