// Which king and rook a castling right stands for, and on which squares
// (rules §1: castling needs the right, with the king and that rook on
// their starting squares; docs/rules.md: a right whose king or rook is not
// there is refused in a FEN, and the other reading drops it silently).
//
// One reading for every place that asks: the lenient reading, which drops
// such a right from a FEN (records/lenient_fen.cpp); and fogproof diff's
// other reading that drops it silently, its note naming a written right
// kept without its pieces (external/diff/comparisons/other_reading_state.cpp)
// and its minimizer, which writes a start without the rights its board no
// longer holds (external/diff/findings/diff_minimize.cpp). Text only, like
// the lenient reading: it includes neither engine/ nor oracle/.
#pragma once

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace fog::records {

struct CastlingCorner {
    char right;  // K, Q, k or q
    const char* colour;  // "white" or "black"
    char king, rook;  // the pieces it needs, as FEN writes them
    int king_square, rook_square;  // 0 = a1 ... 63 = h8
    const char* king_square_name;  // "e1" or "e8"
    const char* rook_square_name;  // "h1", "a1", "h8" or "a8"
};

// The corner of a right written K, Q, k or q; nullopt for any other letter.
std::optional<CastlingCorner> castling_corner(char right);

// What stands on a square (0 = a1): a FEN piece letter, anything else for
// an empty square.
using PieceAt = std::function<char(int square)>;

// The rights of `rights` (KQkq letters; others are left out) whose king and
// rook both stand on their squares.
std::string rights_with_their_pieces(std::string_view rights, const PieceAt& at);

// A FEN placement field as 64 letters, a1 first, '.' for an empty square;
// nullopt when it does not describe 64 squares.
std::optional<std::array<char, 64>> placement_board(std::string_view placement);

}  // namespace fog::records
