#include "external/diff/belief_comparison.hpp"

#include <fmt/format.h>

#include <string>
#include <vector>

#include "external/diff/diff_describe.hpp"
#include "external/diff/open_questions.hpp"

namespace external {
namespace {

// P differs as a whole: no element of it is decided by one clause
// (external/diff/clause_naming.hpp says why).
std::vector<ElementDifference> p_element(const char* field, char colour,
                                         ElementDifference::Side side = ElementDifference::Side::Differs) {
    return {{field, "", side, colour}};
}

void compare_belief(DiffSides& sides, DiffFindings& findings, std::size_t belief_limit, char colour, std::size_t mine,
                    const ExternalBelief& theirs) {
    const std::string who(1, colour);
    // Under the other reading of the end of the game, a P filtered by
    // own-pieces-only observations holds other boards: only the truth is
    // compared then.
    const bool comparable = !findings.other_reading_at_this_ply(question::kPlayAfterEnd);
    if (!theirs.fens) {
        findings.count("|P|");
        if (comparable && mine != theirs.size)
            findings.diverge(StateKind::Belief, diff_check::kBeliefSize,
                             harness::Disagreement{"|P| of " + who, std::to_string(mine), std::to_string(theirs.size)},
                             {}, p_element("|P|", colour));
        return;
    }
    findings.count("truth in P");
    harness::NeutralBelief boards;
    std::size_t their_size = theirs.size;
    try {
        std::vector<harness::DuplicateKey> read;
        bool read_under_other_reading = false;
        for (const std::string& fen : *theirs.fens) {
            const WrittenFen board = sides.read_written(fen, "a board of P", StateKind::Belief, findings);
            read_under_other_reading = read_under_other_reading || !board.other_readings.empty();
            read.push_back(harness::duplicate_key(board.position));
        }
        boards = harness::NeutralBelief(std::move(read));
        // Boards that differ only in what an open question's other reading
        // keeps (a captured king's castling rights) are two boards there
        // and one as docs/rules.md reads them: P is counted as read.
        if (read_under_other_reading) their_size = boards.size();
    } catch (const UnreadableAnswer& e) {
        findings.diverge(StateKind::Belief, diff_check::kBeliefBoards,
                         harness::Disagreement{"P of " + who, "readable boards", "an unreadable board"}, e.what(),
                         p_element("board of P", colour));
        return;
    }
    if (!boards.count(harness::duplicate_key(sides.reference->position()))) {
        findings.diverge(
            StateKind::Belief, diff_check::kTruth,
            harness::Disagreement{
                "P of " + who + " (true board " + sides.reference->fen(harness::Spelling::Xfen) + ")",
                fmt::format("|P| = {}, holds the true board", mine),
                fmt::format("|P| = {}, lacks the true board{}", theirs.size, written_boards(*theirs.fens))},
            {}, p_element("true board in P", colour, ElementDifference::Side::Missing));
        return;
    }
    if (!comparable) return;
    findings.count("|P|");
    if (mine != their_size) {
        findings.diverge(StateKind::Belief, diff_check::kBeliefSize,
                         harness::Disagreement{"|P| of " + who, std::to_string(mine), std::to_string(their_size)},
                         {}, p_element("|P|", colour));
        return;
    }
    if (mine > belief_limit) return;
    findings.count("boards of P");
    const harness::NeutralBelief reference_boards = sides.reference->belief(colour);
    if (reference_boards != boards)
        findings.diverge(StateKind::Belief, diff_check::kBeliefBoards,
                         harness::Disagreement{"P of " + who, boards_against(reference_boards, boards),
                                               boards_against(boards, reference_boards)},
                         {}, p_element("board of P", colour));
}

}  // namespace

bool compare_beliefs(DiffSides& sides, DiffFindings& findings, std::size_t belief_limit) {
    bool over_limit = false;
    for (char colour : {'w', 'b'}) {
        const std::size_t mine = sides.reference->belief_size(colour);
        const ExternalBelief theirs = sides.external.belief_report(colour, belief_limit);
        findings.note_child_belief(colour, theirs);
        compare_belief(sides, findings, belief_limit, colour, mine, theirs);
        over_limit = over_limit || mine > belief_limit || theirs.size > belief_limit;
    }
    return over_limit;
}

}  // namespace external
