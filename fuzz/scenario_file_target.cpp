// libFuzzer target `scenario_file` (external/diff/fuzz_scenarios.hpp).
// Any text as a `fogproof repro --against` scenario file: accepted files
// round-trip, refusals name the field.
#include <cstddef>
#include <cstdint>

#include "external/diff/fuzz_scenarios.hpp"
#include "fuzz/stop_on_failure.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::stop_on_failure(external::run_fuzz_scenario("scenario_file", data, size));
    return 0;
}
