#include "replay/row_json.hpp"

namespace fog::replay {

nlohmann::json replay_row_json(const ReplayRow& r) {
    nlohmann::json j = {{"type", "row"},
                        {"game", r.game},
                        {"ply", r.ply},
                        {"mover", std::string(1, r.mover)},
                        {"perspective", std::string(1, r.perspective)},
                        {"own_observation", r.own_observation},
                        {"p_before", r.size_before},
                        {"p_after", r.size_after},
                        {"estimated_p", r.estimated_size},
                        {"capped", r.capped},
                        {"truth_in_p", r.truth_in_p},
                        {"ms", r.milliseconds}};
    if (!r.error.empty()) j["error"] = r.error;
    return j;
}

}  // namespace fog::replay
