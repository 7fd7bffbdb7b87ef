// The checks a belief update makes on a candidate transition, cheapest
// first. Each rejection is implied by the rules: a candidate it rejects
// could not have produced the observation (rules §3, §5).
#pragma once

#include "engine/observation.hpp"
#include "engine/position.hpp"

namespace fog {

// Seen squares where board b holds something other than what o shows.
// A move changes the content of every square it touches and of no other,
// so a candidate move m can explain o only if the seen squares it touches
// are exactly these: (touched_squares(m) & o.seen) == mismatched_squares.
Bitboard mismatched_squares(const Position& b, const Observation& o);

// Squares a move changes: from, to, the castling rook's two squares, the
// en passant victim.
Bitboard touched_squares(Move m);

// Part 3 of the observation, decided before the move is made: the viewer's
// piece that the opponent's move m captures (kNoSquare if none).
Square captured_viewer_piece(const Position& b, Move m, Colour viewer);

// The four parts, compared one at a time so that a caller can stop early.
bool views_match(const Observation& candidate, const Observation& observed);  // parts 1-2
bool outcomes_match(const Outcome& candidate, const Outcome& observed);       // part 4

// The whole transition: the viewer's observation of before -> after equals
// `observed` (with the repetition rule of outcomes_match).
bool transition_matches(const Position& before, const Position& after, Colour viewer, const Observation& observed);

}  // namespace fog
