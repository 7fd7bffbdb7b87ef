// libFuzzer target `belief` (harness/scenarios.hpp).
// Byte-driven games with both beliefs tracked: the truth stays in P, and the
// engine's P equals the oracle's.
#include <cstddef>
#include <cstdint>

#include "fuzz/clause_features.hpp"
#include "fuzz/stop_on_failure.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::stop_on_failure(fuzz::run_counting_clauses("belief", data, size));
    return 0;
}
