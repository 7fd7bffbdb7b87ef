// libFuzzer target `serve` (external/diff/fuzz_scenarios.hpp).
// Any request lines into `fogproof serve`: every line answered with one
// JSON object, and an error reply leaves the state as it was.
#include <cstddef>
#include <cstdint>

#include "external/diff/fuzz_scenarios.hpp"
#include "fuzz/stop_on_failure.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::stop_on_failure(external::run_fuzz_scenario("serve", data, size));
    return 0;
}
