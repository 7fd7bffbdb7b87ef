// A 128-bit digest of an implementation's state, for remembering which
// states a process has already checked (harness/check_memo.hpp).
//
// Digests are built from the fields of a state, written one by one into a
// byte buffer (never a struct's raw bytes: padding would make equal states
// differ), and hashed with XXH3 (libxxhash), which is the same in every
// process, so a fuzzing run is as repeatable as its seed.
#pragma once

#include <array>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace harness {

struct StateDigest {
    std::uint64_t low = 0, high = 0;
    friend auto operator<=>(const StateDigest&, const StateDigest&) = default;
};

// Collects the fields of one state, then digests them.
class DigestBuilder {
public:
    DigestBuilder& add(std::uint64_t value, int bytes = 8);
    DigestBuilder& add(const StateDigest& d) { return add(d.low).add(d.high); }
    // Bytes as they are, such as a board's 64 letters: the same bytes as
    // adding each one alone, in one copy rather than 64 calls (a belief's
    // digests are taken board by board after every ply of a fuzzing game).
    DigestBuilder& add_bytes(std::string_view bytes);
    StateDigest digest() const;

private:
    std::array<std::uint8_t, 192> bytes_{};
    std::size_t size_ = 0;
};

// A digest of a multiset of digests: the same members, each as often,
// give the same digest in whatever order they were added (a game's
// history, where only how often each position occurred matters). The
// members are summed word by word; they are XXH3 outputs, so two
// different multisets collide only by chance.
class MultisetDigest {
public:
    MultisetDigest& add(const StateDigest& member) {
        sum_.low += member.low;
        sum_.high += member.high;
        ++size_;
        return *this;
    }
    StateDigest digest() const { return DigestBuilder().add(sum_).add(size_).digest(); }

private:
    StateDigest sum_;
    std::uint64_t size_ = 0;
};

// The digest of a text of any length.
StateDigest digest_of_text(std::string_view text);

}  // namespace harness
