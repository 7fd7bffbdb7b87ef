// Which rule clause decides ONE element of an answer (oracle/clauses.hpp):
// a square of a vision, a move, a field of the position after a move, a
// FEN refused. A ClauseRecording says which clauses a whole computation
// exercised; these say which of them put this element in, or keep it out,
// so that a tester that sees another implementation differ in exactly this
// element can name the rule it reads differently.
//
// Each answer lists the deciding clauses, the most specific first; empty
// when no clause of the catalogue decides the element (a square no piece
// of the viewer reaches, a move of a piece that cannot move so, the syntax
// of a FEN, which docs/rules.md "FEN acceptance" items 1 to 5 and 9 decide
// without a clause).
#pragma once

#include <string>
#include <vector>

#include "oracle/clauses.hpp"
#include "oracle/oracle.hpp"

namespace oracle {

// Why `square` is in `viewer`'s vision of p (what sees it), or why it is
// not (what would see it under a wrong reading: a blocked pawn, an empty
// diagonal, the en passant square of the side not to move, a ray beyond
// its first occupied square).
std::vector<Clause> clauses_deciding_vision_square(const Position& p, Colour viewer, Square square);

// Why `move` is a fog move of p (for a move of legal_moves(p): its kind,
// and what a standard-chess reading would drop it for), or why it is not
// (a blocked pawn, castling without its right or through a piece, a
// diagonal step onto an empty square, a promotion that is not one).
std::vector<Clause> clauses_deciding_move(const Position& p, const Move& move);

// A field of the position after `move` (from legal_moves(before)).
enum class PositionField { Placement, Side, Castling, EnPassant, Halfmove, Fullmove };
std::vector<Clause> clauses_deciding_field(const Position& before, const Move& move, PositionField field);

// One castling right ('K', 'Q', 'k' or 'q') after `move`: the rule that
// removed it (or none, when it stays or was never held).
std::vector<Clause> clauses_deciding_castling_right(const Position& before, const Move& move, char right);

// The clauses parse_fen notes while reading `fen`: for a refused FEN, the
// clause that refuses it (none for a fault of syntax); for an accepted one,
// what it kept (the canonical en passant square, ...).
std::vector<Clause> clauses_reading_fen(const std::string& fen, bool allow_missing_kings);

}  // namespace oracle
