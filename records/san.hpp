// Standard algebraic notation (SAN) against fog positions.
#pragma once

#include <string>
#include <string_view>

#include "engine/position.hpp"
#include "records/coordinate_move.hpp"

namespace fog::records::detail {

// Resolves SAN text: first among the standard-chess legal moves, then, when
// none matches (a fog-only move, e.g. one leaving the king attacked), among
// all fog moves. More than one match in the set used is an error.
// Accepted: suffixes + # ! ? (any mix), "e.p.", O-O / 0-0 (and O-O-O),
// promotion as =Q or Q, the capture sign x (or :) optional, long forms
// with '-' (Ng1-f3). A missing promotion piece is an error (no default).
Resolved resolve_san(const Position& p, std::string_view text);

// SAN of a fog move of p, without check marks: the piece letter, the
// origin's file, rank or both when another fog move of the same piece type
// reaches the same square (fog moves include every standard move, so the
// text is unambiguous under both rule sets), x for captures, =Q.
std::string to_san(const Position& p, Move m);

// "+" when the move leaves the opponent's king attacked, "#" when moreover
// the opponent has no standard-chess legal move; else "".
std::string check_suffix(const Position& after);

}  // namespace fog::records::detail
