#include "engine/repetition.hpp"

#include <algorithm>

namespace fog {

PositionKey repetition_key(const Position& p) {
    Position q = p;
    q.halfmove = 0;
    return position_key(q);
}

void RepetitionHistory::reset(const Position& start) {
    keys_.clear();
    keys_.push_back(repetition_key(start));
}

int RepetitionHistory::record(const Position& after) {
    // A clock of 0 after a move: a pawn moved or something was captured
    // (rules §1), so nothing before can occur again (see keys()).
    if (after.halfmove == 0) keys_.clear();
    const PositionKey key = repetition_key(after);
    keys_.push_back(key);
    return int(std::count(keys_.begin(), keys_.end(), key));
}

Outcome game_outcome(const Outcome& by_board, int occurrences) {
    if (by_board.end != GameEnd::None) return by_board;
    if (occurrences >= 3) return {GameEnd::Repetition, White};
    return {};
}

}  // namespace fog
