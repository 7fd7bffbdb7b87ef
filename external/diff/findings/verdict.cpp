#include "external/diff/findings/verdict.hpp"


namespace external {

FindingVerdict finding_verdict(const FindingSignature& signature, bool strict_fen) {
    if (strict_fen) return FindingVerdict::Failure;
    // What the child accepted: a request ("accepted load", "accepted play")
    // or a start FEN. Only a FEN whose refusal docs/rules.md alone decides
    // is a note; a refusal a clause requires (4.fen.reject.*, an illegal
    // move, a move of the opponent's piece) stays a failure.
    const bool accepted = signature.difference.rfind(side_name(ElementDifference::Side::Accepted), 0) == 0;
    return accepted && decided_by_fen_acceptance(signature.deciding) ? FindingVerdict::LaxnessNote
                                                                     : FindingVerdict::Failure;
}

bool is_refusal_finding(const FindingSignature& signature) {
    return signature.kind == state_kind_name(StateKind::Refusal);
}

}  // namespace external
