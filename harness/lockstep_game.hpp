// The engine and the oracle playing the same game, move by move, compared
// through the neutral types after every step (the moves and belief
// scenarios). The first fault found is written into the report and ends
// the game.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "harness/implementation.hpp"
#include "harness/scenario_report.hpp"

namespace harness {

class LockstepGame {
public:
    // `spelling_checks`: also check every position's FEN round trips and
    // cross readings (costly next to a belief update, so optional).
    LockstepGame(ScenarioReport& report, bool spelling_checks);

    // Loads the start into both. False when there is no game to play: both
    // rejected the FEN (no fault), or they disagreed (a fault).
    bool start(const std::string& fen, bool allow_missing_kings);

    // The move list both sides agreed on at the current position (sorted,
    // so an index names the same move as in a sorted list of UCI texts).
    const MoveCodes& moves() const { return moves_; }

    // Plays the move on both, records the step, and checks observations and
    // the new position. False on a fault.
    bool play(const std::string& uci);

    // The last move ended the game, or the side to move has no move.
    bool over() const;
    std::size_t ply() const { return report_.steps.size(); }

    Implementation& engine() { return *engine_; }
    Implementation& oracle() { return *oracle_; }

    // Decides whether an implementation's belief of a colour may become
    // empty (a capped belief can lose the truth, rules §5). An allowed
    // emptying ends the game without a fault; by default none is allowed.
    using EmptyBeliefAllowed = std::function<bool(const Implementation& impl, char colour)>;
    void allow_empty_belief(EmptyBeliefAllowed allowed) { empty_allowed_ = std::move(allowed); }

    // Records a fault at the current ply.
    void fail(ScenarioFailure failure);
    void fail(std::string check, std::optional<Disagreement> disagreement, std::string details = {});
    bool failed() const { return report_.failure.has_value(); }

private:
    bool check_position();

    ScenarioReport& report_;
    bool spelling_checks_;
    bool allow_missing_kings_ = false;
    bool last_move_was_double_push_ = false;
    std::unique_ptr<Implementation> engine_ = make_engine_implementation();
    std::unique_ptr<Implementation> oracle_ = make_oracle_implementation();
    MoveCodes moves_;
    EmptyBeliefAllowed empty_allowed_;
};

}  // namespace harness
