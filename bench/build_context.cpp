// Every benchmark run's context names the code it measured: what the build
// targeted and the instructions the engine was compiled to use. Without it
// a figure from a portable build and one from a native build look alike,
// and once they differed 3-4x (docs/performance.md).
#include <benchmark/benchmark.h>

#include "engine/instruction_set.hpp"

namespace {

// Before main: benchmark_main prints the context as it starts.
const bool kContextAdded = [] {
    benchmark::AddCustomContext("fogproof_built_for", FOGPROOF_BUILT_FOR);
    benchmark::AddCustomContext("fogproof_instructions", fog::compiled_instruction_set_text());
    return true;
}();

}  // namespace
