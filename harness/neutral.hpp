// Neutral types: the meaning of a position, a move set, a vision and an
// observation, in plain values that belong to neither implementation.
//
// The harness compares the engine and the oracle only through these types,
// never through text one side wrote. Squares are 0..63 with a1 = 0, h8 = 63.
#pragma once

#include <array>
#include <compare>
#include <cstdint>
#include <set>
#include <string>

#include "harness/square_set.hpp"

namespace harness {

struct NeutralPosition {
    std::array<char, 64> board{};  // FEN letter, or '.' when empty
    char side = 'w';               // 'w' or 'b'
    std::string castling;          // letters of "KQkq" held, in that order
    int en_passant = -1;           // canonical (xfen) square, -1 if none
    int halfmove = 0;
    int fullmove = 1;
    friend auto operator<=>(const NeutralPosition&, const NeutralPosition&) = default;
};

// Belief sets compare positions by what makes them duplicates (rules §5):
// the fullmove number is the same for every board of one belief.
struct DuplicateKey {
    std::array<char, 64> board{};
    char side = 'w';
    std::string castling;
    int en_passant = -1;
    int halfmove = 0;
    friend auto operator<=>(const DuplicateKey&, const DuplicateKey&) = default;
};
DuplicateKey duplicate_key(const NeutralPosition& p);

struct NeutralObservation {
    SquareSet seen;
    SquareContents contents;  // every seen square: letter or '.'
    int own_piece_captured = -1;
    std::string outcome = "none";  // "none", "king-captured", "no-moves", "fifty-moves", "repetition"
    char winner = '-';             // 'w' / 'b' for king-captured, else '-'
    friend auto operator<=>(const NeutralObservation&, const NeutralObservation&) = default;
};

std::string square_text(int square);  // "e4", or "-" for -1
// A board of a belief as a position; the fullmove number is the belief's.
NeutralPosition position_of(const DuplicateKey& key, int fullmove = 1);
// Six-field FEN text of a neutral position, for feeding positions the
// harness made (minimized starts, generated boards) to the implementations.
// The en passant field is the canonical square. Never compared as text.
std::string neutral_fen(const NeutralPosition& p);
std::string describe(const NeutralPosition& p);
std::string describe(const SquareSet& squares);
std::string describe(const NeutralObservation& o);

// Mirror image for the colour-symmetry property: ranks flipped, colours of
// pieces and side to move swapped.
int mirror_square(int square);
NeutralPosition mirror(const NeutralPosition& p);

}  // namespace harness
