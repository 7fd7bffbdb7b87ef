// The run-time choice of engine/gather_bits.hpp for portable builds.
#include "engine/gather_bits.hpp"

#if !defined(__BMI2__)
#include <immintrin.h>

namespace fog {
namespace {

// AMD's families 15h (Bulldozer to Excavator) and 17h (Zen 1 and 2) have
// BMI2 but run PEXT and PDEP in microcode, one step per mask bit and
// slower than the loop; every other BMI2 CPU does them in a few cycles.
bool fast_pext() {
    __builtin_cpu_init();
    return __builtin_cpu_supports("bmi2") && !__builtin_cpu_is("amdfam15h") && !__builtin_cpu_is("amdfam17h");
}

}  // namespace

bool gather_bits_by_instruction = fast_pext();

__attribute__((target("bmi2"))) std::uint64_t gather_bits_pext(std::uint64_t bits, std::uint64_t mask) {
    return _pext_u64(bits, mask);
}
__attribute__((target("bmi2"))) std::uint64_t scatter_bits_pdep(std::uint64_t bits, std::uint64_t mask) {
    return _pdep_u64(bits, mask);
}

}  // namespace fog
#endif
