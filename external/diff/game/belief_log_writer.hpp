// `fogproof diff --write-belief-log FILE`: the child's P at each ply of the
// games that came from records, as the JSONL rows `fogproof audit RECORDS
// --log FILE` reads (replay/belief_log.hpp), named by the record's game id
// (replay::game_id) so the audit finds the game. Any protocol
// implementation gets a belief log this way, without logging of its own.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "external/diff/game/child_belief_log.hpp"

namespace external {

// The rows of one game: game, ply, perspective, p_after, own_observation,
// and fens while the child wrote its boards.
std::vector<nlohmann::json> belief_log_rows(const std::string& game_id, bool own_observation,
                                            const ChildBeliefLog& log);

// Writes `rows` one a line to `path`, replacing it. Throws
// std::runtime_error naming the file when it cannot be written.
void write_belief_log(const std::string& path, const std::vector<nlohmann::json>& rows);

}  // namespace external
