// Gathering and scattering the bits of a word under a mask (the PEXT and
// PDEP instructions where the processor has them, a loop elsewhere).
// Shared by the position key, which packs a board's pieces with them, and
// the key sort, which buckets keys by the bits that still differ.
#pragma once

#include <cstdint>

#if defined(__BMI2__)
#include <immintrin.h>
#endif

namespace fog {

#if defined(__BMI2__)
// The bits of `bits` under `mask`, packed into the low bits in order.
inline std::uint64_t gather_bits(std::uint64_t bits, std::uint64_t mask) { return _pext_u64(bits, mask); }
// The inverse: the low bits of `bits` spread onto the set bits of `mask`.
inline std::uint64_t scatter_bits(std::uint64_t bits, std::uint64_t mask) { return _pdep_u64(bits, mask); }
#else
inline std::uint64_t gather_bits(std::uint64_t bits, std::uint64_t mask) {
    std::uint64_t out = 0;
    for (std::uint64_t k = 1; mask; k <<= 1, mask &= mask - 1)
        if (bits & mask & -mask) out |= k;
    return out;
}
inline std::uint64_t scatter_bits(std::uint64_t bits, std::uint64_t mask) {
    std::uint64_t out = 0;
    for (std::uint64_t k = 1; mask; k <<= 1, mask &= mask - 1)
        if (bits & k) out |= mask & -mask;
    return out;
}
#endif

}  // namespace fog
