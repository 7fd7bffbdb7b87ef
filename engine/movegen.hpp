// Fog move generation (rules §1): pseudo-legal moves with no king-safety
// rule. Castling needs only the right and an empty path; en passant is
// allowed whether or not the capturer's king is attacked.
#pragma once

#include <array>
#include <cstddef>

#include "engine/position.hpp"

namespace fog {

class MoveList {
public:
    MoveList() {}  // leaves the slots unwritten: perft builds a list per node
    void push(Move m) { storage_.moves[size_++] = m; }
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    Move operator[](std::size_t i) const { return storage_.moves[i]; }
    const Move* begin() const { return storage_.moves; }
    const Move* end() const { return storage_.moves + size_; }
    void clear() { size_ = 0; }

private:
    // 218 is the most moves any chess position has; pseudo-legal fog
    // positions reachable by the parser stay below this bound as well.
    // A union, so that the slots are not zeroed on construction.
    union Storage {
        Storage() {}
        Move moves[256];
    } storage_;
    std::size_t size_ = 0;
};

// All fog moves of the side to move.
void generate_moves(const Position& p, MoveList& out);

// The number of fog moves of the side to move, without listing them.
int count_moves(const Position& p);

// True when the side to move has at least one fog move.
bool has_any_move(const Position& p);

}  // namespace fog
