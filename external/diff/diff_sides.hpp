// The parties to one diff game: the external implementation, the
// reference playing the same game, a second instance of the reference that
// reads the FENs the external side writes (reading must not disturb the
// reference's game), and the oracle that marks the rule clauses each ply
// exercised (external/diff/clause_marker.hpp).
#pragma once

#include <memory>
#include <string>

#include "external/diff/clause_marker.hpp"
#include "external/diff/diff_findings.hpp"
#include "external/diff/written_fen.hpp"
#include "external/protocol/external_implementation.hpp"
#include "harness/implementation.hpp"

namespace external {

struct DiffSides {
    // Throws std::invalid_argument for an unknown reference.
    DiffSides(ExternalImplementation& under_test, const std::string& kind);

    // Starts both colours' P on the reference, the marker and the external side.
    void start_beliefs(bool own_observation);
    // Stops both beliefs: every side is loaded afresh at the current
    // position, and the rest of the game is compared without them.
    void stop_beliefs();

    // A FEN the external side wrote, read as meaning; the readings it
    // needed are noted in `findings`. Throws UnreadableAnswer.
    WrittenFen read_written(const std::string& fen, const std::string& context, StateKind kind, DiffFindings& findings);

    ExternalImplementation& external;
    const std::string reference_kind;  // "oracle" | "engine"
    std::unique_ptr<harness::Implementation> reference;
    std::unique_ptr<harness::Implementation> reader;
    ClauseMarker marker;
    bool tracking = false;  // both colours' P are compared
};

}  // namespace external
