// The reference oracle: a second, independent reading of
// ../shared/fow-rules.md (and the answers in docs/rules.md), in plain mailbox
// code. Speed does not matter here; being obviously right does.
//
// This header is the oracle's whole public interface. It never includes
// anything from engine/ or tools/, and nothing here may depend on them.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace oracle {

enum class Colour { White, Black };

Colour opponent(Colour c);

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

    char at(Square s) const { return board[s.rank][s.file]; }
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

}  // namespace oracle
