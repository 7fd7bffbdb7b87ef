// Squares, colours, piece letters and the initial position: the vocabulary
// every other part of the oracle speaks.
#include <string>

#include "oracle/detail.hpp"
#include "oracle/oracle.hpp"

namespace oracle {

std::string square_name(Square s) {
    std::string name;
    name += static_cast<char>('a' + s.file);
    name += static_cast<char>('1' + s.rank);
    return name;
}

std::optional<Square> square_from_name(const std::string& name) {
    if (name.size() != 2) {
        return std::nullopt;
    }
    const char f = name[0];
    const char r = name[1];
    if (f < 'a' || f > 'h' || r < '1' || r > '8') {
        return std::nullopt;
    }
    return Square{f - 'a', r - '1'};
}

Position initial_position() {
    // The standard initial array (FIDE laws, article 2), written rank 1 up.
    const char* const ranks[8] = {
        "RNBQKBNR", "PPPPPPPP", "........", "........",
        "........", "........", "pppppppp", "rnbqkbnr",
    };
    Position p;
    for (int rank = 0; rank < 8; ++rank) {
        for (int file = 0; file < 8; ++file) {
            p.board[rank][file] = ranks[rank][file];
        }
    }
    p.side_to_move = Colour::White;
    p.white_king_side = true;
    p.white_queen_side = true;
    p.black_king_side = true;
    p.black_queen_side = true;
    p.en_passant = std::nullopt;
    p.double_push = std::nullopt;
    p.halfmove_clock = 0;
    p.fullmove_number = 1;
    return p;
}

namespace detail {

namespace {

// Does `piece` stand anywhere on p? The ranks are looked through from
// `first_rank` towards the other side (step +1 or -1).
bool stands_on(const Position& p, char piece, int first_rank, int step) {
    for (int rank = first_rank; rank >= 0 && rank < 8; rank += step) {
        if (rank_is_empty(p, rank)) {
            continue;
        }
        for (int file = 0; file < 8; ++file) {
            if (p.board[rank][file] == piece) {
                return true;
            }
        }
    }
    return false;
}

}  // namespace

Kings kings_on(const Position& p) {
    // Each king is looked for from its own side's first rank, where it most
    // often stands: a belief update asks this of every candidate board, and
    // one look from rank 1 up found the black king only near the end.
    Kings kings;
    kings.white = stands_on(p, 'K', 0, 1);
    kings.black = stands_on(p, 'k', 7, -1);
    return kings;
}

PieceSquares pieces_of(const Position& p, Colour side) {
    PieceSquares pieces;
    for (int rank = 0; rank < 8; ++rank) {
        if (rank_is_empty(p, rank)) {
            continue;
        }
        for (int file = 0; file < 8; ++file) {
            if (belongs_to(p.board[rank][file], side)) {
                pieces.add(Square{file, rank});
            }
        }
    }
    return pieces;
}

std::optional<Square> find_king(const Position& p, Colour side) {
    const char king = piece_for(side, 'K');
    for (int rank = 0; rank < 8; ++rank) {
        for (int file = 0; file < 8; ++file) {
            if (p.board[rank][file] == king) {
                return Square{file, rank};
            }
        }
    }
    return std::nullopt;
}

}  // namespace detail
}  // namespace oracle
