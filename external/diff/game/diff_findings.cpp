#include "external/diff/game/diff_findings.hpp"

#include <algorithm>
#include <utility>

#include "external/diff/game/open_questions.hpp"

namespace external {

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
