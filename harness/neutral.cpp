#include "harness/neutral.hpp"

#include <cctype>

namespace harness {

DuplicateKey duplicate_key(const NeutralPosition& p) {
    return {p.board, p.side, p.castling, p.en_passant, p.halfmove};
}

NeutralPosition position_of(const DuplicateKey& k, int fullmove) {
    NeutralPosition p;
    p.board = k.board;
    p.side = k.side;
    p.castling = k.castling;
    p.en_passant = k.en_passant;
    p.halfmove = k.halfmove;
    p.fullmove = fullmove;
    return p;
}

std::string neutral_fen(const NeutralPosition& p) {
    std::string placement;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const char c = p.board[std::size_t(rank * 8 + file)];
            if (c == '.') {
                ++empty;
                continue;
            }
            if (empty) placement += char('0' + empty);
            empty = 0;
            placement += c;
        }
        if (empty) placement += char('0' + empty);
        if (rank) placement += '/';
    }
    return placement + ' ' + p.side + ' ' + (p.castling.empty() ? std::string("-") : p.castling) + ' ' +
           square_text(p.en_passant) + ' ' + std::to_string(p.halfmove) + ' ' + std::to_string(p.fullmove);
}

std::string square_text(int square) {
    if (square < 0 || square > 63) return "-";
    return {char('a' + square % 8), char('1' + square / 8)};
}

std::string describe(const NeutralPosition& p) {
    std::string out;
    for (int rank = 7; rank >= 0; --rank) {
        for (int file = 0; file < 8; ++file) out += p.board[std::size_t(rank * 8 + file)];
        out += '/';
    }
    out.pop_back();
    out += ' ';
    out += p.side;
    out += ' ' + (p.castling.empty() ? std::string("-") : p.castling) + ' ' + square_text(p.en_passant) + ' ' +
           std::to_string(p.halfmove) + ' ' + std::to_string(p.fullmove);
    return out;
}

std::string describe(const SquareSet& squares) {
    std::string out = "{";
    for (int s : squares) {
        if (out.size() > 1) out += ' ';
        out += square_text(s);
    }
    return out + "}";
}

std::string describe(const NeutralObservation& o) {
    std::string out = "seen ";
    out += describe(o.seen);
    out += " contents {";
    bool first = true;
    for (auto [s, c] : o.contents) {
        if (c == '.') continue;
        if (!first) out += ' ';
        out += square_text(s);
        out += '=';
        out += c;
        first = false;
    }
    out += "} captured " + square_text(o.own_piece_captured) + " outcome " + o.outcome;
    if (o.winner != '-') out += std::string(" winner ") + o.winner;
    return out;
}

int mirror_square(int square) { return square < 0 ? square : square ^ 56; }

NeutralPosition mirror(const NeutralPosition& p) {
    NeutralPosition m = p;
    for (int s = 0; s < 64; ++s) {
        const char c = p.board[std::size_t(s)];
        const char swapped = std::isupper(static_cast<unsigned char>(c)) ? char(std::tolower(c))
                             : std::islower(static_cast<unsigned char>(c)) ? char(std::toupper(c))
                                                                           : c;
        m.board[std::size_t(mirror_square(s))] = swapped;
    }
    m.side = p.side == 'w' ? 'b' : 'w';
    m.castling.clear();
    const auto has = [&](char c) { return p.castling.find(c) != std::string::npos; };
    if (has('k')) m.castling += 'K';
    if (has('q')) m.castling += 'Q';
    if (has('K')) m.castling += 'k';
    if (has('Q')) m.castling += 'q';
    m.en_passant = mirror_square(p.en_passant);
    return m;
}

}  // namespace harness
