// The writers' view of a record: the position before each move, as far as
// the moves replay. Records read by this library always replay fully; a
// hand-made one may not, and is then written up to its first bad move.
#pragma once

#include <vector>

#include "engine/position.hpp"
#include "records/records.hpp"

namespace fog::records::detail {

struct Replay {
    bool start_ok = false;
    std::vector<Position> before;  // before[i]: the position moves[i] is played in
    Position final;                // after the last good move
    std::size_t good_moves() const { return before.size(); }
};

Replay replay_record(const GameRecord& record);

bool is_standard_start(const GameRecord& record);

}  // namespace fog::records::detail
