// The sampler's look-ahead on one board: its move, then the opponent's best
// reply by material, with the capture of a king deciding everything.
#pragma once

#include "engine/position.hpp"

namespace fog::play {

// Centipawns; a king capture ends the game, so it outweighs any material.
constexpr int kPieceValue[kPieceTypes] = {100, 300, 300, 500, 900, 0};
constexpr int kKingCaptureScore = 1'000'000;

// Material of `c` minus material of its opponent.
int material_balance(const Position& p, Colour c);

struct MoveScore {
    int score = 0;           // for the side to move of the board
    bool king_lost = false;  // the opponent can capture the mover's king after m
};

// Two plies on board b for its side to move: make m; if that captures the
// enemy king, +kKingCaptureScore; otherwise the balance after the reply
// that is best for the opponent by material (a king capture among the
// replies: -kKingCaptureScore and king_lost). A position where the game is
// drawn by the board (no replies, fifty moves) scores 0. m must be a fog
// move of b.
MoveScore score_move(const Position& b, Move m);

}  // namespace fog::play
