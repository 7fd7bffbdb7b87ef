// The questions the rules text (../shared/fow-rules.md) leaves open and
// docs/rules.md decides, where an implementation under test can be seen
// to answer them. An implementation that takes the other reading is not
// failed: `fogproof diff` notes "takes the other reading of docs/rules.md
// '<question>'" and exits 0, unless --strict-answers asks for a finding.
#pragma once

#include <string>
#include <vector>

#include "harness/neutral.hpp"

namespace external {

// The question, the answer and the other reading come from the clause
// catalogue (oracle/clauses.hpp), the one place that states them.
struct OpenQuestion {
    std::string id;             // the rule clause that docs/rules.md decides (docs/clauses.md)
    std::string question;       // as docs/rules.md asks it
    std::string answer;         // fogproof's reading
    std::string other_reading;  // the reading that is noted, not failed
    std::string seen_in;        // where a diff meets it
};

// Every open question a diff can meet.
const std::vector<OpenQuestion>& open_questions();

// The question with this id; throws std::out_of_range for an unknown id.
const OpenQuestion& open_question(const std::string& id);

// The other reading of the end of the game (question::kPlayAfterEnd): no
// moves, so a player sees its own pieces only, and observes them alone.
harness::SquareSet vision_without_moves(const harness::NeutralPosition& p, char colour);
harness::NeutralObservation observation_without_moves(harness::NeutralObservation o,
                                                      const harness::NeutralPosition& after, char colour);

namespace question {
inline const std::string kKingCaptureCastling = "1.castle.right-lost.king-captured";
inline const std::string kPlayAfterEnd = "2.end.board-rules-after-end";
inline const std::string kCastlingNeedsPieces = "4.fen.castling-needs-pieces";
inline const std::string kHalfmoveLimit = "4.fen.halfmove-limit";
}  // namespace question

}  // namespace external
