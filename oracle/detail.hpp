// Private helpers of the oracle, shared between its .cpp files. Not part of
// the public interface (oracle/oracle.hpp) and not for use outside oracle/.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <optional>
#include <set>
#include <span>
#include <type_traits>
#include <vector>

#include "oracle/clauses.hpp"
#include "oracle/oracle.hpp"

namespace oracle::detail {

// ---------------------------------------------------------------- clauses.cpp

// The newest ClauseRecording on this thread, or nullptr. constinit, so that
// reading it is one thread-local load (no initialisation guard).
extern constinit thread_local ClauseRecording* innermost_recording;

// Changes whenever a recording starts or ends on this thread, or the newest
// one is taken from: between two changes, notes go to one recording whose
// clauses only grow (noted_already, noted_once.cpp, relies on that).
extern constinit thread_local std::uint64_t recording_epoch;

// Every function of the oracle that notes clauses asks this first, once:
// with no recording alive, that is all noting costs.
inline bool recording_clauses() { return innermost_recording != nullptr; }

// clause_still_wanted(c), inline: the noting of a belief update's
// candidates asks it some thirty times per candidate, and the fuzz build
// paid a call for each.
inline bool still_wanted(Clause c) {
    const ClauseRecording* const r = innermost_recording;
    return r != nullptr && !r->clauses().contains(c);
}

// Notes c into the newest recording. A clause it holds already (since its
// creation or last take()) is in its lifetime's clauses too, which are
// noted together with them and only ever grow: noting it again would
// change nothing, and costs no call.
inline void note(Clause c) {
    if (still_wanted(c)) [[unlikely]] {
        note_clause(c);
    }
}

// still_wanted for any of `clauses`: a part of the noting that can note
// only these adds nothing when none is wanted.
inline bool any_still_wanted(std::initializer_list<Clause> clauses) {
    for (const Clause c : clauses) {
        if (still_wanted(c)) {
            return true;
        }
    }
    return false;
}

// The letter of an empty square on Position::board.
constexpr char kEmpty = '.';

// ---------------------------------------------------------------- square.cpp

// The small helpers below are defined here, always inlined, rather than in
// square.cpp: move generation, vision and the belief update call them for
// every square of every candidate board, and the fuzz build (no link-time
// optimisation, sanitizers) paid a call for each.
[[gnu::always_inline]] inline bool on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }

// 0..63, rank 1 first: where a board square lives in a 64-entry array.
inline std::size_t square_index(Square s) {
    return static_cast<std::size_t>(s.rank * 8 + s.file);
}

// The colour of a piece letter; nullopt for an empty square. Defined here
// (inline) because move generation and vision ask it of every square of
// every candidate board of a belief update.
[[gnu::always_inline]] inline std::optional<Colour> owner(char piece) {
    switch (piece) {
        case 'P': case 'N': case 'B': case 'R': case 'Q': case 'K':
            return Colour::White;
        case 'p': case 'n': case 'b': case 'r': case 'q': case 'k':
            return Colour::Black;
        default:
            return std::nullopt;
    }
}

[[gnu::always_inline]] inline bool belongs_to(char piece, Colour side) {
    const std::optional<Colour> c = owner(piece);
    return c.has_value() && *c == side;
}

