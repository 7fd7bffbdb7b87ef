// The serve fuzz target as a scenario: request lines, any bytes, into the
// server `fogproof serve` runs. It lives with the protocol because it uses
// nothing of the diff; external/diff/fuzz_scenarios.hpp lists it with the
// other targets over what peers send.
//
// How it reads its bytes: byte 0: bit 0 the oracle instead of the engine,
// bits 1-2 the spelling (full, xfen, legal). The rest: request lines to
// `fogproof serve`, split on '\n'.
//
// What it checks: every request line but quit gets one reply line, a JSON
// object; an error reply leaves the state (position, moves, observations,
// the sizes of both P) as it was.
#pragma once

#include <cstddef>
#include <cstdint>

#include "harness/scenario_report.hpp"

namespace external {

harness::ScenarioReport run_serve_scenario(const std::uint8_t* data, std::size_t size);

// Limits that keep one input fast under the sanitizers.
inline constexpr std::size_t kMaxServeRequests = 64;
inline constexpr std::size_t kServeBeliefStop = 150;  // stop once either P is larger (as kBeliefStopLimit)

}  // namespace external
