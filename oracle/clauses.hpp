// Rule clauses: a stable ID for every clause of ../shared/fow-rules.md
// (sections 1 to 5) and for every answer of docs/rules.md that a game can
// reach, and a way to learn which clauses an oracle computation exercised.
//
// "Exercised" means: a wrong reading of the clause would have changed the
// answer being computed (a move list, a position, a vision, an
// observation, an outcome, a FEN, a belief). Each catalogue entry states
// its precise condition; docs/clauses.md lists them beside the rule text.
//
// Usage, on one thread:
//
//     oracle::ClauseRecording rec;
//     ... legal_moves, make_move, observe, vision, belief updates,
//         parse_fen, write_fen, board_outcome / game_outcome ...
//     oracle::ClauseSet hits = rec.take();
//
// The IDs appear in users' CI configurations: never rename or renumber one.
// A new clause gets a new ID at the end of its section's enumerators.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <span>
#include <string_view>

namespace oracle {

// In catalogue order: grouped by rules section. The numeric values are not
// stable across versions; the string IDs are.
enum class Clause : std::uint8_t {
    // fow-rules §1: moves.
    PawnPush,
    PawnPushBlockedByEnemy,
    PawnDoublePush,
    PawnDoublePushBlockedMiddle,
    PawnDoublePushBlockedFar,
    PawnCapture,
    PromotionChoices,
    PromotionKnight,
    PromotionBishop,
    PromotionRook,
    PromotionQueen,
    PromotionCapture,
    EnPassantAvailable,
    EnPassantCapture,
    EnPassantCapturerKingAttacked,
    EnPassantExpires,
    OwnKingAttacked,
    KingCapture,
    CastleKingSide,
    CastleQueenSide,
    CastleOutOfAttack,
    CastleThroughAttack,
    CastleIntoAttack,
    CastleBlocked,
    CastleBlockedBFile,
    CastleNoRight,
    RightLostKingMove,
    RightLostRookMove,
    RightLostRookCaptured,
    RightLostKingCaptured,
    HalfmoveResetPawn,
    HalfmoveResetCapture,
    HalfmoveIncrement,
    FullmoveIncrement,
    MoveSideToMove,
    PromotionPieceRequired,
    PromotionOnlyLastRank,
    // fow-rules §2: end of the game.
    EndKingCaptured,
    EndNoMoves,
    EndFiftyMoves,
    EndRepetition,
    EndOrder,
    RepetitionCountsStart,
    RepetitionCanonicalEnPassant,
    BoardRulesAfterEnd,
    // fow-rules §3: vision and observation.
    VisionOwnPieces,
    VisionAsIfToMove,
    VisionBlockedPawn,
    VisionBlockedPawnDouble,
    VisionDoublePushSquare,
    VisionPawnDiagonalEnemy,
    VisionPawnDiagonalEmpty,
    VisionEnPassantLanding,
    VisionEnPassantVictim,
    VisionEnPassantSideNotToMove,
    VisionSliderSeesBlocker,
    VisionSliderStops,
    VisionKnight,
    VisionKingAttackedSquare,
    VisionKingless,
    ObservationAfterOwnMove,
    ObservationAfterOpponentMove,
    ObservationOwnPieceCaptured,
    ObservationOwnPieceCapturedEnPassant,
    ObservationGameEnded,
    // fow-rules §4: the en passant field of a FEN.
    EnPassantCanonicalKept,
    EnPassantNoCapturer,
    EnPassantLegalWouldDrop,
    EnPassantLegalKinglessCapturer,
    FenRejectEnPassantWrongRank,
    FenRejectEnPassantNoPushedPawn,
    FenRejectEnPassantSquareOccupied,
    FenRejectEnPassantStartOccupied,
    FenCastlingNeedsPieces,
    FenHalfmoveLimit,
    // fow-rules §5: belief state.
    OwnMoveFilter,
    OwnMoveUnobserved,
    OpponentMoveExpansion,
    FilterVision,
    FilterContents,
    FilterCaptured,
    FilterOutcome,
    FilterRepetitionNotEnded,
    DuplicatesMerged,
    DuplicatesHalfmove,
    DuplicatesDoublePush,
};

inline constexpr std::size_t kClauseCount = static_cast<std::size_t>(Clause::DuplicatesDoublePush) + 1;

struct ClauseInfo {
    Clause clause;
    // Stable, lower case, dotted, starting with the rules section number.
    std::string_view id;
    // Where the clause is written: "rules §1" (fow-rules.md) or
    // "docs/rules.md: <heading>".
    std::string_view section;
    // The clause in one line.
    std::string_view summary;
    // The precise condition under which a computation notes the clause.
    std::string_view exercised_when;
    // Empty when the rules text decides the clause. For a clause that
    // docs/rules.md decides where the rules text is silent or open: the
    // question, in one line...
    std::string_view open_question;
    // ...and the reading docs/rules.md did not take, in one line, so that a
    // tester can report an implementation that "takes the other reading".
    std::string_view other_reading;
};

// Every clause, in enum order (clause_catalogue()[i].clause == Clause(i)).
std::span<const ClauseInfo> clause_catalogue();
const ClauseInfo& clause_info(Clause c);
std::string_view clause_id(Clause c);
// nullopt for a text that is not exactly one of the IDs.
std::optional<Clause> clause_from_id(std::string_view id);

// A set of clauses, one bit each.
class ClauseSet {
public:
    class const_iterator {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = Clause;
        using difference_type = std::ptrdiff_t;
        using pointer = const Clause*;
        using reference = Clause;

