// A played game as a game record (records/), the form `fogproof selfplay
// --out` and the Python module's GameResult.record write.
#pragma once

#include <string>

#include "play/referee.hpp"
#include "records/records.hpp"

namespace fog::play {

// Start, moves, result, ending, the players as White/Black tags and the
// source as roomId (JSONL's room-created carries it).
records::GameRecord game_record(const GameResult& game, const std::string& source);

}  // namespace fog::play
