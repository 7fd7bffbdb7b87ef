// Moves written as squares (UCI text, JSONL from/to), resolved against the
// fog moves of a position.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/position.hpp"

namespace fog::records::detail {

// A resolved move, or why there is none.
struct Resolved {
    std::optional<Move> move;
    std::string error;
};

// The fog move from `from` to `to` (promotion NoPieceType: none). Castling
// is found both as the king's move to its destination (e1g1) and as the
// king onto its own rook (e1h1): the latter is never an ordinary move, so
// the two spellings cannot be confused.
Resolved resolve_squares(const Position& p, Square from, Square to, PieceType promotion);

// UCI text: "e2e4", "e7e8q" (promotion letter in either case), "e1g1" or
// "e1h1" for castling.
Resolved resolve_uci(const Position& p, std::string_view text);

// "queen"/"rook"/"bishop"/"knight" (any case) or one letter q/r/b/n.
std::optional<PieceType> promotion_from_name(std::string_view name);
std::string_view promotion_name(PieceType t);

// The rook square a castling move's king is written onto (h1, a1, h8, a8).
Square castling_rook_square(Move castling);

// "white" / "black".
std::string_view colour_name(Colour c);

}  // namespace fog::records::detail
