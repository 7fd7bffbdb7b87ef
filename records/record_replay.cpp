#include "records/record_replay.hpp"

#include <algorithm>

#include "engine/fen.hpp"
#include "engine/movegen.hpp"

namespace fog::records::detail {

Replay replay_record(const GameRecord& record) {
    Replay replay;
    const FenResult start = parse_fen(is_standard_start(record) ? kStartFen : record.start_fen, KingRule::Required);
    if (!start.position) return replay;
    replay.start_ok = true;
    replay.final = *start.position;
    for (Move m : record.moves) {
        MoveList legal;
        generate_moves(replay.final, legal);
        if (std::find(legal.begin(), legal.end(), m) == legal.end()) break;
        replay.before.push_back(replay.final);
        replay.final = make_move(replay.final, m);
    }
    return replay;
}

bool is_standard_start(const GameRecord& record) { return record.start_fen.empty() || record.start_fen == kStartFen; }

}  // namespace fog::records::detail
