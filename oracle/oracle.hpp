// The reference oracle: a second, independent reading of
// ../shared/fow-rules.md (and the answers in docs/rules.md), in plain mailbox
// code. Speed does not matter here; being obviously right does.
//
// This header is the oracle's whole public interface. It never includes
// anything from engine/ or tools/, and nothing here may depend on them.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace oracle {

enum class Colour { White, Black };

// (Inline: asked for every move and every candidate board of a belief
// update.)
inline Colour opponent(Colour c) {
    return c == Colour::White ? Colour::Black : Colour::White;
}

// file 0..7 = a..h, rank 0..7 = 1..8.
struct Square {
    int file = 0;
    int rank = 0;
    friend auto operator<=>(const Square&, const Square&) = default;
};

// "e4" <-> Square. square_from_name returns nullopt for anything else.
std::string square_name(Square s);
std::optional<Square> square_from_name(const std::string& name);

// Board contents use FEN letters: 'P','N','B','R','Q','K' for White,
// lower case for Black, '.' for an empty square.
struct Position {
    char board[8][8];  // board[rank][file]
    Colour side_to_move = Colour::White;
    bool white_king_side = false;   // right 'K'
    bool white_queen_side = false;  // right 'Q'
    bool black_king_side = false;   // right 'k'
    bool black_queen_side = false;  // right 'q'
    // The en passant square in the canonical (xfen) meaning of rules
    // section 4: set only when a pawn of the side to move stands beside the
    // pawn that just made a double push.
    std::optional<Square> en_passant;
    // The square passed over by the double push that produced this
    // position, whether or not a capture is possible (the `full` meaning).
    // Used only to write the `full` spelling; not part of a position's
    // meaning.
    std::optional<Square> double_push;
    int halfmove_clock = 0;
    int fullmove_number = 1;

    // Always inlined: asked of every square of every candidate board of a
    // belief update, and the fuzz build left it a call.
    [[gnu::always_inline]] char at(Square s) const { return board[s.rank][s.file]; }
};

// The standard initial position.
Position initial_position();

// ---------------------------------------------------------------- FEN (§4)

enum class EpSpelling { Full, Xfen, Legal };

struct ParseResult {
    std::optional<Position> position;  // set on success
    std::string error;                 // set on failure: names field and fault
};

// Accepts exactly the language described in docs/rules.md ("FEN
// acceptance"); never throws, never crashes, on any input.
ParseResult parse_fen(const std::string& text, bool allow_missing_kings);

// Writes six fields; the en passant field is spelled as asked.
std::string write_fen(const Position& p, EpSpelling spelling);

// ---------------------------------------------------------------- moves (§1)

struct Move {
    Square from;
    Square to;
    char promotion = 0;  // 0, or 'n', 'b', 'r', 'q' (always lower case)
    friend auto operator<=>(const Move&, const Move&) = default;
};

std::string move_to_uci(const Move& m);  // "e2e4", "e7e8q"

// Every legal fog move of the side to move (rules section 1). A position
// that lacks either king still has moves here; the game-end rules decide
// whether play goes on.
std::vector<Move> legal_moves(const Position& p);

// Applies a move from legal_moves(p).
Position make_move(const Position& p, const Move& m);

// Fog perft: the number of leaf positions `depth` plies down, where a
// position missing either king is terminal (it has no moves).
std::uint64_t perft(const Position& p, int depth);

// ---------------------------------------------------------------- game end (§2)

enum class GameEnd { None, KingCaptured, NoMoves, FiftyMoves, Repetition };

struct Outcome {
    GameEnd end = GameEnd::None;
    std::optional<Colour> winner;  // set only for KingCaptured
    friend bool operator==(const Outcome&, const Outcome&) = default;
};

// The endings a board pair decides (rules section 2, items 1 to 3, in that
// order): `before` is the position the move was made from, `after` the
// result.
Outcome board_outcome(const Position& before, const Position& after);

// Rules section 2 in full, item 4 included. `history` holds every position
// of the game from the start up to and including `after`.
Outcome game_outcome(const Position& before, const Position& after,
                     const std::vector<Position>& history);

