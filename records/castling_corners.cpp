#include "records/castling_corners.hpp"

namespace fog::records {

std::optional<CastlingCorner> castling_corner(char right) {
    const bool white = right == 'K' || right == 'Q';
    const bool king_side = right == 'K' || right == 'k';
    if (!white && right != 'k' && right != 'q') return std::nullopt;
    const int back_rank = white ? 0 : 56;
    return CastlingCorner{right,
                          white ? "white" : "black",
                          white ? 'K' : 'k',
                          white ? 'R' : 'r',
                          back_rank + 4,  // the e-file
                          back_rank + (king_side ? 7 : 0),
                          white ? "e1" : "e8",
                          white ? (king_side ? "h1" : "a1") : (king_side ? "h8" : "a8")};
}

std::string rights_with_their_pieces(std::string_view rights, const PieceAt& at) {
    std::string kept;
    for (const char right : rights) {
        const std::optional<CastlingCorner> corner = castling_corner(right);
        if (corner && at(corner->king_square) == corner->king && at(corner->rook_square) == corner->rook) kept += right;
    }
    return kept;
}

std::optional<std::array<char, 64>> placement_board(std::string_view placement) {
    std::array<char, 64> board;
    board.fill('.');
    int rank = 7, file = 0;
    for (const char c : placement) {
        if (c == '/') {
            if (file != 8 || rank == 0) return std::nullopt;
            --rank;
            file = 0;
        } else if (c >= '1' && c <= '8') {
            file += c - '0';
            if (file > 8) return std::nullopt;
        } else {
            if (file >= 8) return std::nullopt;
            board[std::size_t(rank * 8 + file++)] = c;
        }
    }
    if (rank != 0 || file != 8) return std::nullopt;
    return board;
}

}  // namespace fog::records
