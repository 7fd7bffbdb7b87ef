#include "external/diff/diff_sides.hpp"

#include <fmt/format.h>

#include <stdexcept>
#include <utility>

namespace external {

DiffSides::DiffSides(ExternalImplementation& under_test, const std::string& kind)
    : external(under_test),
      reference_kind(kind),
      reference(harness::make_implementation(kind)),
      reader(harness::make_implementation(kind)),
      marker(kind) {
    if (!reference) throw std::invalid_argument("unknown reference '" + kind + "'");
}

void DiffSides::start_beliefs(bool own_observation) {
    for (char colour : {'w', 'b'}) {
        harness::BeliefSettings b;
        b.own_observation = own_observation;
        reference->start_belief(colour, b);
        marker.start_belief(colour, b);
        external.start_belief(colour, b);
    }
}

void DiffSides::stop_beliefs() {
    tracking = false;
    const std::string fen = reference->fen(harness::Spelling::Full);
    auto fresh = harness::make_implementation(reference_kind);
    fresh->load(fen, true);
    reference = std::move(fresh);
    marker.load(fen, true);
    external.load(fen, true);
}

WrittenFen DiffSides::read_written(const std::string& fen, const std::string& context, StateKind kind,
                                   DiffFindings& findings) {
    WrittenFen read = read_written_fen(*reader, fen, external.name(), context);
    findings.note_reading(read, kind, fmt::format("{} '{}'", context, fen));
    return read;
}

}  // namespace external
