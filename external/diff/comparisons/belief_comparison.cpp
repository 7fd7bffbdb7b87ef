#include "external/diff/comparisons/belief_comparison.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "external/diff/comparisons/belief_at_scale.hpp"
#include "external/diff/comparisons/diff_describe.hpp"
#include "external/diff/game/open_questions.hpp"

namespace external {
namespace {

// P differs as a whole: no element of it is decided by one clause
// (external/diff/findings/clause_naming.hpp says why).
std::vector<ElementDifference> p_element(ElementKind field, char colour,
                                         ElementDifference::Side side = ElementDifference::Side::Differs) {
    return {{field, element::None{}, side, colour}};
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
                             {}, p_element(ElementKind::BeliefSize, colour));
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
                         p_element(ElementKind::BoardOfP, colour));
        return;
    }
    if (!boards.count(harness::duplicate_key(sides.reference->position()))) {
        findings.diverge(
            StateKind::Belief, diff_check::kTruth,
            harness::Disagreement{
                "P of " + who + " (true board " + sides.reference->fen(harness::Spelling::Xfen) + ")",
                fmt::format("|P| = {}, holds the true board", mine),
                fmt::format("|P| = {}, lacks the true board{}", theirs.size, written_boards(*theirs.fens))},
            {}, p_element(ElementKind::TrueBoardInP, colour, ElementDifference::Side::Missing));
        return;
    }
    if (!comparable) return;
    findings.count("|P|");
    if (mine != their_size) {
        findings.diverge(StateKind::Belief, diff_check::kBeliefSize,
                         harness::Disagreement{"|P| of " + who, std::to_string(mine), std::to_string(their_size)}, {},
                         p_element(ElementKind::BeliefSize, colour));
        return;
    }
    if (mine > belief_limit) return;
    findings.count("boards of P");
    const harness::NeutralBelief reference_boards = sides.belief_reference.holder(colour).belief(colour);
    if (reference_boards != boards)
        findings.diverge(StateKind::Belief, diff_check::kBeliefBoards,
                         harness::Disagreement{"P of " + who, boards_against(reference_boards, boards),
                                               boards_against(boards, reference_boards)},
                         {}, p_element(ElementKind::BoardOfP, colour));
}

// P too large to compare board by board: its truth, size and samples.
void compare_at_scale(DiffSides& sides, DiffFindings& findings, const DiffSettings& settings, char colour,
                      std::size_t mine, std::size_t theirs) {
    findings.count("P at scale");
    const ScaleCheckSides scale{sides.external, sides.belief_reference.holder(colour), *sides.reference, *sides.reader,
                                [&](const std::string& fen) {
                                    return harness::duplicate_key(
                                        sides.read_written(fen, "a board of P (belief_sample)", StateKind::Belief,
                                                           findings)
                                            .position);
                                }};
    // Seeded by ply and colour: a minimised scenario that keeps the ply draws the same boards.
    const std::uint64_t seed = (std::uint64_t(findings.ply()) << 1 | std::uint64_t(colour == 'w' ? 0 : 1)) + 1;
    // Under the other reading of the end of the game only the truth can be compared (as above).
    const ScaleCheckResult checked = findings.other_reading_at_this_ply(question::kPlayAfterEnd)
                                         ? ScaleCheckResult{}
                                         : check_belief_at_scale(scale, colour, theirs, settings.belief_sample, seed);
    BeliefBands& bands = findings.belief_bands();
    if (checked.size_only) ++bands.size_only;
    if (checked.frozen) {
        ++bands.frozen;
        sides.stop_belief(colour);
        return;
    }
    for (const BeliefFinding& f : checked.findings)
        findings.diverge(StateKind::Belief, f.check, f.disagreement,
                         f.details + fmt::format(" (|P| {} against {}; the reference's P answered by the {})", mine,
                                                 theirs, sides.belief_reference.answered_by(colour)),
                         f.elements);
}

}  // namespace

bool compare_beliefs(DiffSides& sides, DiffFindings& findings, const DiffSettings& settings) {
    bool past_max = false;
    BeliefBands& bands = findings.belief_bands();
    for (char colour : {'w', 'b'}) {
        if (!sides.tracked(colour)) continue;
        const std::string handover = sides.belief_reference.hand_over_if_large(colour);
        if (!handover.empty())
            findings.diverge(StateKind::Reference, diff_check::kReference,
                             harness::Disagreement{"P of " + std::string(1, colour), "the oracle's", "the engine's"},
                             handover);
        const std::size_t mine = sides.belief_reference.holder(colour).belief_size(colour);
        if (mine > settings.belief_reference.oracle_max) sides.marker.stop_belief(colour);
        const ExternalBelief theirs = sides.external.belief_report(colour, settings.belief_limit);
        findings.note_child_belief(colour, theirs);
        if (theirs.frozen) {
            ++bands.frozen;
            sides.stop_belief(colour);
            continue;
        }
        const std::size_t larger = std::max(mine, theirs.size);
        if (larger > settings.belief_max) {
            past_max = true;
            continue;
        }
        bands.add(larger);
        if (sides.belief_reference.engine_answers(colour)) ++bands.engine_answered;
        if (larger <= settings.belief_limit)
            compare_belief(sides, findings, settings.belief_limit, colour, mine, theirs);
        else
            compare_at_scale(sides, findings, settings, colour, mine, theirs.size);
    }
    return past_max;
}

}  // namespace external