// The piece kind as an upper-case letter ('P','N','B','R','Q','K'), or
// kEmpty for an empty square.
[[gnu::always_inline]] inline char kind(char piece) {
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

// fow-rules §1: castling is the only move of a king by two files.
// (The files first: most moves of a list are not two files long, and
// telling so needs no look at the board.)
[[gnu::always_inline]] inline bool is_castling(const Position& p, const Move& m) {
    return (m.to.file - m.from.file == 2 || m.from.file - m.to.file == 2) && kind(p.at(m.from)) == 'K';
}

// The letter of a piece of `kind` (either case) for `side`.
inline char piece_for(Colour side, char kind_letter) {
    // FEN: White's pieces are upper case, Black's lower case.
    const char upper = kind(kind_letter);
    if (side == Colour::White) {
        return upper;
    }
    return static_cast<char>(upper - 'A' + 'a');
}

// One rank of p's board as an 8-byte word, so that two boards, which most
// often differ in a rank or three, are compared a rank at a time (not with
// memcmp: the fuzz build intercepts every memcmp call).
[[gnu::always_inline]] inline std::uint64_t rank_word(const Position& p, int rank) {
    std::uint64_t word = 0;
    std::memcpy(&word, p.board[rank], sizeof word);
    return word;
}

// p, copied eight bytes at a time. (`Position q = p` copies the struct
// with one memcpy, which the fuzz build makes a call to __asan_memcpy and
// its range checks, for every candidate of a belief update: 2% of the
// belief target. A copy of eight bytes is one checked load and store, as
// in rank_word.)
[[gnu::always_inline]] inline Position copy_of(const Position& p) {
    static_assert(std::is_trivially_copyable_v<Position> && sizeof(Position) % 8 == 0);
    Position q;
    auto* const to = reinterpret_cast<unsigned char*>(&q);
    const auto* const from = reinterpret_cast<const unsigned char*>(&p);
    for (std::size_t at = 0; at < sizeof q; at += 8) {
        std::memcpy(to + at, from + at, 8);
    }
    return q;
}

// Does the rank hold no piece? One look at its word (rank_word): a walk
// over a board's pieces passes its empty ranks at once.
[[gnu::always_inline]] inline bool rank_is_empty(const Position& p, int rank) {
    static constexpr char kEmptyRank[8] = {kEmpty, kEmpty, kEmpty, kEmpty, kEmpty, kEmpty, kEmpty, kEmpty};
    std::uint64_t empty = 0;
    std::memcpy(&empty, kEmptyRank, sizeof empty);
    return rank_word(p, rank) == empty;
}

// fow-rules §1: pawns move towards the opponent's back rank.
inline int forward(Colour side) { return side == Colour::White ? 1 : -1; }
inline int pawn_start_rank(Colour side) { return side == Colour::White ? 1 : 6; }
inline int promotion_rank(Colour side) { return side == Colour::White ? 7 : 0; }

// Calls visit(from, one) for every pawn of `side` on p, where `one` is its
// single-push square, if that is on the board.
template <class Visit>
void for_each_pawn_with_push_square(const Position& p, Colour side, Visit visit) {
    const char pawn = piece_for(side, 'P');
    for (int rank = 0; rank < 8; ++rank) {
        if (rank_is_empty(p, rank)) {
            continue;
        }
        for (int file = 0; file < 8; ++file) {
            if (p.board[rank][file] == pawn && on_board(file, rank + forward(side))) {
                visit(Square{file, rank}, Square{file, rank + forward(side)});
            }
        }
    }
}

// The (first) king of `side`, or nullopt when it has none.
std::optional<Square> find_king(const Position& p, Colour side);

// Which kings stand on p (both found in one look at the board).
struct Kings {
    bool white = false;
    bool black = false;
    bool of(Colour side) const { return side == Colour::White ? white : black; }
};
Kings kings_on(const Position& p);

// The squares of one side's pieces, in the order the board is read
// everywhere (rank 1 first, file a first). A vision and its noting go
// through the viewer's pieces several times; this is the one look at the
// board they share.
class PieceSquares {
public:
    [[gnu::always_inline]] void add(Square s) {
        squares_[static_cast<std::size_t>(count_++)] = static_cast<std::uint8_t>(square_index(s));
    }
    int size() const { return count_; }
    bool empty() const { return count_ == 0; }
    Square operator[](int i) const {
        const int at = squares_[static_cast<std::size_t>(i)];
        return Square{at % 8, at / 8};
    }

private:
    // square_index of each; left uninitialised beyond count_ (never read).
    std::array<std::uint8_t, 64> squares_;
    int count_ = 0;
};
PieceSquares pieces_of(const Position& p, Colour side);

// for_each_pawn_with_push_square, going through `pieces` (pieces_of(p,
// side)) rather than the whole board.
template <class Visit>
void for_each_pawn_with_push_square(const Position& p, Colour side, const PieceSquares& pieces, Visit visit) {
    const char pawn = piece_for(side, 'P');
    for (int i = 0; i < pieces.size(); ++i) {
        const Square from = pieces[i];
        if (p.at(from) == pawn && on_board(from.file, from.rank + forward(side))) {
            visit(from, Square{from.file, from.rank + forward(side)});
        }
    }
}

// ---------------------------------------------------------------- square_flags.cpp

// SquareFlags (oracle/oracle.hpp) is the oracle's working form of a
// vision: building, clearing and comparing one allocates nothing, which
// matters because a belief update computes a vision for every candidate
// board (and a std::set<Square> costs one heap node per square).

// ---------------------------------------------------------------- en_passant.cpp

// The square the `full` spelling writes: every double push. A position
// with a canonical square surely came from one, even if its double_push
// was never filled in.
std::optional<Square> full_en_passant(const Position& p);

// fow-rules §4 (xfen, the canonical spelling): given the square a double
// push has just passed over, it is the en passant square exactly when a
// pawn of the side to move stands beside the pushed pawn.
std::optional<Square> canonical_en_passant(const Position& p,
                                           Square passed_over);

// en_passant_victim below, for a move onto p's en passant square.
std::optional<Square> en_passant_victim_onto_square(const Position& p, const Move& m);

// The square of the pawn that the pawn move m would capture en passant, or
// nullopt when m is not an en passant capture in p. Only a move onto p's
// en passant square can be one, and that is asked here, inline: it rules
// out nearly every move of every list (move generation, vision and their
// clause noting ask it of each).
[[gnu::always_inline]] inline std::optional<Square> en_passant_victim(const Position& p, const Move& m) {
    if (!p.en_passant.has_value() || m.to != *p.en_passant) {
        return std::nullopt;
    }
    return en_passant_victim_onto_square(p, m);
}

// ---------------------------------------------------------------- attacks.cpp

// Standard-chess attack: does a piece of `by` attack `target` on p? Used
// only for the `legal` spelling of the en passant field (fow-rules §4);
// fog chess itself has no rule about attacks.
bool is_attacked_standard(const Position& p, Square target, Colour by);

// Is the king of `side` attacked in standard-chess terms on p? False when
// `side` has no king.
bool king_attacked_standard(const Position& p, Colour side);

// fow-rules §4 (`legal`): does at least one en passant capture of p leave
// the capturer's king unattacked in standard chess? docs/rules.md: a
// capturer without a king on the board is never in check.
bool some_en_passant_capture_is_standard_legal(const Position& p);

// ---------------------------------------------------------------- moves.cpp

// A list of moves, written into a vector it borrows: the vector's elements
// are room for moves, overwritten field by field, and the list counts how
// many of them it holds. (A vector's push_back copies a whole Move, which
// the fuzz build turns into a call to __asan_memcpy: for the moves of every
// candidate board of a belief update, 6% of the belief target. Stores of
// its fields are ordinary checked stores.) Whoever lends the vector gets
// back elements it must not read as moves.
class MoveList {
public:
    explicit MoveList(std::vector<Move>& room) : room_(room) {}
    MoveList(const MoveList&) = delete;
    MoveList& operator=(const MoveList&) = delete;

    [[gnu::always_inline]] void add(Square from, Square to, char promotion) {
        if (count_ == room_.size()) {
            room_.resize(2 * count_ + 64);
        }
        Move& m = room_[count_];
        m.from = from;
        m.to = to;
        m.promotion = promotion;
        ++count_;
    }
    void clear() { count_ = 0; }
    bool empty() const { return count_ == 0; }
    std::size_t size() const { return count_; }
    const Move* data() const { return room_.data(); }
    const Move* begin() const { return room_.data(); }
    const Move* end() const { return room_.data() + count_; }

private:
    std::vector<Move>& room_;
    std::size_t count_ = 0;
};

// legal_moves(p), noting no clauses, into `out` (its moves are replaced).
// Callers that generate moves for many boards lend one vector to all.
void legal_moves_of(const Position& p, MoveList& out);

// The same, given pieces_of(p, p.side_to_move).
void legal_moves_of(const Position& p, const PieceSquares& pieces_to_move, MoveList& out);

// The moves of legal_moves_of(p) that start on `from` (the moves are
// replaced).
void legal_moves_from(const Position& p, Square from, MoveList& out);

// !legal_moves(p).empty(), without generating every move. `scratch` as for
// seen_squares below.
bool has_legal_move(const Position& p, MoveList& scratch);

// ---------------------------------------------------------------- make_move.cpp

// make_move(p, m) without noting clauses: for the oracle's own look-ahead
// (would this move leave a king attacked?), which is no answer of its own.
Position apply_move(const Position& p, const Move& m);

// ---------------------------------------------------------------- move_clauses.cpp

// What a list of generated moves is for: a move list (every clause of
// fow-rules §1 may change it) or a vision (only the destinations matter,
// so castling and the choice of promotion piece change nothing).
enum class MoveListUse { Moves, Vision };

// Notes the clauses of fow-rules §1 that decided the moves of p (`moves`
// is the complete list legal_moves_of gave). Call only while
// recording.
void note_move_list(const Position& p, std::span<const Move> moves, MoveListUse use);

// Notes the clauses that decided the position make_move(before, m) gave.
// Call only while recording.
void note_made_move(const Position& before, const Move& m, const Position& after);

// ---------------------------------------------------------------- vision.cpp

// vision(p, viewer) in the working form. `scratch` is any vector; its
// contents are replaced (it only lends its capacity to the move list).
SquareFlags seen_squares(const Position& p, Colour viewer, MoveList& scratch);

// The same, noting no clauses: for the oracle's own comparisons.
// fow-rules §3: p with `viewer` to move, without the other side's en
// passant right (the position a vision is computed on).
Position as_if_to_move(const Position& p, Colour viewer);

SquareFlags seen_squares_quietly(const Position& p, Colour viewer, MoveList& scratch);

// seen_squares_quietly(p, viewer, scratch) == expected, answered as soon as
// the viewer is found to see a square outside `expected` (the belief
// filter's noting asks it of rejected candidates, whose vision most often
// differs, and differs early).
bool sees_exactly(const Position& p, Colour viewer, SquareFlags expected, MoveList& scratch);

// seen_squares for a candidate board of a belief update: noted without
// asking noted_already, whose memory of the last few boards a belief
// update's distinct candidates would only search in vain and overwrite.
// (Noting a board twice adds nothing; noted_already only saves the work.)
SquareFlags seen_squares_of_candidate(const Position& p, Colour viewer, MoveList& scratch);

// ---------------------------------------------------------------- vision_clauses.cpp

// Notes the clauses of fow-rules §3 that decided `seen`, the vision of
// `viewer` on p; `as_if` is p with `viewer` to move (and, when that is not
// p's side to move, no en passant square), `own` the viewer's pieces on it
// and `moves` its legal moves. Call only while recording.
void note_vision(const Position& p, Colour viewer, const Position& as_if, const PieceSquares& own,
                 std::span<const Move> moves, SquareFlags seen);

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
                                   MoveList& scratch);

