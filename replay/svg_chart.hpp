// `fogproof replay --report`: |P| per ply for both perspectives on a log
// scale, one panel per game, capped plies and truth losses marked.
#pragma once

#include <string>
#include <vector>

#include "replay/replay_row.hpp"

namespace fog::replay {

std::string belief_size_chart(const std::vector<ReplayRow>& rows);

}  // namespace fog::replay
