// Who marks the rule clauses a ply of `fogproof diff` exercised
// (oracle/clauses.hpp): the oracle. With the oracle as the reference its
// own answers mark them and this does nothing; with the engine as the
// reference an oracle plays the same game beside it, asked the same
// questions, only to mark them.
#pragma once

#include <memory>
#include <string>

#include "harness/implementation.hpp"

namespace external {

class ClauseMarker {
public:
    explicit ClauseMarker(const std::string& reference) {
        if (reference != "oracle") oracle_ = harness::make_oracle_implementation();
    }
    void load(const std::string& fen, bool allow_missing_kings) {
        if (oracle_) oracle_->load(fen, allow_missing_kings);
    }
    void start_belief(char colour, const harness::BeliefSettings& settings) {
        if (oracle_) oracle_->start_belief(colour, settings);
    }
    // Its beliefs cost what the oracle's cost: stopped where the reference's
    // P is handed to the engine, or stops.
    void stop_belief(char colour) {
        if (oracle_ && oracle_->has_belief(colour)) oracle_->stop_belief(colour);
    }
    void play(const std::string& move) {
        if (!oracle_) return;
        try {
            oracle_->play(move);
        } catch (const harness::EmptyBelief&) {
            // The reference reports an empty P itself.
        }
    }
    void ask_state() {
        if (!oracle_) return;
        oracle_->moves();
        for (char colour : {'w', 'b'}) oracle_->vision(colour);
    }

private:
    std::unique_ptr<harness::Implementation> oracle_;
};

}  // namespace external
