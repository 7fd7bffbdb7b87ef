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

Bitboard touched_squares(Move m) {
    Bitboard touched = bit(m.from()) | bit(m.to());
    if (m.kind() == MoveKind::EnPassant) touched |= bit(en_passant_victim(m.to()));
    if (m.kind() == MoveKind::Castling) {
        const int rank = rank_of(m.from());
        touched |= file_of(m.to()) == 6 ? bit(make_square(7, rank)) | bit(make_square(5, rank))
                                        : bit(make_square(0, rank)) | bit(make_square(3, rank));
    }
    return touched;
}

Square captured_viewer_piece(const Position& b, Move m, Colour viewer) {
    if (m.kind() == MoveKind::EnPassant) return en_passant_victim(m.to());
    return (b.by_colour[viewer] & bit(m.to())) ? m.to() : kNoSquare;
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

bool transition_matches(const Position& before, const Position& after, Colour viewer, const Observation& observed) {
    Observation candidate;
    fill_view(after, viewer, candidate);
    if (!views_match(candidate, observed)) return false;
    if (own_piece_captured(before, after, viewer) != observed.own_piece_captured) return false;
    return outcomes_match(board_outcome(before, after), observed.outcome);
}

}  // namespace fog
