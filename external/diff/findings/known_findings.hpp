// Differences an implementation is known to have, so that its CI can run
// `fogproof diff --known FILE` and fail only on a new one. The file holds
// signatures (external/diff/findings/finding_signature.hpp), never a game or a ply:
// the same fault met in another game, at another ply, is still known.
//
//   {"format": "fogproof-known-findings", "version": 1,
//    "implementation": "ffish 0.7.10 ...",
//    "findings": [{"signature": "vision: missing vision square: 3.vision.ep-victim",
//                  "example": "vision square g4 missing (of b): 3.vision.ep-victim (...)"}, ...]}
//
// `--write-known FILE` writes one after a run: every signature of every
// group it found (a group's aliases too, since a later run may meet the
// same fault first in another kind of state). "example" is for a person.
#pragma once

#include <string>
#include <vector>

#include "external/diff/findings/finding_signature.hpp"

namespace external {

struct KnownFinding {
    std::string signature;  // FindingSignature::text()
    std::string example;
};

struct KnownFindings {
    std::string implementation;
    std::vector<KnownFinding> findings;
    bool knows(const FindingSignature& s) const;
};

// Reads a known-findings file; throws std::invalid_argument naming the
// file and what is wrong where.
KnownFindings read_known_findings(const std::string& path);

std::string write_known_findings(const KnownFindings& known);

}  // namespace external
