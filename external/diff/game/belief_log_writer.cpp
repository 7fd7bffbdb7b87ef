#include "external/diff/game/belief_log_writer.hpp"

#include <fstream>
#include <stdexcept>

namespace external {

std::vector<nlohmann::json> belief_log_rows(const std::string& game_id, bool own_observation,
                                            const ChildBeliefLog& log) {
    std::vector<nlohmann::json> rows;
    for (const ChildBelief& b : log.rows()) {
        nlohmann::json row = {{"game", game_id},
                              {"ply", b.ply},
                              {"perspective", std::string(1, b.colour)},
                              {"p_after", b.size},
                              {"own_observation", own_observation}};
        if (b.fens) row["fens"] = *b.fens;
        rows.push_back(std::move(row));
    }
    return rows;
}

void write_belief_log(const std::string& path, const std::vector<nlohmann::json>& rows) {
    std::ofstream file(path, std::ios::trunc);
    for (const nlohmann::json& row : rows) file << row.dump() << '\n';
    file.flush();
    if (!file) throw std::runtime_error("cannot write the belief log '" + path + "'");
}

}  // namespace external
