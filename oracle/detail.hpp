// Private helpers of the oracle, shared between its .cpp files. Not part of
// the public interface (oracle/oracle.hpp) and not for use outside oracle/.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <set>
#include <vector>

#include "oracle/oracle.hpp"

namespace oracle::detail {

// The letter of an empty square on Position::board.
constexpr char kEmpty = '.';

// ---------------------------------------------------------------- square.cpp

bool on_board(int file, int rank);

// 0..63, rank 1 first: where a board square lives in a 64-entry array.
inline std::size_t square_index(Square s) {
    return static_cast<std::size_t>(s.rank * 8 + s.file);
}

// The colour of a piece letter; nullopt for an empty square. Defined here
// (inline) because move generation and vision ask it of every square of
// every candidate board of a belief update.
inline std::optional<Colour> owner(char piece) {
    switch (piece) {
        case 'P': case 'N': case 'B': case 'R': case 'Q': case 'K':
            return Colour::White;
        case 'p': case 'n': case 'b': case 'r': case 'q': case 'k':
            return Colour::Black;
        default:
            return std::nullopt;
    }
}

inline bool belongs_to(char piece, Colour side) {
    const std::optional<Colour> c = owner(piece);
    return c.has_value() && *c == side;
}

// The piece kind as an upper-case letter ('P','N','B','R','Q','K'), or
// kEmpty for an empty square.
inline char kind(char piece) {
    switch (piece) {
        case 'P': case 'p': return 'P';
        case 'N': case 'n': return 'N';
        case 'B': case 'b': return 'B';
        case 'R': case 'r': return 'R';
        case 'Q': case 'q': return 'Q';
        case 'K': case 'k': return 'K';
        default: return kEmpty;
    }
}

// The letter of a piece of `kind` (either case) for `side`.
char piece_for(Colour side, char kind_letter);

// fow-rules §1: pawns move towards the opponent's back rank.
int forward(Colour side);
int pawn_start_rank(Colour side);
int promotion_rank(Colour side);

// The (first) king of `side`, or nullopt when it has none.
std::optional<Square> find_king(const Position& p, Colour side);

// ---------------------------------------------------------------- square_flags.cpp

// SquareFlags (oracle/oracle.hpp) is the oracle's working form of a
// vision: building, clearing and comparing one allocates nothing, which
// matters because a belief update computes a vision for every candidate
// board (and a std::set<Square> costs one heap node per square).

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

// ---------------------------------------------------------------- moves.cpp

// legal_moves(p), appended to `out` (which keeps its capacity): callers
// that generate moves for many boards reuse one vector instead of
// allocating a new one per board.
void append_legal_moves(const Position& p, std::vector<Move>& out);

// !legal_moves(p).empty(), without generating every move. `scratch` as for
// seen_squares below.
bool has_legal_move(const Position& p, std::vector<Move>& scratch);

// ---------------------------------------------------------------- vision.cpp

// vision(p, viewer) in the working form. `scratch` is any vector; its
// contents are replaced (it only lends its capacity to the move list).
SquareFlags seen_squares(const Position& p, Colour viewer,
                         std::vector<Move>& scratch);

// ---------------------------------------------------------------- observe.cpp

// CompactObservation (oracle/oracle.hpp) is the working form of an
// Observation: the same four parts, with no heap allocation.

// Part 3 of observe(before, after, viewer): the square of the viewer's
// piece that the move captured, if any.
std::optional<Square> own_piece_captured(const Position& before,
                                         const Position& after,
                                         Colour viewer);

// observe(before, after, viewer) in the working form; `scratch` as for
// seen_squares.
CompactObservation compact_observe(const Position& before,
                                   const Position& after, Colour viewer,
                                   std::vector<Move>& scratch);

// The working form of o, such that compact(o) == compact_observe(...)
// exactly when o == observe(...). nullopt when o is not the observation
// of any board: its contents do not name exactly its seen squares, or it
// names a square off the board.
std::optional<CompactObservation> compact(const Observation& o);

// ---------------------------------------------------------------- outcome.cpp

// board_outcome(before, after); `scratch` as for seen_squares.
Outcome board_outcome(const Position& before, const Position& after,
                      std::vector<Move>& scratch);

// fow-rules §2 item 4: placement, side to move, castling rights, canonical
// en passant square. Nothing else (no clocks, no double-push memory).
bool same_for_repetition(const Position& a, const Position& b);

}  // namespace oracle::detail
