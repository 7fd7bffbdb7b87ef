// One element in which an implementation's answer differs from the
// reference's: a move, a square of a vision or an observation, a field of
// the position it writes, a board of P, a request it should have refused.
// The comparisons of a diff game list them beside each divergence, so that
// a finding can be named by the rule clause of each element
// (external/diff/findings/clause_naming.hpp) and grouped with the findings that
// differ in the same way (external/diff/findings/finding_signature.hpp).
#pragma once

#include <string>
#include <vector>

#include "harness/neutral.hpp"

namespace external {

struct ElementDifference {
    enum class Side {
        Extra,     // the implementation has it, the reference does not
        Missing,   // the reference has it, the implementation does not
        Differs,   // both have a value, and they differ (a clock, |P|)
        Accepted,  // a request the reference refuses was accepted
        Refused,   // a request the reference accepts was refused
    };
    // What kind of element, the same for both colours and every position:
    // "move", "vision square", "observed square", "observed content",
    // "captured square", "castling right", "en passant square", "placement",
    // "side to move", "halfmove clock", "fullmove number", "board of P",
    // "true board in P", "|P|", "load", "play", "command".
    std::string field;
    // The element itself: "f4g3", "g3", "K", a FEN, a request.
    std::string element;
    Side side = Side::Differs;
    // The colour whose vision, observation or P it belongs to ('-': none).
    char colour = '-';
    friend bool operator==(const ElementDifference&, const ElementDifference&) = default;
};

// "extra", "missing", "differs", "accepted", "refused".
const char* side_name(ElementDifference::Side side);

// The elements of two answers that differ, `theirs` against the
// reference's `ours`. Both move lists sorted.
std::vector<ElementDifference> move_differences(const std::vector<std::string>& ours,
                                                const std::vector<std::string>& theirs);
// `field`: "vision square" or "observed square".
std::vector<ElementDifference> square_differences(const std::string& field, char colour,
                                                  const harness::SquareSet& ours, const harness::SquareSet& theirs);
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
