// The engine and the oracle playing the same game, move by move, compared
// through the neutral types after every step (the moves and belief
// scenarios). The first fault found is written into the report and ends
// the game.
//
// A state or step this process has checked already (harness/check_memo.hpp)
// is not checked again. While the oracle tracks no belief it may then stay
// behind: it is not asked to play steps whose outcome the memo knows, and
// plays them all at once, before anything asks it for an answer (a state
// the memo does not know, or oracle()). It must then reach the state the
// memo says; that is checked too.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "harness/check_memo.hpp"
#include "harness/implementation.hpp"
#include "harness/scenario_report.hpp"
#include "harness/scenario_starts.hpp"

namespace harness {

class LockstepGame {
public:
    // `spelling_checks`: also check every position's FEN round trips and
    // cross readings (costly next to a belief update, so optional).
    LockstepGame(ScenarioReport& report, bool spelling_checks, CheckMemo& memo = process_check_memo());
    // The same with other implementations in the engine's and the oracle's
    // places (tests of the memo use a faulty one).
    LockstepGame(ScenarioReport& report, bool spelling_checks, CheckMemo& memo, std::unique_ptr<Implementation> engine,
                 std::unique_ptr<Implementation> oracle);

    // Loads the start into both. False when there is no game to play: both
    // rejected the FEN (no fault), or they disagreed (a fault).
    bool start(const std::string& fen, bool allow_missing_kings);
    // The same for a built-in start, then its opening moves, each played
    // and checked as play() does. False when there is no game to play from
    // the end of the opening.
    bool start(const ScenarioStart& start);

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
    // Brought up to the current position first.
    Implementation& oracle();

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
    bool run_position_checks();
    bool play_on(Implementation& impl, const std::string& uci);
    bool oracle_may_stay_behind() const;
    bool catch_up_oracle();
    // The memo's key for the current state and the checks it gets; nothing
    // when an implementation gave no digest.
    std::optional<StateDigest> position_key() const;

    ScenarioReport& report_;
    bool spelling_checks_;
    CheckMemo& memo_;
    bool allow_missing_kings_ = false;
    bool last_move_was_double_push_ = false;
    std::unique_ptr<Implementation> engine_;
    std::unique_ptr<Implementation> oracle_;
    MoveCodes moves_;
    EmptyBeliefAllowed empty_allowed_;
    // The digests of both current states (the oracle's as the memo predicts
    // it while the oracle is behind), and the moves it has yet to play.
    std::optional<StateDigest> engine_digest_, oracle_digest_;
    std::vector<std::string> oracle_behind_;
};

}  // namespace harness
