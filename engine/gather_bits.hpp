// Gathering and scattering the bits of a word under a mask (the PEXT and
// PDEP instructions where the processor has them, a loop elsewhere).
// Shared by the position key, which packs a board's pieces with them, and
// the key sort, which buckets keys by the bits that still differ.
//
// A build for BMI2 (FOGPROOF_NATIVE on such a CPU) uses the instructions
// inline. A portable build asks the CPU once (gather_bits.cpp) and calls
// the instructions out of line where they are fast: the call costs less
// than the loop, which takes a few cycles per bit of the mask.
#pragma once

#include <cstdint>

#if defined(__BMI2__)
#include <immintrin.h>
#endif

namespace fog {

// The loops: the bits of `bits` under `mask`, packed into the low bits in
// order; and the inverse, the low bits of `bits` spread onto the set bits
// of `mask`.
inline std::uint64_t gather_bits_by_loop(std::uint64_t bits, std::uint64_t mask) {
    std::uint64_t out = 0;
    for (std::uint64_t k = 1; mask; k <<= 1, mask &= mask - 1)
        if (bits & mask & -mask) out |= k;
    return out;
}
inline std::uint64_t scatter_bits_by_loop(std::uint64_t bits, std::uint64_t mask) {
    std::uint64_t out = 0;
    for (std::uint64_t k = 1; mask; k <<= 1, mask &= mask - 1)
        if (bits & k) out |= mask & -mask;
    return out;
}

#if defined(__BMI2__)
inline std::uint64_t gather_bits(std::uint64_t bits, std::uint64_t mask) { return _pext_u64(bits, mask); }
inline std::uint64_t scatter_bits(std::uint64_t bits, std::uint64_t mask) { return _pdep_u64(bits, mask); }
#else
// Whether this CPU has fast PEXT and PDEP; set before main(), and false
// until then, which only means the loop.
extern bool gather_bits_by_instruction;
std::uint64_t gather_bits_pext(std::uint64_t bits, std::uint64_t mask);
std::uint64_t scatter_bits_pdep(std::uint64_t bits, std::uint64_t mask);

inline std::uint64_t gather_bits(std::uint64_t bits, std::uint64_t mask) {
    return gather_bits_by_instruction ? gather_bits_pext(bits, mask) : gather_bits_by_loop(bits, mask);
}
inline std::uint64_t scatter_bits(std::uint64_t bits, std::uint64_t mask) {
    return gather_bits_by_instruction ? scatter_bits_pdep(bits, mask) : scatter_bits_by_loop(bits, mask);
}
#endif

}  // namespace fog
