#include "engine/child_move_counter.hpp"

#include "engine/en_passant.hpp"
#include "engine/move_counting.hpp"
#include "engine/movegen.hpp"

namespace fog {
ChildMoveCounter::ChildMoveCounter(const Position& parent) : parent_(parent) {
    const Colour us = parent.side;
    them_ = ~us;
    occupied_ = parent.occupied();
    ours_ = parent.by_colour[us];
    theirs_ = parent.by_colour[them_];
    our_pawns_ = parent.pieces(us, Pawn);
    their_pawns_ = parent.pieces(them_, Pawn);
    their_knights_ = parent.pieces(them_, Knight);
    their_rooks_ = parent.pieces(them_, Rook);
    their_king_ = parent.pieces(them_, King);
    pawn_moves_ = count_pawn_moves(them_, their_pawns_, occupied_, ours_);
    // A pawn's count changes when its own square, the squares it may push
    // over or to, or the squares it captures on change.
    const Bitboard single = forward(them_, their_pawns_);
    pawn_sensitive_ = their_pawns_ | single | forward(them_, single & relative_rank_mask(them_, 2)) |
                      forward(them_, east(their_pawns_) | west(their_pawns_));
    castling_moves_ = count_castling_moves(them_, parent.castling, their_king_, their_rooks_, occupied_);
    for (const CastlingOption& o : kCastlingOptions[them_])
        if (parent.castling & o.right)
            castling_sensitive_ |= castling_path(them_, o.king_side) | bit(rook_start(them_, o.king_side));
    for (Bitboard b = their_knights_; b;) knight_moves_ += popcount(knight_attacks(pop_lsb(b)) & ~theirs_);
    for (Bitboard b = their_king_; b;) king_moves_ += popcount(king_attacks(pop_lsb(b)) & ~theirs_);
    const Bitboard queens = parent.pieces(them_, Queen);
    record_sliders(parent.pieces(them_, Bishop) | queens, bishop_attacks, diagonal_, diagonal_count_);
    record_sliders(their_rooks_ | queens, rook_attacks, straight_, straight_count_);
}

void ChildMoveCounter::record_sliders(Bitboard sliders, Bitboard (*attacks)(Square, Bitboard),
                                      std::array<Slider, kMaxSliders>& list, int& count) {
    for (Bitboard b = sliders; b;) {
        if (count == kMaxSliders) {
            plain_only_ = true;
            return;
        }
        const Square s = pop_lsb(b);
        const Bitboard a = attacks(s, occupied_);
        list[count++] = {s, a, popcount(a & ~theirs_)};
        slider_moves_ += list[count - 1].count;
        slider_sensitive_ |= a | bit(s);
    }
}

int ChildMoveCounter::moves_after_made(Move m) const {
    const Position child = make_move(parent_, m);
    return child.has_both_kings() ? count_moves(child) : 0;
}

int ChildMoveCounter::slider_moves_after(Bitboard changed, Bitboard occupied, Bitboard theirs,
                                         Square captured_on) const {
    int n = 0;
    for (int i = 0; i < diagonal_count_; ++i) {
        const Slider& s = diagonal_[i];
        if (s.square == captured_on) continue;
        n += (s.attacks & changed) ? popcount(bishop_attacks(s.square, occupied) & ~theirs) : s.count;
    }
    for (int i = 0; i < straight_count_; ++i) {
        const Slider& s = straight_[i];
        if (s.square == captured_on) continue;
        n += (s.attacks & changed) ? popcount(rook_attacks(s.square, occupied) & ~theirs) : s.count;
    }
    return n;
}

int ChildMoveCounter::moves_after(Move m) const {
    const Square from = m.from(), to = m.to();
    const Bitboard from_bb = bit(from), to_bb = bit(to);
    if (plain_only_ || m.kind() != MoveKind::Normal) [[unlikely]]
        return moves_after_made(m);

    const Bitboard captured = theirs_ & to_bb;
    if (captured & their_king_) return 0;
    const Bitboard occupied = (occupied_ ^ from_bb) | to_bb;
    const Bitboard theirs = theirs_ ^ captured;
    const Bitboard ours = (ours_ ^ from_bb) | to_bb;
    const Bitboard changed = from_bb | to_bb;

    int n = knight_moves_ + king_moves_;
    n += (changed & pawn_sensitive_) ? count_pawn_moves(them_, their_pawns_ & ~to_bb, occupied, ours) : pawn_moves_;
    n += (changed & castling_sensitive_)
             ? count_castling_moves(them_, castling_after_move(parent_.castling, from, to), their_king_,
                                    their_rooks_ & ~to_bb, occupied)
             : castling_moves_;
    n += (changed & slider_sensitive_) ? slider_moves_after(changed, occupied, theirs, to) : slider_moves_;
    if ((from ^ to) == 16 && (our_pawns_ & from_bb)) n += popcount(pawns_beside_pushed_pawn(to, their_pawns_));
    if (captured) {
        // The captured piece's own moves go; the leapers that guarded it
        // gain a capture there.
        if (captured & their_knights_) n -= popcount(knight_attacks(to) & ~theirs_);
        n += popcount(knight_attacks(to) & their_knights_) + popcount(king_attacks(to) & their_king_);
    }
    return n;
}

}  // namespace fog
