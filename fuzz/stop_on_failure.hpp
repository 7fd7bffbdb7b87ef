// What every fuzz target does with its scenario's report: nothing when it
// passed; otherwise print it (start, moves, observations, the disagreement
// side by side) and abort, which libFuzzer and the replay driver both
// treat as a crash.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <optional>

#include "harness/scenario_report.hpp"

namespace fuzz {

inline void stop_on_failure(const std::optional<harness::ScenarioReport>& report) {
    if (!report || report->passed()) return;
    std::fputs(harness::report_text(*report).c_str(), stderr);
    std::fflush(stderr);
    std::abort();
}

}  // namespace fuzz
