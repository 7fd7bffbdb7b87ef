// libFuzzer target `protocol` (external/diff/fuzz_scenarios.hpp).
// Any reply lines from a peer, read by `fogproof diff`'s client, its game and
// its reports: agreement, a disagreement or a protocol fault, bounded;
// nothing else.
#include <cstddef>
#include <cstdint>

#include "external/diff/fuzz_scenarios.hpp"
#include "fuzz/stop_on_failure.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::stop_on_failure(external::run_fuzz_scenario("protocol", data, size));
    return 0;
}