// The working form of o, such that compact(o) == compact_observe(...)
// exactly when o == observe(...). nullopt when o is not the observation
// of any board: its contents do not name exactly its seen squares, or it
// names a square off the board.
std::optional<CompactObservation> compact(const Observation& o);

// ---------------------------------------------------------------- belief.cpp

// Would a and b be duplicates (DuplicateOrder) if their halfmove clocks
// were equal? (fow-rules §5 counts the clock; 5.duplicates.halfmove asks
// for boards that differ in nothing else.)
bool duplicates_but_for_clock(const Position& a, const Position& b);

// ---------------------------------------------------------------- belief_clauses.cpp

// The results a belief update keeps, told one by one while recording: notes
// the clauses of fow-rules §5 (and docs/rules.md, "Belief") that decided
// the set they make: a result of the same board as the previous one
// (5.opponent-move.expansion), a duplicate of a kept result
// (5.duplicates.merged, 5.duplicates.double-push), a kept result that
// differs from another only in the halfmove clock (5.duplicates.halfmove).
class KeptResults {
public:
    // `results` is the set the update keeps its results in; every kept
    // result is told to keep() just before it is inserted there, so it
    // holds the results kept before this one.
    explicit KeptResults(const Belief& results) : results_(results) {}

    // `after`, a result of `before`, is kept. `before` is the board of P
    // itself (its address tells the boards apart). `at` is
    // results.lower_bound(after): its duplicate there (`duplicate`), or
    // else the first result ordered after it.
    void keep(const Position& before, const Position& after, Belief::const_iterator at, bool duplicate);

private:
    const Belief& results_;
    const Position* last_before_ = nullptr;
    int from_last_before_ = 0;
};

