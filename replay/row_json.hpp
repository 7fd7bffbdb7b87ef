// A replay row as JSON: the one spelling of `fogproof replay --json`'s
// rows, shared by the CLI, the Python module and the belief logs that
// `fogproof audit` reads back.
#pragma once

#include <nlohmann/json.hpp>

#include "replay/replay_row.hpp"

namespace fog::replay {

nlohmann::json replay_row_json(const ReplayRow& row);

}  // namespace fog::replay
