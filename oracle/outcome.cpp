// The end of the game (fow-rules §2), checked after every move, in order.
#include <vector>

#include "oracle/detail.hpp"
#include "oracle/oracle.hpp"

namespace oracle {

namespace detail {

bool same_for_repetition(const Position& a, const Position& b) {
    // fow-rules §2 item 4: "placement, side to move, castling rights, en
    // passant square in the canonical sense of section 4".
    for (int rank = 0; rank < 8; ++rank) {
        for (int file = 0; file < 8; ++file) {
            if (a.board[rank][file] != b.board[rank][file]) {
                return false;
            }
        }
    }
    return a.side_to_move == b.side_to_move &&
           a.white_king_side == b.white_king_side &&
           a.white_queen_side == b.white_queen_side &&
           a.black_king_side == b.black_king_side &&
           a.black_queen_side == b.black_queen_side &&
           a.en_passant == b.en_passant;
}

Outcome board_outcome(const Position& before, const Position& after,
                      std::vector<Move>& scratch) {
    Outcome outcome;

    // Item 1: "A king was captured: the capturer wins." The capturer is the
    // side that made the move from `before`.
    for (const Colour side : {Colour::White, Colour::Black}) {
        if (find_king(before, side).has_value() &&
            !find_king(after, side).has_value()) {
            outcome.end = GameEnd::KingCaptured;
            outcome.winner = before.side_to_move;
            return outcome;
        }
    }

    // Item 2: "The side to move has no legal move: draw."
    if (!has_legal_move(after, scratch)) {
        outcome.end = GameEnd::NoMoves;
        return outcome;
    }

    // Item 3: "The halfmove clock reached 100: draw, applied
    // automatically."
    if (after.halfmove_clock >= 100) {
        outcome.end = GameEnd::FiftyMoves;
        return outcome;
    }
    return outcome;
}

}  // namespace detail

Outcome board_outcome(const Position& before, const Position& after) {
    std::vector<Move> scratch;
    return detail::board_outcome(before, after, scratch);
}

Outcome game_outcome(const Position& before, const Position& after,
                     const std::vector<Position>& history) {
    const Outcome by_board = board_outcome(before, after);
    if (by_board.end != GameEnd::None) {
        return by_board;
    }
    // Item 4: the same position for the third time; docs/rules.md: every
    // position of the game counts, the start position and `after` included.
    int occurrences = 0;
    for (const Position& earlier : history) {
        if (detail::same_for_repetition(earlier, after)) {
            ++occurrences;
        }
    }
    Outcome outcome;
    if (occurrences >= 3) {
        outcome.end = GameEnd::Repetition;
    }
    return outcome;
}

}  // namespace oracle
