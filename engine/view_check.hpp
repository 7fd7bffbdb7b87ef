// The view part of a belief update's observation check (parts 1 and 2 of
// rules §3), without computing each candidate's vision.
//
// views_match(fill_view(after, viewer), observed) computes the viewer's
// whole vision of every candidate board, sliders included: the dearest
// step of checking a transition. But a candidate can match only if it
// shows the observed content on every seen square, and then most of its
// vision is already fixed by the observation:
//
// - its pieces of the viewer's colour are the ones the observation shows
//   (every own piece is seen, so one standing elsewhere fails the check);
// - knights and kings see their fixed attack squares;
// - a slider's ray runs over empty seen squares, which the candidate
//   shares, up to its first occupied square: walked on the observation, it
//   is the same ray. If it reaches an unseen square instead, every
//   candidate sees that square too and none can match (walked on, the ray
//   holds it too, so the sum below differs from the seen squares).
//
// What is left depends on squares the viewer may not see: pawn pushes and
// captures and en passant (engine/vision.hpp), a few shifts per candidate.
// So the check is: same content on the seen squares, same own pieces, and
// the fixed part with those two equal to the seen squares. It gives the
// same answer as the full comparison for every board and every
// observation (property 12, properties/view_check_test.cpp).
#pragma once

#include "engine/observation.hpp"
#include "engine/vision.hpp"

namespace fog {

// Seen squares where board b holds something other than what o shows.
inline Bitboard content_mismatch(const Position& b, const Observation& o) {
    const Bitboard* t = b.by_type;
    const Bitboard differ = (b.by_colour[White] ^ o.white) | ((t[Pawn] | t[Bishop] | t[Queen]) ^ o.code[0]) |
                            ((t[Knight] | t[Bishop] | t[King]) ^ o.code[1]) | ((t[Rook] | t[Queen] | t[King]) ^ o.code[2]);
    return differ & o.seen;
}

class ViewCheck {
public:
    ViewCheck(const Observation& observed, Colour viewer);

    // Exactly views_match(fill_view(after, viewer), observed).
    bool matches(const Position& after) const {
        if (never_ || after.by_colour[viewer_] != own_ || content_mismatch(after, observed_)) return false;
        return (fixed_ | pawn_vision(viewer_, pawns_, after.occupied(), after.by_colour[~viewer_]) |
                en_passant_vision(after, viewer_)) == observed_.seen;
    }

private:
    Observation observed_;
    Colour viewer_;
    Bitboard own_ = 0;    // the viewer's pieces the observation shows
    Bitboard pawns_ = 0;  // the viewer's pawns among them
    Bitboard fixed_ = 0;  // own pieces, leaper and slider vision: the same on every candidate that can match
    bool never_ = false;  // no board can show this observation
};

}  // namespace fog
