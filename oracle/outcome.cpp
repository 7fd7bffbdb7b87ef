// The end of the game (fow-rules §2), checked after every move, in order.
#include <cstdint>
#include <cstring>
#include <vector>

#include "oracle/detail.hpp"
#include "oracle/oracle.hpp"

namespace oracle {

namespace detail {

namespace {

// fow-rules §2 item 4 without its en passant square.
bool same_but_en_passant(const Position& a, const Position& b) {
    for (int rank = 0; rank < 8; ++rank) {
        // A rank at a time: the whole history is compared at every ply.
        if (detail::rank_word(a, rank) != detail::rank_word(b, rank)) {
            return false;
        }
    }
    return a.side_to_move == b.side_to_move && a.white_king_side == b.white_king_side &&
           a.white_queen_side == b.white_queen_side && a.black_king_side == b.black_king_side &&
           a.black_queen_side == b.black_queen_side;
}

// Items 1 to 3; `kings_before` is kings_on(before). Inlined into every
// caller, so that board_outcome pays nothing for its clause check but the
// check itself.
[[gnu::always_inline]] inline Outcome decided_outcome(const Position& before, const Kings& kings_before,
                                                      const Position& after, MoveList& scratch) {
    Outcome outcome;

    // Item 1: "A king was captured: the capturer wins." The capturer is the
    // side that made the move from `before`.
    const Kings kings_after = kings_on(after);
    for (const Colour side : {Colour::White, Colour::Black}) {
        if (kings_before.of(side) && !kings_after.of(side)) {
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

// Item 2 or 3 holding beside the ending that was decided first.
bool another_ending_holds(const Position& after, const Outcome& outcome, MoveList& scratch) {
    switch (outcome.end) {
        case GameEnd::KingCaptured:
            return !has_legal_move(after, scratch) || after.halfmove_clock >= 100;
        case GameEnd::NoMoves:
            return after.halfmove_clock >= 100;
        default:
            return false;
    }
}

void note_board_outcome(const Position& after, const Outcome& outcome, MoveList& scratch) {
    switch (outcome.end) {
        case GameEnd::KingCaptured:
            note(Clause::EndKingCaptured);
            break;
        case GameEnd::NoMoves:
            note(Clause::EndNoMoves);
            break;
        case GameEnd::FiftyMoves:
            note(Clause::EndFiftyMoves);
            break;
        default:
            break;
    }
    if (still_wanted(Clause::EndOrder) && another_ending_holds(after, outcome, scratch)) {
        note(Clause::EndOrder);
    }
}

int occurrences(const std::vector<Position>& history, const Position& p,
                bool (*same)(const Position&, const Position&)) {
    int count = 0;
    for (const Position& earlier : history) {
        if (same(earlier, p)) {
            ++count;
        }
    }
    return count;
}

bool same_with_full_en_passant(const Position& a, const Position& b) {
    return same_but_en_passant(a, b) && full_en_passant(a) == full_en_passant(b);
}

// The clauses of item 4 (and docs/rules.md) that decided game_outcome,
// given the board's own ending and the canonical count.
void note_repetition(const Outcome& by_board, int count, const std::vector<Position>& history, const Position& after) {
    const bool third = count >= 3;
    if (by_board.end != GameEnd::None) {
        if (third) {
            note(Clause::EndOrder);
        }
        return;
    }
    if (third) {
        note(Clause::EndRepetition);
    }
    if (count == 3 && same_for_repetition(history.front(), after)) {
        note(Clause::RepetitionCountsStart);
    }
    if (third != (occurrences(history, after, same_with_full_en_passant) >= 3)) {
        note(Clause::RepetitionCanonicalEnPassant);
    }
}

}  // namespace

bool game_over_on_board(const Position& p) {
    if (p.halfmove_clock >= 100) {
        return true;
    }
    return game_over_on_board(p, kings_on(p));
}

bool game_over_on_board(const Position& p, const Kings& kings) {
    return p.halfmove_clock >= 100 || !kings.white || !kings.black;
}

bool same_for_repetition(const Position& a, const Position& b) {
    // fow-rules §2 item 4: "placement, side to move, castling rights, en
    // passant square in the canonical sense of section 4".
    return same_but_en_passant(a, b) && a.en_passant == b.en_passant;
}

Outcome board_outcome(const Position& before, const Position& after, MoveList& scratch) {
    const Outcome outcome = decided_outcome(before, kings_on(before), after, scratch);
    if (recording_clauses() && !noted_already(NotedWork::BoardOutcome, before, &after, Colour::White)) [[unlikely]] {
        note_board_outcome(after, outcome, scratch);
    }
    return outcome;
}

Outcome board_outcome_of_candidate(const Position& before, const Kings& kings_before, const Position& after,
                                   MoveList& scratch) {
    const Outcome outcome = decided_outcome(before, kings_before, after, scratch);
    if (recording_clauses()) [[unlikely]] {
        note_board_outcome(after, outcome, scratch);
    }
    return outcome;
}

Outcome board_outcome_quietly(const Position& before, const Kings& kings_before, const Position& after,
                              MoveList& scratch) {
    return decided_outcome(before, kings_before, after, scratch);
}

}  // namespace detail

Outcome board_outcome(const Position& before, const Position& after) {
    std::vector<Move> room;
    detail::MoveList scratch(room);
    return detail::board_outcome(before, after, scratch);
}

Outcome game_outcome(const Position& before, const Position& after,
                     const std::vector<Position>& history) {
    const Outcome by_board = board_outcome(before, after);
    const bool recording = detail::recording_clauses();
    if (by_board.end != GameEnd::None && !recording) {
        return by_board;
    }
    // Item 4: the same position for the third time; docs/rules.md: every
    // position of the game counts, the start position and `after` included.
    const int count = detail::occurrences(history, after, detail::same_for_repetition);
    if (recording) [[unlikely]] {
        detail::note_repetition(by_board, count, history, after);
    }
    if (by_board.end != GameEnd::None) {
        return by_board;
    }
    Outcome outcome;
    if (count >= 3) {
        outcome.end = GameEnd::Repetition;
    }
    return outcome;
}

}  // namespace oracle
