// One element in which an implementation's answer differs from the
// reference's: a move, a square of a vision or an observation, a field of
// the position it writes, a board of P, a request it should have refused.
// The comparisons of a diff game list them beside each divergence, so that
// a finding can be named by the rule clause of each element
// (external/diff/findings/clause_naming.hpp) and grouped with the findings that
// differ in the same way (external/diff/findings/finding_signature.hpp).
//
// The element travels as a value (a square, a move, a castling letter, a
// clock), not as text: the clause naming asks the oracle about that square
// or that move without reading it back out of words. element_text() writes
// it for a person, in one place.
#pragma once

#include <string>
#include <variant>
#include <vector>

#include "harness/neutral.hpp"
#include "harness/neutral_move.hpp"
#include "oracle/clauses.hpp"

namespace external {

// What kind of element, the same for both colours and every position. The
// position's fields are kinds of their own (placement, side to move, ...).
enum class ElementKind {
    Move,             // a move of the move list
    VisionSquare,     // a square of a vision
    ObservedSquare,   // a square an observation saw
    ObservedContent,  // what an observation saw on a square both saw
    CapturedSquare,   // where an observation says its own piece was taken
    Placement,        // a square of the position written
    SideToMove,
    CastlingRight,
    EnPassantSquare,
    HalfmoveClock,
    FullmoveNumber,
    WrittenPosition,  // a position written that the reference cannot read
    BoardOfP,
    TrueBoardInP,
    BeliefSize,        // |P|
    Load,              // a load request (its FEN)
    Play,              // a play request (its move)
    Command,           // another request
    OtherReading,      // an open question's other reading, under --strict-answers
    OtherReadingKept,  // the open question whose other reading it accepted
};

// "move", "vision square", ..., "|P|", "load", "play", "command".
const char* kind_name(ElementKind kind);

// The value of an element, by kind.
namespace element {
struct None {  // P as a whole, a position no parser reads
    friend bool operator==(const None&, const None&) = default;
};
struct Square {  // 0..63, a1 = 0
    int index = 0;
    friend bool operator==(const Square&, const Square&) = default;
};
struct Move {
    harness::MoveCode code = 0;
    friend bool operator==(const Move&, const Move&) = default;
};
// A request's text that is no move or FEN of its own (a command, a move
// in no UCI form), kept as sent.
struct Request {
    std::string text;
    friend bool operator==(const Request&, const Request&) = default;
};
struct Fen {  // a FEN sent in a load request, read whole by whoever names it
    std::string text;
    friend bool operator==(const Fen&, const Fen&) = default;
};
struct CastlingRight {  // 'K', 'Q', 'k' or 'q'
    char letter = 'K';
    friend bool operator==(const CastlingRight&, const CastlingRight&) = default;
};
struct Side {  // 'w' or 'b'
    char colour = 'w';
    friend bool operator==(const Side&, const Side&) = default;
};
struct Count {  // a clock
    long long value = 0;
    friend bool operator==(const Count&, const Count&) = default;
};
struct Question {  // an open question of the catalogue
    oracle::Clause clause{};
    friend bool operator==(const Question&, const Question&) = default;
};
}  // namespace element

using ElementValue = std::variant<element::None, element::Square, element::Move, element::Request, element::Fen,
                                  element::CastlingRight, element::Side, element::Count, element::Question>;

// A move as sent or answered: its code, or its text when it is no move.
ElementValue move_value(const std::string& uci);
// An open question by its clause ID (external/diff/game/open_questions.hpp).
ElementValue question_value(const std::string& id);

struct ElementDifference {
    enum class Side {
        Extra,     // the implementation has it, the reference does not
        Missing,   // the reference has it, the implementation does not
        Differs,   // both have a value, and they differ (a clock, |P|)
        Accepted,  // a request the reference refuses was accepted
        Refused,   // a request the reference accepts was refused
    };
    ElementKind kind = ElementKind::Move;
    ElementValue value;
    Side side = Side::Differs;
    // The colour whose vision, observation or P it belongs to ('-': none).
    char colour = '-';
    // Found in the position that an open question's other reading gives
    // a FEN it accepted (external/diff/comparisons/other_reading_state.hpp).
    bool under_other_reading = false;
    // The FEN of that position, where the element's clause is decided (a
    // square seen there is named by the sight rule that decides it there);
    // empty for an element of the game's own position.
    std::string reading_fen = {};
    friend bool operator==(const ElementDifference&, const ElementDifference&) = default;
};

// "extra", "missing", "differs", "accepted", "refused".
const char* side_name(ElementDifference::Side side);

// The kind for a signature: "vision square", "move (other reading)".
std::string field_name(const ElementDifference& d);
// The value for a person: "g3", "f4g3", "K", a FEN, "-" for none.
std::string element_text(const ElementDifference& d);

// The elements of two answers that differ, `theirs` against the
// reference's `ours`. Both move lists sorted.
std::vector<ElementDifference> move_differences(const std::vector<std::string>& ours,
                                                const std::vector<std::string>& theirs);
// `kind`: VisionSquare or ObservedSquare.
std::vector<ElementDifference> square_differences(ElementKind kind, char colour, const harness::SquareSet& ours,
                                                  const harness::SquareSet& theirs);
// Seen squares, their contents (on the squares both see) and the captured
// square.
std::vector<ElementDifference> observation_differences(char colour, const harness::NeutralObservation& ours,
                                                       const harness::NeutralObservation& theirs);
// A FEN it wrote that the reference cannot read: the castling letters it
// holds against the true rights (a right kept after its rook was taken
// makes such a FEN), else the position as a whole.
std::vector<ElementDifference> unreadable_position_differences(const std::string& written,
                                                               const harness::NeutralPosition& ours);
// Field by field: placement (square by square), side to move, castling
// rights (letter by letter), en passant square, both clocks.
std::vector<ElementDifference> position_differences(const harness::NeutralPosition& ours,
                                                    const harness::NeutralPosition& theirs);

}  // namespace external
