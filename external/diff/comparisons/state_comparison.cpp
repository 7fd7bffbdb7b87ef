#include "external/diff/comparisons/state_comparison.hpp"

#include <fmt/format.h>

#include "external/diff/comparisons/diff_describe.hpp"
#include "external/diff/game/open_questions.hpp"
#include "external/protocol/bounded_json.hpp"

namespace external {
namespace {

// Observations are compared on their board part: the outcome is the
// reference's to decide.
harness::NeutralObservation board_part(harness::NeutralObservation o) {
    o.outcome = "none";
    o.winner = '-';
    return o;
}

// When the position it wrote lacks only the canonical en passant
// square, and the `legal` spelling drops it too: the incident's bug.
std::string spelling_diagnosis(DiffSides& sides, const harness::NeutralPosition& truth,
                               const harness::NeutralPosition& read) {
    if (truth.en_passant < 0 || read.en_passant >= 0) return {};
    harness::NeutralPosition without = truth;
    without.en_passant = -1;
    if (read != without) return {};
    const std::string legal = sides.reference->fen(harness::Spelling::Legal);
    if (sides.reader->load(legal, true).empty() && sides.reader->position() == read)
        return fmt::format(
            "it writes the en passant field in the `legal` spelling ({}), python-chess's Board.fen() default, "
            "which drops a square fog chess keeps: the pawn beside it can capture, and so sees {} and the pawn "
            "(rules sections 3 and 4)",
            legal, harness::square_text(truth.en_passant));
    return {};
}

// What a child that offers no moves once the game ended answered: its
// vision may still be the board rules' (OpenSpiel's dark_chess) or its own
// pieces only (noted by the vision comparison).
std::string no_moves_note(bool vision_unchanged) {
    return vision_unchanged ? "no moves once the game ended; vision unchanged" : "no moves once the game ended";
}

}  // namespace

void compare_observations(DiffSides& sides, DiffFindings& findings, bool game_over) {
    if (!sides.external.supports(Capability::Observation)) return;
    for (char colour : {'w', 'b'}) {
        findings.count("observation");
        const harness::NeutralObservation mine = board_part(sides.reference->last_observation(colour));
        const harness::NeutralObservation theirs = sides.external.last_observation(colour);
        if (mine == theirs) continue;
        if (game_over && theirs == observation_without_moves(mine, sides.reference->position(), colour)) {
            findings.other_reading(question::kPlayAfterEnd, StateKind::Observation,
                                   fmt::format("observation of {}: own pieces only", colour));
            continue;
        }
        findings.diverge(StateKind::Observation, diff_check::kObservation,
                         harness::Disagreement{"observation of " + std::string(1, colour), harness::describe(mine),
                                               harness::describe(theirs)},
                         {}, observation_differences(colour, mine, theirs));
        return;
    }
}

void compare_moves_and_vision(DiffSides& sides, DiffFindings& findings, const std::vector<std::string>& legal,
                              bool game_over) {
    findings.count("moves");
    const auto theirs = sides.external.moves();
    const bool none_after_end = game_over && theirs.empty() && !legal.empty();
    if (none_after_end)
        findings.other_reading(question::kPlayAfterEnd, StateKind::Moves,
                               no_moves_note(sides.external.supports(Capability::Vision) &&
                                             sides.reference->vision('w') == sides.external.vision('w') &&
                                             sides.reference->vision('b') == sides.external.vision('b')));
    else if (legal != theirs)
        findings.diverge(StateKind::Moves, diff_check::kMoves,
                         harness::Disagreement{"move set", moves_against(legal, theirs), moves_against(theirs, legal)},
                         {}, move_differences(legal, theirs));
    if (!sides.external.supports(Capability::Vision)) return;
    for (char colour : {'w', 'b'}) {
        findings.count("vision");
        const harness::SquareSet a = sides.reference->vision(colour), b = sides.external.vision(colour);
        if (a == b) continue;
        if (game_over && b == vision_without_moves(sides.reference->position(), colour)) {
            findings.other_reading(question::kPlayAfterEnd, StateKind::Vision,
                                   fmt::format("vision of {}: own pieces only", colour));
            continue;
        }
        findings.diverge(StateKind::Vision, diff_check::kVision,
                         harness::Disagreement{"vision of " + std::string(1, colour) + " at " +
                                                   sides.reference->fen(harness::Spelling::Full),
                                               squares_against(a, b), squares_against(b, a)},
                         {}, square_differences(ElementKind::VisionSquare, colour, a, b));
        return;
    }
}

void compare_written_position(DiffSides& sides, DiffFindings& findings) {
    if (!sides.external.supports(Capability::Fen)) return;
    findings.count("fen");
    const std::string written = sides.external.written_fen();
    const harness::NeutralPosition truth = sides.reference->position();
    const std::string truth_text = sides.reference->fen(harness::Spelling::Xfen);
    try {
        const harness::NeutralPosition read =
            sides.read_written(written, "the position", StateKind::Position, findings).position;
        if (read != truth)
            findings.diverge(StateKind::Position, diff_check::kFen,
                             harness::Disagreement{"the position (canonical en passant square; as written)",
                                                   harness::describe(truth) + "  (" + truth_text + ")",
                                                   harness::describe(read) + "  (" + excerpt(written, 120) + ")"},
                             spelling_diagnosis(sides, truth, read), position_differences(truth, read));
    } catch (const UnreadableAnswer& e) {
        findings.diverge(StateKind::Position, diff_check::kFen,
                         harness::Disagreement{"the position", truth_text, excerpt(written, 120)}, e.what(),
                         unreadable_position_differences(written, truth));
    }
}

}  // namespace external
