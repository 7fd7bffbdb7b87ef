// The games `fogproof diff` plays: the moves and belief fuzz corpora, game
// records (the real games of ../shared/games), and seeded random games that
// favour the moves where implementations part ways.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "external/diff/game/diff_game.hpp"

namespace external {

// Every game a folder yields, in file-name order: game records (.jsonl,
// .pgn, .uci, read with the records library), scenario files (.json,
// written by `fogproof diff --out` or `--corpus-out`) and fuzz inputs of
// the moves or belief target (decoded as that target does; a folder named "belief"
// holds belief inputs, any other holds moves inputs). Subfolders are read
// too. `warn` receives one line per file that yields nothing.
std::vector<DiffGame> games_from_folder(const std::string& folder, const std::function<void(const std::string&)>& warn);

// `count` random games from `seed`: each from the standard start or one of
// the scenario starts, up to `max_plies` plies, choosing king captures, en
// passant, promotions, castling and double pushes far more often than
// other moves. The same seed gives the same games.
std::vector<DiffGame> random_games(std::uint64_t seed, std::size_t count, std::size_t max_plies);
// The game number `index` (from 0) of random_games(seed, ...); nothing when
// its start is rejected.
std::optional<DiffGame> random_game(std::uint64_t seed, std::size_t index, std::size_t max_plies);

}  // namespace external
