// The games of a set of record files, each under the id replay gives it,
// read as `fogproof replay` reads them (leniently unless strict, every
// fault and repair kept for the caller to print).
#pragma once

#include <string>
#include <vector>

#include "records/records.hpp"

namespace fog::replay {

struct IdentifiedGame {
    std::string id;  // game_id(): file stem, "#<n>" for the n-th game of a file
    records::GameRecord record;
};

struct GameSet {
    std::vector<IdentifiedGame> games;
    std::vector<records::RecordError> errors;
    std::vector<records::RecordError> warnings;
};

GameSet read_game_set(const std::vector<std::string>& files, const records::ReadOptions& options);

}  // namespace fog::replay
