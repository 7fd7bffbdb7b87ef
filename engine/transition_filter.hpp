// The checks a belief update makes on a candidate transition, cheapest
// first. Each rejection is implied by the rules: a candidate it rejects
// could not have produced the observation (rules §3, §5).
#pragma once

#include "engine/en_passant.hpp"
#include "engine/observation.hpp"
#include "engine/position.hpp"
#include "engine/view_check.hpp"

namespace fog {

// Seen squares where board b holds something other than what o shows.
// A move changes the content of every square it touches and of no other,
// so a candidate move m can explain o only if the seen squares it touches
// are exactly these: (touched_squares(m) & o.seen) == mismatched_squares.
inline Bitboard mismatched_squares(const Position& b, const Observation& o) { return content_mismatch(b, o); }

// Squares a move changes: from, to, the castling rook's two squares, the
// en passant victim. Inline: the update asks it for every candidate move
// (out of line it was a tenth of the update's instructions).
inline Bitboard touched_squares(Move m) {
    const Bitboard touched = bit(m.from()) | bit(m.to());
    switch (m.kind()) {
    case MoveKind::EnPassant:
        return touched | bit(en_passant_victim(m.to()));
    case MoveKind::Castling: {
        const int rank = rank_of(m.from());
        return touched | (file_of(m.to()) == 6 ? bit(make_square(7, rank)) | bit(make_square(5, rank))
                                               : bit(make_square(0, rank)) | bit(make_square(3, rank)));
    }
    default:
        return touched;
    }
}

// Part 3 of the observation, decided before the move is made: the viewer's
// piece that the opponent's move m captures (kNoSquare if none).
inline Square captured_viewer_piece(const Position& b, Move m, Colour viewer) {
    if (m.kind() == MoveKind::EnPassant) return en_passant_victim(m.to());
    return (b.by_colour[viewer] & bit(m.to())) ? m.to() : kNoSquare;
}

// The four parts, compared one at a time so that a caller can stop early.
bool views_match(const Observation& candidate, const Observation& observed);  // parts 1-2
// Part 4. Repetition needs the game's history, which a board in P does not
// carry: the board part of such an outcome is "not ended".
inline bool outcomes_match(const Outcome& candidate, const Outcome& observed) {
    if (observed.end == GameEnd::Repetition) return candidate.end == GameEnd::None;
    return candidate == observed;
}

// True when the viewer, to move next, has a move on every board whose view
// equals `observed`: the viewer sees all its own pieces, so those boards
// hold exactly the own pieces `observed` shows, and a king or knight with a
// square not its own has a move whatever else stands on the board.
bool viewer_surely_has_a_move(const Observation& observed, Colour viewer);

// The whole transition: the viewer's observation of before -> after equals
// `observed` (with the repetition rule of outcomes_match). Built once per
// update: the view part is a ViewCheck.
// `viewer_has_a_move`: the caller passes viewer_surely_has_a_move(observed,
// viewer) when the viewer moves next, which spares the outcome's search
// for a move; false always gives the full check.
class TransitionCheck {
public:
    TransitionCheck(const Observation& observed, Colour viewer, bool viewer_has_a_move = false)
        : view_(observed, viewer), observed_(observed), viewer_(viewer), viewer_has_a_move_(viewer_has_a_move) {}
    bool matches(const Position& before, const Position& after) const;

private:
    ViewCheck view_;
    Observation observed_;
    Colour viewer_;
    bool viewer_has_a_move_;
};

}  // namespace fog
