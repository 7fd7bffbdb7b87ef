// A scenario report (fuzz input or diff finding) as one JSON document, for
// `fogproof repro --json` and `fogproof diff --json`.
#pragma once

#include <nlohmann/json.hpp>

#include "harness/scenario_report.hpp"

namespace harness {

nlohmann::json report_json(const ScenarioReport& report);

}  // namespace harness
