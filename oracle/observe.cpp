// An observation (fow-rules §3): what a player learns from one transition.
#include <cstdint>
#include <cstring>
#include <optional>
#include <vector>

#include "oracle/detail.hpp"
#include "oracle/oracle.hpp"

namespace oracle {

namespace detail {

// fow-rules §3 part 3: "the square of C's piece that was captured by the
// move". Only the opponent's move can capture C's pieces, and it moves none
// of them otherwise, so the one square where C had a piece before and has
// none after is the captured piece's square (for en passant, the victim's
// square, not the landing square).
std::optional<Square> own_piece_captured(const Position& before,
                                         const Position& after,
                                         Colour viewer) {
    if (before.side_to_move == viewer) {
        return std::nullopt;
    }
    for (int rank = 0; rank < 8; ++rank) {
        // A move changes at most three ranks: an unchanged rank lost nothing.
        if (detail::rank_word(before, rank) == detail::rank_word(after, rank)) {
            continue;
        }
        for (int file = 0; file < 8; ++file) {
            if (belongs_to(before.board[rank][file], viewer) &&
                !belongs_to(after.board[rank][file], viewer)) {
                return Square{file, rank};
            }
        }
    }
    return std::nullopt;
}

namespace {

// fow-rules §3: C receives an observation after each move. Receiving it
// changes what C knows only where C now sees other squares, or other
// contents on them, than on the board before.
bool view_changed(const Position& before, const CompactObservation& o, Colour viewer, MoveList& scratch) {
    if (!sees_exactly(before, viewer, o.seen, scratch)) {
        return true;
    }
    for (int rank = 0; rank < 8; ++rank) {
        for (int file = 0; file < 8; ++file) {
            const Square s{file, rank};
            if (o.seen.contains(s) && before.at(s) != o.content_at(s)) {
                return true;
            }
        }
    }
    return false;
}

void note_observation(const Position& before, const Position& after, Colour viewer, const CompactObservation& o,
                      MoveList& scratch) {
    if (o.own_piece_captured.has_value()) {
        note(Clause::ObservationOwnPieceCaptured);
        // En passant: the capturer stands elsewhere (fow-rules §3 part 3).
        if (after.at(*o.own_piece_captured) == kEmpty) {
            note(Clause::ObservationOwnPieceCapturedEnPassant);
        }
    }
    if (o.outcome.end != GameEnd::None) {
        note(Clause::ObservationGameEnded);
    }
    const Clause when =
        before.side_to_move == viewer ? Clause::ObservationAfterOwnMove : Clause::ObservationAfterOpponentMove;
    if (still_wanted(when) && view_changed(before, o, viewer, scratch)) {
        note(when);
    }
}

}  // namespace

CompactObservation compact_observe(const Position& before,
                                   const Position& after, Colour viewer,
                                   MoveList& scratch) {
    CompactObservation o;
    // Part 1: "the set of squares C sees on the board after".
    o.seen = seen_squares(after, viewer, scratch);
    // Part 2: "the content ... of each of those squares".
    for (int rank = 0; rank < 8; ++rank) {
        for (int file = 0; file < 8; ++file) {
            const Square s{file, rank};
            if (o.seen.contains(s)) {
                o.contents[square_index(s)] = after.at(s);
            }
        }
    }
    // Part 3.
    o.own_piece_captured = own_piece_captured(before, after, viewer);
    // Part 4: "whether the game ended, and how"; docs/rules.md: only the
    // endings a board pair decides (repetition is the referee's business).
    o.outcome = board_outcome(before, after, scratch);
    if (recording_clauses()) [[unlikely]] {
        note_observation(before, after, viewer, o, scratch);
    }
    return o;
}

std::optional<CompactObservation> compact(const Observation& o) {
    CompactObservation c;
    for (const Square& s : o.seen) {
        if (!on_board(s.file, s.rank)) {
            return std::nullopt;
        }
        c.seen.insert(s);
    }
    // observe() gives every seen square, and only those, a content.
    if (o.contents.size() != o.seen.size()) {
        return std::nullopt;
    }
    for (const auto& [s, content] : o.contents) {
        if (!on_board(s.file, s.rank) || !c.seen.contains(s)) {
            return std::nullopt;
        }
        c.contents[square_index(s)] = content;
    }
    c.own_piece_captured = o.own_piece_captured;
    c.outcome = o.outcome;
    return c;
}

}  // namespace detail

CompactObservation observe_compact(const Position& before,
                                   const Position& after, Colour viewer,
                                   std::vector<Move>& scratch) {
    detail::MoveList moves(scratch);
    return detail::compact_observe(before, after, viewer, moves);
}

Observation observe(const Position& before, const Position& after,
                    Colour viewer) {
    std::vector<Move> room;
    detail::MoveList scratch(room);
    const CompactObservation c =
        detail::compact_observe(before, after, viewer, scratch);
    Observation o;
    o.seen = c.seen.to_set();
    for (const Square& s : o.seen) {
        o.contents.emplace_hint(o.contents.end(), s, c.content_at(s));
    }
    o.own_piece_captured = c.own_piece_captured;
    o.outcome = c.outcome;
    return o;
}

}  // namespace oracle
