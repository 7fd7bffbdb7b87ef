// FEN writing. Apart from engine/fen.cpp (the parser) because the fuzz
// build traces comparisons in parsers only (cmake/Fuzzing.cmake): the
// writer compares nothing with input bytes, and the fuzz targets write
// several FENs per ply.
#include <fmt/format.h>

#include <array>

#include "engine/fen.hpp"

namespace fog {

std::string write_fen(const Position& p, EpSpelling spelling) {
    // The longest FEN: 64 letters and 7 slashes, "w", "KQkq", a square and
    // two ten-digit numbers, with five spaces: 101 characters. Written in
    // place, then copied once, instead of growing a string letter by letter.
    std::array<char, 128> text;
    char* out = text.data();
    const std::array<char, 64> board = piece_letters(p);
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const char letter = board[make_square(file, rank)];
            if (letter == '.') {
                ++empty;
                continue;
            }
            if (empty) *out++ = char('0' + empty);
            empty = 0;
            *out++ = letter;
        }
        if (empty) *out++ = char('0' + empty);
        if (rank) *out++ = '/';
    }
    *out++ = ' ';
    *out++ = p.side == White ? 'w' : 'b';
    *out++ = ' ';
    if (!p.castling) *out++ = '-';
    if (p.castling & WhiteKingSide) *out++ = 'K';
    if (p.castling & WhiteQueenSide) *out++ = 'Q';
    if (p.castling & BlackKingSide) *out++ = 'k';
    if (p.castling & BlackQueenSide) *out++ = 'q';
    *out++ = ' ';
    if (const Square ep = en_passant_for_spelling(p, spelling); ep == kNoSquare) {
        *out++ = '-';
    } else {
        *out++ = char('a' + file_of(ep));
        *out++ = char('1' + rank_of(ep));
    }
    out = fmt::format_to(out, " {} {}", p.halfmove, p.fullmove);
    return std::string(text.data(), out);
}

}  // namespace fog