// ---------------------------------------------------------------- vision (§3)

std::set<Square> vision(const Position& p, Colour viewer);

struct Observation {
    std::set<Square> seen;                     // part 1
    std::map<Square, char> contents;           // part 2: every seen square
    std::optional<Square> own_piece_captured;  // part 3
    Outcome outcome;                           // part 4 (board_outcome)
    friend bool operator==(const Observation&, const Observation&) = default;
};

Observation observe(const Position& before, const Position& after,
                    Colour viewer);

// ---------------------------------------------------------------- fixed-storage forms
//
// The same answers as vision(), observe(), legal_moves(), write_fen() and
// the belief updates, in values that need no heap allocation: for callers
// that ask for them at every ply of many games (the fuzzing harness, where
// every allocation records a stack under AddressSanitizer). They mean
// exactly what the std::set / std::map forms above mean
// (oracle/tests/fixed_forms_test.cpp holds them to that).

// A set of board squares as one bit per square. Only board squares
// (file and rank 0..7) may be inserted; every caller names board squares.
class SquareFlags {
public:
    void insert(Square s) { bits_ |= bit(s); }
    bool contains(Square s) const { return (bits_ & bit(s)) != 0; }
    bool empty() const { return bits_ == 0; }
    std::set<Square> to_set() const;
    friend bool operator==(const SquareFlags&, const SquareFlags&) = default;

private:
    static std::uint64_t bit(Square s) {
        return std::uint64_t{1} << (s.rank * 8 + s.file);
    }
    std::uint64_t bits_ = 0;
};

// vision(p, viewer) as flags. `scratch` is any vector: its contents are
// overwritten, it only lends its capacity to the move generation, so a
// caller that passes the same vector every time allocates nothing.
SquareFlags vision_flags(const Position& p, Colour viewer,
                         std::vector<Move>& scratch);

// An Observation with its contents as a 64-entry array indexed by
// rank * 8 + file: the board's letter on every seen square, '\0' on every
// other square.
struct CompactObservation {
    SquareFlags seen;
    std::array<char, 64> contents{};
    std::optional<Square> own_piece_captured;
    Outcome outcome;

    char content_at(Square s) const {
        return contents[static_cast<std::size_t>(s.rank * 8 + s.file)];
    }
    friend bool operator==(const CompactObservation&,
                           const CompactObservation&) = default;
};

// observe(before, after, viewer) in the compact form; `scratch` as for
// vision_flags.
CompactObservation observe_compact(const Position& before,
                                   const Position& after, Colour viewer,
                                   std::vector<Move>& scratch);

// legal_moves(p), written into `out` (its contents are replaced; its
// capacity is kept, so a reused vector stops allocating).
void legal_moves_into(const Position& p, std::vector<Move>& out);

// write_fen(p, spelling), written into `out` (contents replaced, capacity
// kept).
void write_fen_into(const Position& p, EpSpelling spelling, std::string& out);

// ---------------------------------------------------------------- belief (§5)

// Orders positions by what makes two of them duplicates (rules section 5):
// placement, side to move, castling rights, canonical en passant square,
// halfmove clock. Nothing else.
struct DuplicateOrder {
    bool operator()(const Position& a, const Position& b) const;
};

using Belief = std::set<Position, DuplicateOrder>;

// After the viewer's own move m and its observation o.
Belief after_own_move(const Belief& p, Colour viewer, const Move& m,
                      const Observation& o);

// The tracker option "own-move observations off" (docs/rules.md, Belief):
// every position in P where m is legal makes m, and nothing is filtered.
Belief after_own_move_unobserved(const Belief& p, const Move& m);

// After the opponent's move and the viewer's observation o.
Belief after_opponent_move(const Belief& p, Colour viewer,
                           const Observation& o);

// The same two updates with the observation in the compact form
// (observe_compact); they give what the Observation forms give for the
// Observation that observe() makes of the same transition.
Belief after_own_move(const Belief& p, Colour viewer, const Move& m,
                      const CompactObservation& o);
Belief after_opponent_move(const Belief& p, Colour viewer,
                           const CompactObservation& o);

}  // namespace oracle
