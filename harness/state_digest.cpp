#include "harness/state_digest.hpp"

#include <cstring>
#include <stdexcept>

#define XXH_INLINE_ALL
#include <xxhash.h>

namespace harness {

DigestBuilder& DigestBuilder::add(std::uint64_t value, int bytes) {
    if (size_ + std::size_t(bytes) > bytes_.size()) throw std::logic_error("DigestBuilder: state too large");
    for (int i = 0; i < bytes; ++i) bytes_[size_++] = std::uint8_t(value >> (8 * i));
    return *this;
}

DigestBuilder& DigestBuilder::add_bytes(std::string_view bytes) {
    if (size_ + bytes.size() > bytes_.size()) throw std::logic_error("DigestBuilder: state too large");
    std::memcpy(bytes_.data() + size_, bytes.data(), bytes.size());
    size_ += bytes.size();
    return *this;
}

StateDigest DigestBuilder::digest() const {
    const XXH128_hash_t h = XXH3_128bits(bytes_.data(), size_);
    return {h.low64, h.high64};
}

StateDigest digest_of_text(std::string_view text) {
    const XXH128_hash_t h = XXH3_128bits(text.data(), text.size());
    return {h.low64, h.high64};
}

}  // namespace harness
