// One row of a replay: one ply seen from one perspective.
#pragma once

#include <cstdint>
#include <string>

namespace fog::replay {

struct ReplayRow {
    std::string game;          // the record's source name
    int ply = 0;               // 1 = first move of the game
    char mover = 'w';          // 'w' | 'b'
    char perspective = 'w';    // whose belief this row is about
    bool own_observation = true;  // BeliefOptions::own_observation of that belief
    std::size_t size_before = 0;
    std::size_t size_after = 0;
    double estimated_size = 0; // |P| had no cap been applied
    bool capped = false;
    bool truth_in_p = true;
    double milliseconds = 0;
    std::string error;         // set when the update failed (empty P)
};

}  // namespace fog::replay
