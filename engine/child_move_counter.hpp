// The number of fog moves in each child of a position, without making the
// moves: perft's last two plies, where almost all of its time goes.
//
// A move changes only a few squares, so most of the opponent's move count
// is the same in every child. The counter records, for the opponent's
// pawns, castling and sliders, the count in the parent and the squares
// whose change could alter it; a child recounts a group only when the move
// touches one of them. Among the sliders it recounts only those whose
// attack set holds a changed square (occupancy elsewhere cannot change what
// a slider reaches). Leapers change only next to a captured piece, and a
// double push may open en passant captures. Promotions, en passant captures and castling are rare
// and go the plain way: make the move, count.
#pragma once

#include <array>
#include <cstdint>

#include "engine/position.hpp"

namespace fog {

class ChildMoveCounter {
public:
    explicit ChildMoveCounter(const Position& parent);

    // count_moves(make_move(parent, m)), or 0 when m captures a king (the
    // child is terminal in fog perft). m must be a fog move of the parent.
    int moves_after(Move m) const;

private:
    struct Slider {
        Square square;
        Bitboard attacks;  // with the parent's occupancy
        int count;         // attacks & ~own, in the parent
    };

    int moves_after_made(Move m) const;
    int slider_moves_after(Bitboard changed, Bitboard occupied, Bitboard theirs, Square captured_on) const;

    const Position& parent_;
    Colour them_;
    Bitboard occupied_, ours_, theirs_;
    Bitboard their_pawns_, their_knights_, their_rooks_, their_king_, our_pawns_;
    int knight_moves_ = 0, king_moves_ = 0;
    int pawn_moves_ = 0, castling_moves_ = 0, slider_moves_ = 0;
    // The squares whose change of contents may change each group's count.
    Bitboard pawn_sensitive_ = 0, castling_sensitive_ = 0, slider_sensitive_ = 0;
    // Queens appear once in each list. A position the parser accepts may
    // hold more sliders than any game reaches; then every child goes the
    // plain way.
    static constexpr int kMaxSliders = 16;
    std::array<Slider, kMaxSliders> diagonal_{}, straight_{};
    int diagonal_count_ = 0, straight_count_ = 0;
    bool plain_only_ = false;

    void record_sliders(Bitboard sliders, Bitboard (*attacks)(Square, Bitboard),
                        std::array<Slider, kMaxSliders>& list, int& count);
};

}  // namespace fog
