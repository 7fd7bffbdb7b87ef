// libFuzzer target `fen` (harness/scenarios.hpp).
// Any text as a FEN: both parsers agree on accept or reject, and every
// spelling of an accepted position keeps its meaning.
#include <cstddef>
#include <cstdint>

#include "fuzz/clause_features.hpp"
#include "fuzz/stop_on_failure.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::stop_on_failure(fuzz::run_counting_clauses("fen", data, size));
    return 0;
}
