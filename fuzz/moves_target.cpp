// libFuzzer target `moves` (harness/scenarios.hpp).
// Byte-driven games: engine and oracle agree at every step on moves,
// positions, vision, observations and game end.
#include <cstddef>
#include <cstdint>

#include "fuzz/clause_features.hpp"
#include "fuzz/stop_on_failure.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::stop_on_failure(fuzz::run_counting_clauses("moves", data, size));
    return 0;
}
