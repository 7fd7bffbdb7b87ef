// The parties to one diff game: the external implementation, the
// reference playing the same game, a second instance of the reference that
// reads the FENs the external side writes (reading must not disturb the
// reference's game), and the oracle that marks the rule clauses each ply
// exercised (external/diff/game/clause_marker.hpp), and who answers for the
// reference's P at each size (external/diff/game/belief_reference.hpp).
#pragma once

#include <memory>
#include <string>

#include "external/diff/game/belief_reference.hpp"
#include "external/diff/game/clause_marker.hpp"
#include "external/diff/game/diff_findings.hpp"
#include "external/diff/game/written_fen.hpp"
#include "external/protocol/external_implementation.hpp"
#include "harness/implementation.hpp"

namespace external {

struct DiffSides {
    // Throws std::invalid_argument for an unknown reference.
    DiffSides(ExternalImplementation& under_test, const std::string& kind, const BeliefReferenceSettings& beliefs);

    // Starts both colours' P on the reference, the marker and the external side.
    void start_beliefs(bool own_observation);
    // Stops one colour's P on the reference's side (the marker's too); the
    // external side's stays as it is (frozen, or dropped by stop_beliefs).
    void stop_belief(char colour);
    // Stops both beliefs: the external side is loaded afresh at the current
    // position (or at `position`, a FEN the reference wrote), and the rest
    // of the game is compared without them.
    void stop_beliefs(const std::string& position = {});
    bool tracked(char colour) const { return tracked_[colour == 'w' ? 0 : 1]; }

    // A FEN the external side wrote, read as meaning; the readings it
    // needed are noted in `findings`. Throws UnreadableAnswer.
    WrittenFen read_written(const std::string& fen, const std::string& context, StateKind kind, DiffFindings& findings);

    ExternalImplementation& external;
    const std::string reference_kind;  // "oracle" | "engine"
    std::unique_ptr<harness::Implementation> reference;
    std::unique_ptr<harness::Implementation> reader;
    ClauseMarker marker;
    BeliefReference belief_reference;  // answers for `reference`'s P
    bool tracking = false;  // beliefs started and not stopped for the whole game

private:
    bool tracked_[2] = {false, false};  // by colour: started, not frozen, not stopped
};

}  // namespace external
