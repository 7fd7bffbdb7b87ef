#include "external/diff/game/diff_sides.hpp"

#include <fmt/format.h>

#include <stdexcept>
#include <utility>

namespace external {
namespace {

std::unique_ptr<harness::Implementation> make_reference(const std::string& kind) {
    auto made = harness::make_implementation(kind);
    if (!made) throw std::invalid_argument("unknown reference '" + kind + "'");
    return made;
}

}  // namespace

DiffSides::DiffSides(ExternalImplementation& under_test, const std::string& kind,
                     const BeliefReferenceSettings& beliefs)
    : external(under_test),
      reference_kind(kind),
      reference(make_reference(kind)),
      reader(make_reference(kind)),
      marker(kind),
      belief_reference(*reference, beliefs) {}

void DiffSides::start_beliefs(bool own_observation) {
    for (char colour : {'w', 'b'}) {
        harness::BeliefSettings b;
        b.own_observation = own_observation;
        belief_reference.start_belief(colour, b);
        marker.start_belief(colour, b);
        external.start_belief(colour, b);
        tracked_[colour == 'w' ? 0 : 1] = true;
    }
    tracking = true;
}

void DiffSides::stop_belief(char colour) {
    tracked_[colour == 'w' ? 0 : 1] = false;
    belief_reference.stop(colour);
    marker.stop_belief(colour);
    if (!tracked('w') && !tracked('b')) tracking = false;
}

void DiffSides::stop_beliefs(const std::string& position) {
    for (char colour : {'w', 'b'}) stop_belief(colour);
    tracking = false;
    external.load(position.empty() ? reference->fen(harness::Spelling::Full) : position, true);
}

WrittenFen DiffSides::read_written(const std::string& fen, const std::string& context, StateKind kind,
                                   DiffFindings& findings) {
    WrittenFen read = read_written_fen(*reader, fen, external.name(), context);
    findings.note_reading(read, kind, fmt::format("{} '{}'", context, fen));
    return read;
}

}  // namespace external
