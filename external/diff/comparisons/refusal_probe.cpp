#include "external/diff/comparisons/refusal_probe.hpp"

#include "external/diff/comparisons/other_reading_state.hpp"
#include "external/protocol/bounded_json.hpp"

namespace external {

ProbeAnswer send_probe(DiffSides& sides, DiffFindings& findings, const Probe& probe) {
    findings.count("refusals");
    // The reference reads a FEN it sends (marking the clause that
    // refuses it); one it would accept is no probe.
    if (probe.request.value("cmd", "") == "load" && sides.reader->load(probe.request.value("fen", ""), true).empty())
        return ProbeAnswer::NotAProbe;
    const Reply reply = sides.external.ask(probe.request);
    const auto error = reply.json.find("error");
    if (error != reply.json.end() && error->is_string()) return ProbeAnswer::Refused;
    if (!probe.other_reading_accepts.empty()) {
        findings.other_reading(probe.other_reading_accepts, StateKind::Refusal, "accepts " + probe.request.dump());
        return ProbeAnswer::AcceptedByRight;
    }
    // A FEN refused for its spelling only, which the lenient reading
    // repairs: a note, as for the FENs it writes.
    if (probe.request.value("cmd", "") == "load")
        if (const auto read = lenient_reading(sides, probe.request.value("fen", ""))) {
            findings.note_reading(*read, StateKind::Refusal, "accepts " + probe.request.dump());
            return ProbeAnswer::AcceptedByRight;
        }
    const std::string cmd = probe.request.value("cmd", "");
    const ElementDifference sent =
        cmd == "load"   ? ElementDifference{ElementKind::Load, element::Fen{probe.request.value("fen", "")}}
        : cmd == "play" ? ElementDifference{ElementKind::Play, move_value(probe.request.value("move", ""))}
                        : ElementDifference{ElementKind::Command, element::Request{probe.request.dump()}};
    findings.diverge(
        StateKind::Refusal, diff_check::kRefusal,
        harness::Disagreement{"the request " + probe.request.dump(), "{\"error\":...}", excerpt(reply.text)}, {},
        {{sent.kind, sent.value, ElementDifference::Side::Accepted}});
    return ProbeAnswer::Accepted;
}

}  // namespace external
