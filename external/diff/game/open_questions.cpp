#include "external/diff/game/open_questions.hpp"

#include <stdexcept>

#include "oracle/clauses.hpp"

namespace external {
namespace {

// The open questions of the clause catalogue (oracle/clauses.hpp) that a
// diff can meet, and where it meets them.
struct Met {
    const std::string& id;
    const char* seen_in;
};

const Met kMet[] = {
    {question::kKingCaptureCastling, "the FEN it writes and the boards of P after a king is captured on e1/e8"},
    {question::kPlayAfterEnd,
     "moves, vision and the observation of the ply that ended the game; P is then compared only for the truth"},
    {question::kCastlingNeedsPieces, "a load of a FEN whose castling right has no rook on its corner (error paths)"},
    {question::kHalfmoveLimit, "a load of a FEN whose halfmove clock is over 100 (error paths)"},
};

OpenQuestion from_catalogue(const Met& met) {
    const auto clause = oracle::clause_from_id(met.id);
    if (!clause) throw std::logic_error("open question '" + met.id + "' is not in the clause catalogue");
    const oracle::ClauseInfo& info = oracle::clause_info(*clause);
    if (info.open_question.empty())
        throw std::logic_error("clause '" + met.id + "' is not an open question in the catalogue");
    return {met.id, std::string(info.open_question), std::string(info.summary), std::string(info.other_reading),
            met.seen_in};
}

}  // namespace

const std::vector<OpenQuestion>& open_questions() {
    static const std::vector<OpenQuestion> questions = [] {
        std::vector<OpenQuestion> out;
        for (const Met& met : kMet) out.push_back(from_catalogue(met));
        return out;
    }();
    return questions;
}

harness::SquareSet vision_without_moves(const harness::NeutralPosition& p, char colour) {
    harness::SquareSet out;
    for (int s = 0; s < 64; ++s) {
        const char c = p.board[std::size_t(s)];
        if (c != '.' && (c >= 'a') == (colour == 'b')) out.insert(s);
    }
    return out;
}

harness::NeutralObservation observation_without_moves(harness::NeutralObservation o,
                                                      const harness::NeutralPosition& after, char colour) {
    o.seen = vision_without_moves(after, colour);
    o.contents = harness::SquareContents();
    for (int s : o.seen) o.contents[s] = after.board[std::size_t(s)];
    return o;
}

const OpenQuestion& open_question(const std::string& id) {
    for (const OpenQuestion& q : open_questions())
        if (q.id == id) return q;
    throw std::out_of_range("no open question '" + id + "' that a diff meets");
}

}  // namespace external
