// The legal moves of fog chess (fow-rules §1): the pseudo-legal moves of
// standard chess, with no rule about king safety at all.
#include <string>
#include <vector>

#include "oracle/detail.hpp"
#include "oracle/oracle.hpp"

namespace oracle {

namespace {

using detail::belongs_to;
using detail::MoveList;
using detail::kEmpty;
using detail::on_board;

// fow-rules §1: "Reaching the last rank promotes to a knight, bishop, rook
// or queen (four distinct moves; promotion is compulsory)."
void add_pawn_move(Square from, Square to, Colour side,
                   MoveList& out) {
    if (to.rank == detail::promotion_rank(side)) {
        for (const char piece : {'n', 'b', 'r', 'q'}) {
            out.add(from, to, piece);
        }
    } else {
        out.add(from, to, 0);
    }
}

void pawn_moves(const Position& p, Square from, MoveList& out) {
    const Colour side = p.side_to_move;
    const int step = detail::forward(side);

    // fow-rules §1: "Single push onto an empty square."
    const Square one{from.file, from.rank + step};
    if (on_board(one.file, one.rank) && p.at(one) == kEmpty) {
        add_pawn_move(from, one, side, out);
        // "Double push from the start rank when both squares are empty."
        const Square two{from.file, from.rank + 2 * step};
        if (from.rank == detail::pawn_start_rank(side) &&
            p.at(two) == kEmpty) {
            out.add(from, two, 0);
        }
    }

    // "Diagonal step only onto an enemy piece, or en passant."
    for (int side_step = -1; side_step <= 1; side_step += 2) {
        const Square diag{from.file + side_step, from.rank + step};
        if (!on_board(diag.file, diag.rank)) {
            continue;
        }
        if (belongs_to(p.at(diag), opponent(side))) {
            add_pawn_move(from, diag, side, out);
        } else if (detail::en_passant_victim(p, Move{from, diag, 0})) {
            out.add(from, diag, 0);
        }
    }
}

// Knights and kings: one step to each target, which must not hold a piece
// of the mover (an enemy piece there is captured, the king included).
void step_moves(const Position& p, Square from, const int steps[][2],
                int count, MoveList& out) {
    for (int i = 0; i < count; ++i) {
        const Square to{from.file + steps[i][0], from.rank + steps[i][1]};
        if (on_board(to.file, to.rank) &&
            !belongs_to(p.at(to), p.side_to_move)) {
            out.add(from, to, 0);
        }
    }
}

// Bishops, rooks, queens: along each ray up to the first occupied square,
// which is a capture when it holds an enemy piece.
void slide_moves(const Position& p, Square from, const int rays[][2],
                 int count, MoveList& out) {
    for (int i = 0; i < count; ++i) {
        Square to{from.file + rays[i][0], from.rank + rays[i][1]};
        while (on_board(to.file, to.rank)) {
            const char there = p.at(to);
            if (there == kEmpty) {
                out.add(from, to, 0);
            } else {
                if (!belongs_to(there, p.side_to_move)) {
                    out.add(from, to, 0);
                }
                break;
            }
            to.file += rays[i][0];
            to.rank += rays[i][1];
        }
    }
}

// fow-rules §1: castling is allowed iff the side still has the right, king
// and rook stand on their original squares and every square strictly
// between them is empty. Attacks do not matter (out of, through, into).
void castling_moves(const Position& p, MoveList& out) {
    const Colour side = p.side_to_move;
    const int home = side == Colour::White ? 0 : 7;
    const bool king_side =
        side == Colour::White ? p.white_king_side : p.black_king_side;
    const bool queen_side =
        side == Colour::White ? p.white_queen_side : p.black_queen_side;
    const char king = detail::piece_for(side, 'K');
    const char rook = detail::piece_for(side, 'R');
    const char* const row = p.board[home];

    if (row[4] != king) {
        return;
    }
    // King e-file to g-file, rook on h-file; f and g must be empty.
    if (king_side && row[7] == rook && row[5] == kEmpty &&
        row[6] == kEmpty) {
        out.add(Square{4, home}, Square{6, home}, 0);
    }
    // King e-file to c-file, rook on a-file; b, c and d must be empty.
    if (queen_side && row[0] == rook && row[1] == kEmpty &&
        row[2] == kEmpty && row[3] == kEmpty) {
        out.add(Square{4, home}, Square{2, home}, 0);
    }
}

// The moves of the piece of the side to move on `from` (none when `from`
// holds no such piece), castling aside.
void piece_moves(const Position& p, Square from, MoveList& out) {
    // static: built once, not copied onto the stack for every piece.
    static constexpr int knight_steps[8][2] = {
        {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    static constexpr int king_steps[8][2] = {
        {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    static constexpr int straight[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    static constexpr int diagonal[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    const char piece = p.at(from);
    if (!belongs_to(piece, p.side_to_move)) {
        return;
    }
    switch (detail::kind(piece)) {
        case 'P':
            pawn_moves(p, from, out);
            break;
        case 'N':
            step_moves(p, from, knight_steps, 8, out);
            break;
        case 'B':
            slide_moves(p, from, diagonal, 4, out);
            break;
        case 'R':
            slide_moves(p, from, straight, 4, out);
            break;
        case 'Q':
            slide_moves(p, from, straight, 4, out);
            slide_moves(p, from, diagonal, 4, out);
            break;
        case 'K':
            step_moves(p, from, king_steps, 8, out);
            break;
        default:
            break;
    }
}

}  // namespace

std::string move_to_uci(const Move& m) {
    // Appended piece by piece: at most five letters, so the text stays in
    // the string's own storage (no temporary from operator+).
    std::string text = square_name(m.from);
    text += square_name(m.to);
    if (m.promotion != 0) {
        text += m.promotion;
    }
    return text;
}

std::vector<Move> legal_moves(const Position& p) {
    std::vector<Move> out;
    // Enough for most positions, so the list is usually allocated once.
    out.reserve(64);
    legal_moves_into(p, out);
    return out;
}

void legal_moves_into(const Position& p, std::vector<Move>& out) {
    MoveList moves(out);
    detail::legal_moves_of(p, moves);
    out.resize(moves.size());
    if (detail::recording_clauses() &&
        !detail::noted_already(detail::NotedWork::MoveList, p, nullptr, Colour::White)) [[unlikely]] {
        detail::note_move_list(p, out, detail::MoveListUse::Moves);
    }
}

void detail::legal_moves_of(const Position& p, MoveList& out) {
    out.clear();
    for (int rank = 0; rank < 8; ++rank) {
        if (detail::rank_is_empty(p, rank)) {
            continue;
        }
        for (int file = 0; file < 8; ++file) {
            // (piece_moves asks this too; asked here, a square without a
            // piece of the side to move costs no call.)
            if (belongs_to(p.board[rank][file], p.side_to_move)) {
                piece_moves(p, Square{file, rank}, out);
            }
        }
    }
    castling_moves(p, out);
}

void detail::legal_moves_of(const Position& p, const PieceSquares& pieces_to_move, MoveList& out) {
    // The same moves in the same order as above: the pieces come in the
    // order the board is read.
    out.clear();
    for (int i = 0; i < pieces_to_move.size(); ++i) {
        piece_moves(p, pieces_to_move[i], out);
    }
    castling_moves(p, out);
}

void detail::legal_moves_from(const Position& p, Square from, MoveList& out) {
    // legal_moves_of gives the moves of each piece from its own square, and
    // castling from the king's original square.
    out.clear();
    if (!on_board(from.file, from.rank)) {
        return;  // (a move of the caller's, not one of legal_moves_of's)
    }
    piece_moves(p, from, out);
    const int home = p.side_to_move == Colour::White ? 0 : 7;
    if (from == Square{4, home}) {
        castling_moves(p, out);
    }
}

bool detail::has_legal_move(const Position& p, MoveList& scratch) {
    // The same moves as legal_moves_of, one piece at a time, stopping
    // at the first piece that has one.
    for (int rank = 0; rank < 8; ++rank) {
        if (detail::rank_is_empty(p, rank)) {
            continue;
        }
        for (int file = 0; file < 8; ++file) {
            if (!belongs_to(p.board[rank][file], p.side_to_move)) {
                continue;
            }
            scratch.clear();
            piece_moves(p, Square{file, rank}, scratch);
            if (!scratch.empty()) {
                return true;
            }
        }
    }
    scratch.clear();
    castling_moves(p, scratch);
    return !scratch.empty();
}

}  // namespace oracle