        const_iterator() = default;
        Clause operator*() const { return static_cast<Clause>(index_); }
        const_iterator& operator++() {
            index_ = set_->next_from(index_ + 1);
            return *this;
        }
        const_iterator operator++(int) {
            const_iterator before = *this;
            ++*this;
            return before;
        }
        friend bool operator==(const const_iterator& a, const const_iterator& b) { return a.index_ == b.index_; }

    private:
        friend class ClauseSet;
        const_iterator(const ClauseSet* set, std::size_t index) : set_(set), index_(index) {}
        const ClauseSet* set_ = nullptr;
        std::size_t index_ = kClauseCount;
    };

    void insert(Clause c) { words_[word(c)] |= bit(c); }
    bool contains(Clause c) const { return (words_[word(c)] & bit(c)) != 0; }
    std::size_t count() const;
    bool empty() const { return count() == 0; }
    ClauseSet& operator|=(const ClauseSet& other);
    // In enum order (the catalogue's order).
    const_iterator begin() const { return const_iterator(this, next_from(0)); }
    const_iterator end() const { return const_iterator(this, kClauseCount); }
    friend bool operator==(const ClauseSet&, const ClauseSet&) = default;

private:
    static constexpr std::size_t kWords = (kClauseCount + 63) / 64;
    static std::size_t word(Clause c) { return static_cast<std::size_t>(c) / 64; }
    static std::uint64_t bit(Clause c) { return std::uint64_t{1} << (static_cast<std::size_t>(c) % 64); }
    // The first member at or after `index`, or kClauseCount.
    std::size_t next_from(std::size_t index) const;

    std::array<std::uint64_t, kWords> words_{};
};

// While a ClauseRecording lives, every oracle function called on its thread
// notes into it the clauses its answer depended on. Recordings nest: the
// newest one on a thread receives the notes, and when it is destroyed the
// one before it is restored and receives everything the newer one was
// given during its life (whether or not it was taken). Destroy recordings
// in the reverse order of their creation (as scopes do); a recording
// belongs to the thread that created it.
class ClauseRecording {
public:
    ClauseRecording();
    ~ClauseRecording();
    ClauseRecording(const ClauseRecording&) = delete;
    ClauseRecording& operator=(const ClauseRecording&) = delete;

    // The clauses noted since creation or the last take().
    const ClauseSet& clauses() const { return pending_; }
    // The same, and starts afresh.
    ClauseSet take();

private:
    friend void note_clause(Clause c);
    friend bool clause_still_wanted(Clause c);

    ClauseSet pending_;
    ClauseSet lifetime_;  // handed on to previous_ at destruction
    ClauseRecording* previous_;
};

// Notes c into the newest recording on this thread, if any: for a caller
// that applies a rule itself (a repetition history kept outside the
// oracle, say).
void note_clause(Clause c);

// Is a recording alive on this thread that has not yet noted c since its
// creation or last take()? The oracle asks this before a costly test of
// whether c could change an answer.
bool clause_still_wanted(Clause c);

}  // namespace oracle
