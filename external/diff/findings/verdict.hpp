// Whether a finding fails the run or is a note about the parser's laxness.
//
// The rules text (section 4) requires a parser to refuse only what no game
// can reach: an en passant square no double push can have left
// (`4.fen.reject.*`). Everything else fogproof's
// parser refuses (a FEN's fields, clocks, material, two kings of a colour,
// an unknown castling letter) is docs/rules.md's own answer, "FEN
// acceptance, item N". A judge that accepts what the rules text does not
// forbid breaks no rule: its acceptance is listed in a table of its own,
// "accepted where fogproof's reading refuses", and fails the run only with
// --strict-fen (or --strict-answers).
//
// This is the one place that decides it, from the clause naming that
// already names what decides each element (findings/clause_naming.hpp).
#pragma once

#include "external/diff/findings/finding_signature.hpp"

namespace external {

enum class FindingVerdict {
    Failure,       // a rule finding: moves, vision, observations, P, positions, the refusals the rules require
    LaxnessNote,   // accepted where only docs/rules.md refuses
};

// `strict_fen`: --strict-fen or --strict-answers, which make every note a failure.
FindingVerdict finding_verdict(const FindingSignature& signature, bool strict_fen);

// Whether a finding of this signature is about a request the child had to
// refuse (a probe): such findings never use up --max-findings and never
// stop the games, whatever their verdict.
bool is_refusal_finding(const FindingSignature& signature);

}  // namespace external
