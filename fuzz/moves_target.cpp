// libFuzzer target `moves` (harness/scenarios.hpp).
// Byte-driven games: engine and oracle agree at every step on moves,
// positions, vision, observations and game end.
#include <cstddef>
#include <cstdint>

#include "fuzz/stop_on_failure.hpp"
#include "harness/scenarios.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::stop_on_failure(harness::run_scenario("moves", data, size));
    return 0;
}
