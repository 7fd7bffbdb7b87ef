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
    StateDigest digest() const;

private:
    std::array<std::uint8_t, 192> bytes_{};
    std::size_t size_ = 0;
};

// The digest of a text of any length.
StateDigest digest_of_text(std::string_view text);

}  // namespace harness
