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
    void push(Move m) { moves_[size_++] = m; }
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    Move operator[](std::size_t i) const { return moves_[i]; }
    const Move* begin() const { return moves_.data(); }
    const Move* end() const { return moves_.data() + size_; }
    void clear() { size_ = 0; }

private:
    // 218 is the most moves any chess position has; pseudo-legal fog
    // positions reachable by the parser stay below this bound as well.
    std::array<Move, 256> moves_;
    std::size_t size_ = 0;
};

// All fog moves of the side to move.
void generate_moves(const Position& p, MoveList& out);

// The number of fog moves of the side to move, without listing them.
int count_moves(const Position& p);

// True when the side to move has at least one fog move.
bool has_any_move(const Position& p);

// The castling moves' paths: squares strictly between king and rook.
Bitboard castling_path(Colour c, bool king_side);

}  // namespace fog