// ---------------------------------------------------------------- noted_once.cpp

// Work whose notes depend on its boards alone.
enum class NotedWork : std::uint8_t { Vision, MoveList, BoardOutcome };

// True when the same work on equal boards (`second` may be null; `viewer`
// matters only for a vision) was already noted into the newest recording
// since its clauses last changed other than by growing (recording_epoch):
// noting it again would add nothing. Else remembers it and returns false.
// Call only while recording.
bool noted_already(NotedWork work, const Position& first, const Position* second, Colour viewer);

// ---------------------------------------------------------------- outcome.cpp

// board_outcome(before, after); `scratch` as for seen_squares.
Outcome board_outcome(const Position& before, const Position& after,
                      MoveList& scratch);

// The same for a candidate transition of a belief update: noted without
// noted_already, as for seen_squares_of_candidate (distinct candidates:
// its memory would only be searched in vain and overwritten).
// `kings_before` is kings_on(before), which the update looks up once for
// all the moves of one board.
Outcome board_outcome_of_candidate(const Position& before, const Kings& kings_before, const Position& after,
                                   MoveList& scratch);

// The same, noting no clauses.
Outcome board_outcome_quietly(const Position& before, const Kings& kings_before, const Position& after,
                              MoveList& scratch);

// Has the game on p ended, as far as the board itself tells whoever is to
// move? A king is missing (fow-rules §2 item 1) or the halfmove clock is
// 100 or more (item 3). Item 2 is left out (it empties the move list of the
// side to move anyway), and so is item 4, which needs the game's history.
bool game_over_on_board(const Position& p);
// The same, given kings_on(p).
bool game_over_on_board(const Position& p, const Kings& kings);

// fow-rules §2 item 4: placement, side to move, castling rights, canonical
// en passant square. Nothing else (no clocks, no double-push memory).
bool same_for_repetition(const Position& a, const Position& b);

}  // namespace oracle::detail
