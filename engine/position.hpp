// A fog-chess position on bitboards, and making a move on it.
#pragma once

#include <array>

#include "engine/attacks.hpp"
#include "engine/bitboard.hpp"
#include "engine/types.hpp"

namespace fog {

// Castling rights as bits.
enum CastlingRight : std::uint8_t {
    WhiteKingSide = 1,
    WhiteQueenSide = 2,
    BlackKingSide = 4,
    BlackQueenSide = 8,
    AllCastling = 15,
};

// A right is lost whenever its king's or rook's original square is moved
// from or captured on (rules §1; the king-capture case is in docs/rules.md).
inline constexpr std::array<std::uint8_t, 64> kCastlingKeep = [] {
    std::array<std::uint8_t, 64> keep{};
    keep.fill(AllCastling);
    keep[make_square(4, 0)] = AllCastling & ~(WhiteKingSide | WhiteQueenSide);
    keep[make_square(7, 0)] = AllCastling & ~WhiteKingSide;
    keep[make_square(0, 0)] = AllCastling & ~WhiteQueenSide;
    keep[make_square(4, 7)] = AllCastling & ~(BlackKingSide | BlackQueenSide);
    keep[make_square(7, 7)] = AllCastling & ~BlackKingSide;
    keep[make_square(0, 7)] = AllCastling & ~BlackQueenSide;
    return keep;
}();

// The castling rights left after a move from `from` to `to`.
constexpr std::uint8_t castling_after_move(std::uint8_t castling, Square from, Square to) {
    return std::uint8_t(castling & kCastlingKeep[from] & kCastlingKeep[to]);
}

struct Position {
    Bitboard by_colour[2] = {0, 0};
    Bitboard by_type[kPieceTypes] = {0, 0, 0, 0, 0, 0};
    Colour side = White;
    std::uint8_t castling = 0;
    // En passant square in the canonical (xfen) meaning, rules section 4:
    // set only when the side to move has a fog en passant capture onto it.
    // Written only by set_en_passant (en_passant.hpp).
    Square ep = kNoSquare;
    // The square the last double push passed over, usable or not. It exists
    // only so the `full` spelling can be written; it is no part of the
    // position's meaning (not in the key, no effect on moves or vision).
    Square double_push = kNoSquare;
    std::uint16_t halfmove = 0;
    std::uint32_t fullmove = 1;

    Bitboard occupied() const { return by_colour[White] | by_colour[Black]; }
    Bitboard pieces(Colour c, PieceType t) const { return by_colour[c] & by_type[t]; }
    Bitboard pieces(PieceType t) const { return by_type[t]; }
    PieceType type_on(Square s) const;  // NoPieceType when empty
    // The type on a square known to be occupied. Branch-free: exactly one
    // type bit is set there, so the weighted sum is that type's index.
    PieceType type_on_occupied(Square s) const {
        return PieceType(((by_type[Knight] >> s) & 1) + 2 * ((by_type[Bishop] >> s) & 1) +
                         3 * ((by_type[Rook] >> s) & 1) + 4 * ((by_type[Queen] >> s) & 1) +
                         5 * ((by_type[King] >> s) & 1));
    }
    bool has_king(Colour c) const { return pieces(c, King) != 0; }
    bool has_both_kings() const { return has_king(White) && has_king(Black); }

    void put(Colour c, PieceType t, Square s) {
        by_colour[c] |= bit(s);
        by_type[t] |= bit(s);
    }
    void remove(Colour c, PieceType t, Square s) {
        by_colour[c] &= ~bit(s);
        by_type[t] &= ~bit(s);
    }
};

// The standard initial position.
Position initial_position();

// The board as FEN letters by square (a1 first), '.' where empty: for
// writing and converting positions without asking square by square.
std::array<char, 64> piece_letters(const Position& p);

// Makes a move produced by the move generator for p. The en passant square
// of the result follows the canonical rule (en_passant.hpp).
Position make_move(const Position& p, Move m);

// Placement, side, castling, canonical en passant, clocks: everything but
// the double-push memo.
bool same_meaning(const Position& a, const Position& b);

}  // namespace fog
