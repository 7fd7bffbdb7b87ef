#include "engine/transition_filter.hpp"

#include "engine/en_passant.hpp"
#include "engine/outcome.hpp"

namespace fog {

bool views_match(const Observation& candidate, const Observation& observed) {
    return candidate.seen == observed.seen && candidate.white == observed.white &&
           candidate.code[0] == observed.code[0] && candidate.code[1] == observed.code[1] &&
           candidate.code[2] == observed.code[2];
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

bool TransitionCheck::matches(const Position& before, const Position& after) const {
    if (!view_.matches(after)) return false;
    if (own_piece_captured(before, after, viewer_) != observed_.own_piece_captured) return false;
    // The view matched, so the viewer's pieces are the ones `observed` shows.
    const bool known = viewer_has_a_move_ && after.side == viewer_;
    return outcomes_match(known ? board_outcome_with_a_move(before, after) : board_outcome(before, after),
                          observed_.outcome);
}

}  // namespace fog
