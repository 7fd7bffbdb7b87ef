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
#include "external/diff/game/known_differences.hpp"

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

// The game loop's question (external/diff/game/known_differences.hpp)
// answered from `known`: an element is known when its signature is, named
// as a finding's element would be. The run, the minimizer and `fogproof
// repro` all set aside the same differences this way, so a scenario found
// after a known difference replays the finding it was saved for.
class KnownSignatures : public KnownDifferences {
public:
    explicit KnownSignatures(const KnownFindings& known) : known_(known) {}

    bool known(const DiffGame& game, std::size_t ply, StateKind kind, const std::string& check,
               const ElementDifference& element, const oracle::ClauseSet& exercised) override;
    bool known_check(StateKind kind, const std::string& check) override;
    bool known_whole(const DiffGame& game, std::size_t ply, const Divergence& divergence,
                     const oracle::ClauseSet& exercised) override;

protected:
    // Each known difference met, named; the run records it in its group.
    virtual void met(const DiffGame&, std::size_t /*ply*/, const std::vector<FindingSignature>&, NamedDivergence) {}

private:
    bool known_named(const DiffGame& game, std::size_t ply, NamedDivergence named);
    const KnownFindings& known_;
};

}  // namespace external
