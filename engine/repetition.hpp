// Rules §2 item 4, the one ending a board pair cannot decide: the same
// position for the third time. Whoever holds a game's history (the
// referee, the record reader, the harness) counts it here.
#pragma once

#include <vector>

#include "engine/key.hpp"
#include "engine/outcome.hpp"
#include "engine/position.hpp"

namespace fog {

// What the repetition rule compares: placement, side to move, castling
// rights and canonical en passant square. It is position_key with the
// halfmove clock set to zero: the clock is part of a position's identity
// for beliefs (rules §5), but two positions that differ only in it are the
// same position for repetition. The fullmove number is in no key.
PositionKey repetition_key(const Position& p);

// The positions of one game that may still occur again, by repetition key.
class RepetitionHistory {
public:
    explicit RepetitionHistory(const Position& start = initial_position()) { reset(start); }

    // A new game. Its start counts as the first occurrence of its position
    // (docs/rules.md, "Which positions count for repetition?").
    void reset(const Position& start);

    // Counts the position a move led to; returns how often it has occurred
    // now, this time included.
    int record(const Position& after);

    // The keys counted, one per occurrence, since the last pawn move or
    // capture (or the start). No earlier position can occur again: a
    // capture lowers the number of men for good, a pawn move without one
    // either promotes (one pawn fewer for good) or advances a pawn, and
    // pawns never go back, so every later position differs from every
    // earlier one. Keeping only these bounds the history by the fifty-move
    // rule (at most 101 keys), so counting by a scan is cheap.
    const std::vector<PositionKey>& keys() const { return keys_; }

private:
    std::vector<PositionKey> keys_;
};

// Rules §2 in full, for a move whose board pair gave `by_board` (items 1
// to 3, outcome_of) and led to a position now seen `occurrences` times:
// the board's endings come first, then the third occurrence.
Outcome game_outcome(const Outcome& by_board, int occurrences);

}  // namespace fog
