// What a colour learns from one transition (rules §3, "An observation").
#pragma once

#include "engine/outcome.hpp"
#include "engine/position.hpp"

namespace fog {

// Piece contents are kept as bitboards masked by vision, so two
// observations compare with a handful of word compares.
struct Observation {
    Bitboard seen = 0;                  // part 1
    Bitboard white = 0;                 // part 2: seen white pieces
    Bitboard code[3] = {0, 0, 0};       // part 2: piece code (type + 1) bit planes, seen squares only
    Square own_piece_captured = kNoSquare;  // part 3
    Outcome outcome;                    // part 4 (board part; see outcome.hpp)

    friend bool operator==(const Observation&, const Observation&) = default;

    // The piece on a seen square; NoPieceType when empty or unseen.
    PieceType type_on(Square s) const;
    Colour colour_on(Square s) const { return (white & bit(s)) ? White : Black; }
};

Observation observe(const Position& before, const Position& after, Colour viewer);

// Part 3: the viewer's piece that vanished (kNoSquare if none). Only the
// opponent's move can capture; the viewer's own move only relocates.
// Inline: the belief update asks it of every candidate.
inline Square own_piece_captured(const Position& before, const Position& after, Colour viewer) {
    // C always knows its own pieces, so it knows which one vanished. C's own
    // move also empties a square of C's, which is no capture.
    const Bitboard lost = before.by_colour[viewer] & ~after.by_colour[viewer];
    return (before.side != viewer && lost) ? lsb(lost) : kNoSquare;
}

// The part of the observation the board `after` shows: parts 1 and 2.
void fill_view(const Position& after, Colour viewer, Observation& o);

}  // namespace fog
