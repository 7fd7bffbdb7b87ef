#include "engine/transition_filter.hpp"

#include "engine/en_passant.hpp"
#include "engine/outcome.hpp"

namespace fog {

Bitboard mismatched_squares(const Position& b, const Observation& o) {
    const Bitboard* t = b.by_type;
    const Bitboard differ = (b.by_colour[White] ^ o.white) | ((t[Pawn] | t[Bishop] | t[Queen]) ^ o.code[0]) |
                            ((t[Knight] | t[Bishop] | t[King]) ^ o.code[1]) | ((t[Rook] | t[Queen] | t[King]) ^ o.code[2]);
    return differ & o.seen;
}

bool views_match(const Observation& candidate, const Observation& observed) {
    return candidate.seen == observed.seen && candidate.white == observed.white &&
           candidate.code[0] == observed.code[0] && candidate.code[1] == observed.code[1] &&
           candidate.code[2] == observed.code[2];
}

bool outcomes_match(const Outcome& candidate, const Outcome& observed) {
    // Repetition needs the game's history, which a board in P does not
    // carry: the board part of such an outcome is "not ended".
    if (observed.end == GameEnd::Repetition) return candidate.end == GameEnd::None;
    return candidate == observed;
}

bool viewer_surely_has_a_move(const Observation& observed, Colour viewer) {
    const Bitboard* code = observed.code;  // piece code = type + 1, in bit planes
    const Bitboard coloured = viewer == White ? observed.white : ~observed.white;
    const Bitboard own = (code[0] | code[1] | code[2]) & coloured;
    const Bitboard knights = own & ~code[0] & code[1] & ~code[2];
    const Bitboard kings = own & ~code[0] & code[1] & code[2];
    for (Bitboard b = knights; b;)
        if (knight_attacks(pop_lsb(b)) & ~own) return true;
    for (Bitboard b = kings; b;)
        if (king_attacks(pop_lsb(b)) & ~own) return true;
    return false;
}

bool transition_matches(const Position& before, const Position& after, Colour viewer, const Observation& observed,
                        bool viewer_has_a_move) {
    Observation candidate;
    fill_view(after, viewer, candidate);
    if (!views_match(candidate, observed)) return false;
    if (own_piece_captured(before, after, viewer) != observed.own_piece_captured) return false;
    // The view matched, so the viewer's pieces are the ones `observed` shows.
    const bool known = viewer_has_a_move && after.side == viewer;
    return outcomes_match(known ? board_outcome_with_a_move(before, after) : board_outcome(before, after),
                          observed.outcome);
}

}  // namespace fog
