// Standard-chess attack detection. Fog chess has no rule about attacks
// (fow-rules §1); this exists so that the `legal` spelling of the en
// passant field (fow-rules §4, docs/rules.md) can be written, and so that a
// clause recording can tell where standard chess would have answered
// otherwise (oracle/clauses.hpp).
#include "oracle/detail.hpp"

namespace oracle::detail {

namespace {

// Does a piece of `by` whose letter is one of `kinds` (upper case) stand at
// (file, rank)?
bool holds(const Position& p, int file, int rank, Colour by,
           const char* kinds) {
    if (!on_board(file, rank)) {
        return false;
    }
    const char piece = p.board[rank][file];
    if (!belongs_to(piece, by)) {
        return false;
    }
    for (const char* k = kinds; *k != '\0'; ++k) {
        if (kind(piece) == *k) {
            return true;
        }
    }
    return false;
}

// Walks from target in one direction; the first occupied square decides
// whether a slider of `by` attacks along this line.
bool slider_on_ray(const Position& p, Square target, int df, int dr,
                   Colour by, const char* kinds) {
    int file = target.file + df;
    int rank = target.rank + dr;
    while (on_board(file, rank)) {
        if (p.board[rank][file] != kEmpty) {
            return holds(p, file, rank, by, kinds);
        }
        file += df;
        rank += dr;
    }
    return false;
}

}  // namespace

bool is_attacked_standard(const Position& p, Square target, Colour by) {
    // A pawn attacks the two squares diagonally in front of it, so it
    // stands diagonally behind the target from its own point of view.
    const int pawn_rank = target.rank - forward(by);
    if (holds(p, target.file - 1, pawn_rank, by, "P") ||
        holds(p, target.file + 1, pawn_rank, by, "P")) {
        return true;
    }

    const int knight_steps[8][2] = {{1, 2},  {2, 1},  {2, -1}, {1, -2},
                                    {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    for (const auto& step : knight_steps) {
        if (holds(p, target.file + step[0], target.rank + step[1], by,
                  "N")) {
            return true;
        }
    }

    for (int df = -1; df <= 1; ++df) {
        for (int dr = -1; dr <= 1; ++dr) {
            if ((df != 0 || dr != 0) &&
                holds(p, target.file + df, target.rank + dr, by, "K")) {
                return true;
            }
        }
    }

    const int straight[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    for (const auto& d : straight) {
        if (slider_on_ray(p, target, d[0], d[1], by, "RQ")) {
            return true;
        }
    }
    const int diagonal[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    for (const auto& d : diagonal) {
        if (slider_on_ray(p, target, d[0], d[1], by, "BQ")) {
            return true;
        }
    }
    return false;
}

bool king_attacked_standard(const Position& p, Colour side) {
    const std::optional<Square> king = find_king(p, side);
    return king.has_value() && is_attacked_standard(p, *king, opponent(side));
}

bool some_en_passant_capture_is_standard_legal(const Position& p) {
    if (!p.en_passant.has_value()) {
        return false;
    }
    // fow-rules §1: an en passant capture lands on the en passant square,
    // coming diagonally from one of the two squares behind it (from the
    // capturer's side); en_passant_victim says whether the move from there
    // is one. These are exactly the en passant captures among legal_moves(p),
    // found without generating every move (make_move asks this after every
    // double push that can be captured, for each candidate of a belief
    // update).
    const Colour capturer = p.side_to_move;
    const Square landing = *p.en_passant;
    for (const int side_step : {-1, 1}) {
        const Square from{landing.file + side_step, landing.rank - forward(capturer)};
        if (!on_board(from.file, from.rank)) {
            continue;
        }
        const Move m{from, landing, 0};
        if (en_passant_victim(p, m).has_value() && !king_attacked_standard(apply_move(p, m), capturer)) {
            return true;
        }
    }
    return false;
}

}  // namespace oracle::detail
