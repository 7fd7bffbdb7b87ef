#include "external/diff/game/diff_findings.hpp"

#include <algorithm>
#include <optional>
#include <utility>

#include "external/diff/game/open_questions.hpp"

namespace external {
namespace {

// The kind of state of a game that holds an element of this kind, where an
// other reading's position can show it too.
std::optional<StateKind> state_holding(ElementKind kind) {
    switch (kind) {
        case ElementKind::Move:
            return StateKind::Moves;
        case ElementKind::VisionSquare:
            return StateKind::Vision;
        case ElementKind::Placement:
        case ElementKind::SideToMove:
        case ElementKind::CastlingRight:
        case ElementKind::EnPassantSquare:
        case ElementKind::HalfmoveClock:
        case ElementKind::FullmoveNumber:
            return StateKind::Position;
        default:
            return std::nullopt;
    }
}

// Whether an other reading's position differs only in known readings of
// the rules (a pawn's vision read otherwise shows there as in any game):
// each element, as a game's state would show it, named in the position it
// was found in, is known.
bool each_element_known(KnownDifferences& known, const DiffGame& game, std::size_t ply, const Divergence& d,
                        const oracle::ClauseSet& exercised) {
    bool any = false;
    for (const ElementDifference& e : d.elements) {
        if (e.kind == ElementKind::OtherReadingKept) continue;
        const std::optional<StateKind> kind = state_holding(e.kind);
        if (!kind) return false;
        ElementDifference as_in_a_game = e;
        as_in_a_game.under_other_reading = false;
        if (!known.known(game, ply, *kind, d.check, as_in_a_game, exercised)) return false;
        any = true;
    }
    return any;
}

}  // namespace

DiffFindings::DiffFindings(DiffGameResult& result, const DiffSettings& settings, std::string reference_name,
                           std::string external_name)
    : result_(result),
      settings_(settings),
      reference_name_(std::move(reference_name)),
      external_name_(std::move(external_name)) {}

void DiffFindings::diverge(StateKind kind, const std::string& check, harness::Disagreement d, std::string details,
                           std::vector<ElementDifference> elements) {
    if (std::find(result_.diverged.begin(), result_.diverged.end(), kind) == result_.diverged.end())
        result_.diverged.push_back(kind);
    result_.divergences.push_back({kind, check, std::move(elements)});
    harness::ScenarioFailure f;
    f.ply = result_.plies;
    f.check = check;
    f.disagreement = std::move(d);
    f.left_name = reference_name_;
    f.right_name = external_name_;
    f.details = std::move(details);
    if (failed())
        result_.also_diverged.push_back(std::move(f));
    else
        result_.report.failure = std::move(f);
}

std::vector<StateKind> DiffFindings::set_aside_known(KnownDifferences& known, const DiffGame& game,
                                                     const oracle::ClauseSet& exercised) {
    std::vector<StateKind> aside;
    if (!failed()) return aside;
    // The failure and the rest of its ply, in the order they were found
    // (parallel to result_.divergences).
    std::vector<harness::ScenarioFailure> failures;
    failures.push_back(std::move(*result_.report.failure));
    for (harness::ScenarioFailure& f : result_.also_diverged) failures.push_back(std::move(f));
    std::vector<Divergence> kept_divergences;
    std::vector<harness::ScenarioFailure> kept_failures;
    for (std::size_t i = 0; i < result_.divergences.size(); ++i) {
        Divergence& d = result_.divergences[i];
        bool any_known = false;
        if (d.check == diff_check::kOtherReadingState &&
            (known.known_whole(game, result_.plies, d, exercised) ||
             each_element_known(known, game, result_.plies, d, exercised))) {
            any_known = true;
            d.elements.clear();
        } else if (d.elements.empty()) {
            any_known = known.known_check(d.kind, d.check);
        } else {
            std::erase_if(d.elements, [&](const ElementDifference& e) {
                const bool is_known = known.known(game, result_.plies, d.kind, d.check, e, exercised);
                any_known = any_known || is_known;
                return is_known;
            });
        }
        if (any_known && std::find(aside.begin(), aside.end(), d.kind) == aside.end()) aside.push_back(d.kind);
        const bool gone = d.elements.empty();
        if (gone && any_known) continue;
        kept_divergences.push_back(std::move(d));
        if (i < failures.size()) kept_failures.push_back(std::move(failures[i]));
    }
    result_.divergences = std::move(kept_divergences);
    result_.diverged.clear();
    for (const Divergence& d : result_.divergences)
        if (std::find(result_.diverged.begin(), result_.diverged.end(), d.kind) == result_.diverged.end())
            result_.diverged.push_back(d.kind);
    result_.report.failure.reset();
    result_.also_diverged.clear();
    for (harness::ScenarioFailure& f : kept_failures) {
        if (!result_.report.failure)
            result_.report.failure = std::move(f);
        else
            result_.also_diverged.push_back(std::move(f));
    }
    return aside;
}

void DiffFindings::other_reading(const std::string& question, StateKind kind, const std::string& detail) {
    for (OtherReading& r : result_.other_readings)
        if (r.question == question) {
            // What the child answered in each kind of state at the first ply
            // that showed it, so the note describes the child (no moves, but
            // its vision), not only the first state compared.
            if (r.ply == result_.plies && std::find(r.kinds.begin(), r.kinds.end(), kind) == r.kinds.end()) {
                r.detail += "; " + detail;
                r.kinds.push_back(kind);
            }
            return maybe_strict(question, kind, detail);
        }
    result_.other_readings.push_back({question, result_.plies, detail, {kind}});
    maybe_strict(question, kind, detail);
}

bool DiffFindings::other_reading_at_this_ply(const std::string& question) const {
    for (const OtherReading& r : result_.other_readings)
        if (r.question == question && r.ply == result_.plies) return true;
    return false;
}

void DiffFindings::maybe_strict(const std::string& question, StateKind kind, const std::string& detail) {
    if (!settings_.strict_answers) return;
    const OpenQuestion& q = open_question(question);
    diverge(kind, diff_check::kOtherReading,
            harness::Disagreement{"docs/rules.md: " + q.question, q.answer, q.other_reading + " (" + detail + ")"}, {},
            {{ElementKind::OtherReading, question_value(question), ElementDifference::Side::Differs}});
}

void DiffFindings::note_reading(const WrittenFen& read, StateKind kind, const std::string& where) {
    for (const std::string& question : read.other_readings) other_reading(question, kind, where);
    for (const std::string& repair : read.spelling_repairs)
        if (std::find(result_.spelling_repairs.begin(), result_.spelling_repairs.end(), repair) ==
            result_.spelling_repairs.end())
            result_.spelling_repairs.push_back(repair);
}

}  // namespace external
