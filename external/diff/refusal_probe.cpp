#include "external/diff/refusal_probe.hpp"

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
    findings.diverge(
        StateKind::Refusal, diff_check::kRefusal,
        harness::Disagreement{"the request " + probe.request.dump(), "{\"error\":...}", excerpt(reply.text)});
    return ProbeAnswer::Accepted;
}

}  // namespace external
