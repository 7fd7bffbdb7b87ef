// The canonical position key (rules §4 and §5): the one identity of a
// position everywhere in fogproof: belief sets, hashes, duplicates.
//
// Two positions are duplicates iff their keys are equal: placement, side to
// move, castling rights, canonical en passant square and halfmove clock.
// position_key is the only function that builds a key; belief_fen the only
// one that writes a position down for storage or comparison.
#pragma once

#include <array>
#include <compare>
#include <cstdint>
#include <string>

#include "engine/position.hpp"

namespace fog {

// 32 bytes: occupancy, then per occupied square (in square order) a colour
// bit and a 3-bit piece code, gathered by PEXT; then the side, castling,
// en passant and halfmove fields. At most 32 pieces exist (the FEN parser
// allows 16 per colour), so each gathered plane fits 32 bits.
struct PositionKey {
    std::array<std::uint64_t, 4> words{};
    // Written out rather than defaulted: the defaulted comparison of the
    // array calls memcmp, which took a third of a belief update's time
    // (the update compares keys in its dedup table, sort and merge).
    friend bool operator==(const PositionKey& a, const PositionKey& b) {
        return ((a.words[0] ^ b.words[0]) | (a.words[1] ^ b.words[1]) | (a.words[2] ^ b.words[2]) |
                (a.words[3] ^ b.words[3])) == 0;
    }
    friend auto operator<=>(const PositionKey&, const PositionKey&) = default;
};
static_assert(sizeof(PositionKey) == 32);

// The order of keys in a belief: word by word, the same order as the key's
// operator<. A function object, so that sorting millions of keys inlines
// the comparison instead of calling through a pointer.
struct KeyLess {
    bool operator()(const PositionKey& a, const PositionKey& b) const {
        for (std::size_t i = 0; i < 4; ++i)
            if (a.words[i] != b.words[i]) return a.words[i] < b.words[i];
        return false;
    }
};
inline constexpr KeyLess key_less{};

PositionKey position_key(const Position& p);

// Rebuilds the position a key stands for. The fullmove number is not in the
// key (all boards of a belief share it), so the caller supplies it. The
// double-push memo is not in the key either; the result has it only where
// the canonical square is set.
Position position_from_key(const PositionKey& key, std::uint32_t fullmove);

// A fast 64-bit hash of a key; `seed` selects an independent hash function.
// Inline: a capped update hashes every key it keeps, in its inner loops.
inline std::uint64_t key_hash(const PositionKey& key, std::uint64_t seed = 0) {
    // Multiply-xorshift mixing (the finalizer of MurmurHash3 / splitmix64).
    std::uint64_t h = seed ^ 0x9E3779B97F4A7C15ULL;
    for (std::uint64_t w : key.words) {
        h ^= w;
        h *= 0xBF58476D1CE4E5B9ULL;
        h ^= h >> 31;
    }
    h ^= h >> 30;
    h *= 0x94D049BB133111EBULL;
    h ^= h >> 31;
    return h;
}

struct PositionKeyHash {
    std::size_t operator()(const PositionKey& k) const { return std::size_t(key_hash(k)); }
};

// The canonical FEN of a position: six fields, xfen en passant spelling.
std::string belief_fen(const Position& p);

}  // namespace fog
