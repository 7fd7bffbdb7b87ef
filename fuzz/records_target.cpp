// libFuzzer target `records` (harness/scenarios.hpp).
// Game records in any format: no crash; accepted games replay on the oracle
// and survive re-writing.
#include <cstddef>
#include <cstdint>

#include "fuzz/clause_features.hpp"
#include "fuzz/stop_on_failure.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::stop_on_failure(fuzz::run_counting_clauses("records", data, size));
    return 0;
}
