// Private helpers of the oracle, shared between its .cpp files. Not part of
// the public interface (oracle/oracle.hpp) and not for use outside oracle/.
#pragma once

#include <optional>

#include "oracle/oracle.hpp"

namespace oracle::detail {

// The letter of an empty square on Position::board.
constexpr char kEmpty = '.';

// ---------------------------------------------------------------- square.cpp

bool on_board(int file, int rank);

// The colour of a piece letter; nullopt for an empty square.
std::optional<Colour> owner(char piece);

bool belongs_to(char piece, Colour side);

// The piece kind as an upper-case letter ('P','N','B','R','Q','K'), or
// kEmpty for an empty square.
char kind(char piece);

// The letter of a piece of `kind` (either case) for `side`.
char piece_for(Colour side, char kind_letter);

// fow-rules §1: pawns move towards the opponent's back rank.
int forward(Colour side);
int pawn_start_rank(Colour side);
int promotion_rank(Colour side);

// The (first) king of `side`, or nullopt when it has none.
std::optional<Square> find_king(const Position& p, Colour side);

// ---------------------------------------------------------------- en_passant.cpp

// fow-rules §4 (xfen, the canonical spelling): given the square a double
// push has just passed over, it is the en passant square exactly when a
// pawn of the side to move stands beside the pushed pawn.
std::optional<Square> canonical_en_passant(const Position& p,
                                           Square passed_over);

// The square of the pawn that the pawn move m would capture en passant, or
// nullopt when m is not an en passant capture in p.
std::optional<Square> en_passant_victim(const Position& p, const Move& m);

// ---------------------------------------------------------------- attacks.cpp

// Standard-chess attack: does a piece of `by` attack `target` on p? Used
// only for the `legal` spelling of the en passant field (fow-rules §4);
// fog chess itself has no rule about attacks.
bool is_attacked_standard(const Position& p, Square target, Colour by);

// ---------------------------------------------------------------- outcome.cpp

// fow-rules §2 item 4: placement, side to move, castling rights, canonical
// en passant square. Nothing else (no clocks, no double-push memory).
bool same_for_repetition(const Position& a, const Position& b);

}  // namespace oracle::detail
