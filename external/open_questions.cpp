#include "external/open_questions.hpp"

#include <stdexcept>

namespace external {

const std::vector<OpenQuestion>& open_questions() {
    static const std::vector<OpenQuestion> questions = {
        {question::kKingCaptureCastling,
         "The rules list three ways to lose a castling right. What about a capture of the king on its original "
         "square?",
         "the capture removes both of that side's rights (a right needs its king on e1/e8)",
         "the rights stay, as the rules text lists only the king's move, the rook's move and a capture on the rook's "
         "square",
         "the FEN it writes and the boards of P after a king is captured on e1/e8"},
        {question::kPlayAfterEnd, "After the game has ended, what are the moves and the vision of the final board?",
         "the same as on any board (rules sections 1 and 3 applied to the board): the ending stops play, it does not "
         "change what a board allows or shows",
         "no moves once the game has ended, so a player sees only its own pieces",
         "moves, vision and the observation of the ply that ended the game; P is then compared only for the truth"},
    };
    return questions;
}

const OpenQuestion& open_question(const std::string& id) {
    for (const OpenQuestion& q : open_questions())
        if (q.id == id) return q;
    throw std::out_of_range("no open question '" + id + "'");
}

}  // namespace external
