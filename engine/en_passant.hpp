// The en passant rule decisions, each in one named function (rules §4).
//
// A position stores its en passant square in the canonical (xfen) meaning.
// Whoever builds a position (make_move, the FEN parser, a key decoder) calls
// canonical_en_passant to decide it; whoever writes a FEN calls
// en_passant_for_spelling. No other code decides an en passant square.
#pragma once

#include "engine/position.hpp"

namespace fog {

enum class EpSpelling { Full, Xfen, Legal };

// Rules §4 "xfen": the square passed over by the double push ending on
// `pushed_pawn`, if a pawn of the side to move `p.side` stands beside it;
// kNoSquare otherwise. `p` must already hold the board after the push.
Square canonical_en_passant(const Position& p, Square pushed_pawn);

// The decision behind canonical_en_passant, on bare bitboards: the pawns of
// the side to move (`replying_pawns`) that stand beside the pawn pushed to
// `pushed_pawn`. Each of them has a fog en passant capture.
inline Bitboard pawns_beside_pushed_pawn(Square pushed_pawn, Bitboard replying_pawns) {
    return (east(bit(pushed_pawn)) | west(bit(pushed_pawn))) & replying_pawns;
}

// The square the en passant field of a FEN holds, in the given spelling.
Square en_passant_for_spelling(const Position& p, EpSpelling spelling);

// The square of the pawn an en passant capture onto `ep` removes.
constexpr Square en_passant_victim(Square ep) { return rank_of(ep) == 5 ? Square(ep - 8) : Square(ep + 8); }

// Pawns of the side to move that can capture en passant (empty when p.ep is
// kNoSquare). Inline: the belief update asks it of every candidate.
inline Bitboard en_passant_capturers(const Position& p) {
    if (p.ep == kNoSquare) return 0;
    return pawn_attacks(~p.side, p.ep) & p.pieces(p.side, Pawn);
}

}  // namespace fog
