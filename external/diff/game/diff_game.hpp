// What a diff game is and what came of it: the game a source yields
// (DiffGame), how it is compared (DiffSettings), the kinds of state
// compared, and the result of playing it (DiffGameResult). The reference's
// rules decide where a game ends; the external side is never asked about
// outcomes.
//
// At the first ply where anything differs, every comparison of that ply
// still runs, so the result names each kind of state that diverged there
// (a minimized scenario must diverge in one of the same kinds, not fail
// the same check: external/diff/findings/diff_minimize.hpp). The game
// stops after it.
//
// The rest of this room: the parties to the game (diff_sides.hpp) and where
// every finding is recorded (diff_findings.hpp). The loop that plays a game
// and its comparisons are one room down the way
// (external/diff/comparisons/lockstep_game.hpp).
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "external/diff/game/belief_bands.hpp"
#include "external/diff/game/belief_reference.hpp"
#include "external/diff/game/child_belief_log.hpp"
#include "external/diff/game/element_difference.hpp"
#include "external/protocol/external_implementation.hpp"
#include "harness/scenario_report.hpp"
#include "oracle/clauses.hpp"

namespace external {

// A request an implementation must refuse (external/diff/sources/error_paths.hpp).
struct Probe {
    nlohmann::json request;
    // The open question (its clause ID) whose other reading accepts the
    // request: accepting it is then a note, not a divergence; empty when
    // the rules themselves refuse it.
    std::string other_reading_accepts;
    friend bool operator==(const Probe&, const Probe&) = default;
};

struct DiffGame {
    std::string source;     // where it came from, e.g. "corpus/moves/3f2a...", "random #12"
    // A game from a record: its id as `fogproof audit` names it
    // (replay::game_id), under which --write-belief-log writes its rows.
    std::string record_id;
    std::string start_fen;  // six fields
    std::vector<std::string> moves;
    bool own_observation = true;
    // Requests it must refuse at the end of the game, each leaving its
    // state as it was (external/diff/sources/error_paths.hpp).
    std::vector<Probe> probes;
    // Only whether it refuses the probes is compared, not its state: the
    // probes of a game whose moves already disagreed, whose state would
    // differ again after every probe and hide whether it was refused.
    bool refusals_only = false;
};

struct DiffSettings {
    std::string reference = "oracle";  // "oracle" | "engine"
    std::size_t max_plies = 80;
    // P is compared board by board while both P have at most this many
    // boards; beyond, at scale (external/diff/comparisons/belief_at_scale.hpp).
    std::size_t belief_limit = 200;
    // Beliefs of a game stop once either P has more boards.
    std::size_t belief_max = 1'000'000;
    // Boards sampled each way per check at scale.
    std::size_t belief_sample = 32;
    // Who answers for the reference's P (external/diff/game/belief_reference.hpp).
    BeliefReferenceSettings belief_reference;
    // The other reading of an open question (external/diff/game/open_questions.hpp)
    // is a divergence instead of a note.
    bool strict_answers = false;
};

// The kinds of state a diff compares.
enum class StateKind { Start, MoveAccepted, Observation, Moves, Vision, Belief, Position, Refusal, Reference };
std::string state_kind_name(StateKind kind);  // "start", "move accepted", ..., "P", "position written"

// One divergence of the failing ply: its kind, the check that failed, and
// the elements that differ (external/diff/game/element_difference.hpp).
struct Divergence {
    StateKind kind;
    std::string check;
    std::vector<ElementDifference> elements;
};

// An open question the implementation answered the other way, and where.
struct OtherReading {
    std::string question;  // OpenQuestion::id
    std::size_t ply = 0;
    std::string detail;  // what the child answered, one example per kind of state
    std::vector<StateKind> kinds;
};

struct DiffGameResult {
    bool played = false;     // false: the reference rejects the start (nothing compared)
    std::string not_played;  // then: the reference's reason
    std::size_t plies = 0;
    std::map<std::string, std::size_t> comparisons;  // by kind
    harness::ScenarioReport report;  // the reference's observations at each ply, and the first divergence
    // Every kind of state that differed at the failing ply, the failure's
    // own kind first.
    std::vector<StateKind> diverged;
    // The divergences of that ply after the first (report.failure).
    std::vector<harness::ScenarioFailure> also_diverged;
    // Every divergence of that ply, in order, with its differing elements.
    std::vector<Divergence> divergences;
    // When the failure was a probe (a request it should have refused, or
    // a state changed after one): its index in DiffGame::probes.
    std::optional<std::size_t> failed_probe;
    // A move of the game the reference refuses (a record past its fog end,
    // or a scenario the reference reads otherwise): the game ended before
    // it. `fogproof repro` says so rather than "no failure".
    struct RefusedMove {
        std::size_t ply = 0;  // moves played before it
        std::string move;
    };
    std::optional<RefusedMove> reference_refused;
    // The child gave no reply in time while its P was larger than any it
    // had answered in time (and larger than the board-by-board limit): a
    // slow child, not a hung one. It was restarted and loaded at the
    // reference's position; beliefs ended for this game there, and the
    // run stops growing P past `size` for this child.
    struct SlowBelief {
        std::size_t ply = 0;
        std::size_t size = 0;  // the reference's |P| it was too slow at
        std::string request;   // the request that had no reply in time
    };
    std::optional<SlowBelief> slow_belief;
    // Known differences (--known) set aside in this game: the game went on
    // in lockstep after them.
    struct AfterKnown {
        std::size_t first_ply = 0;      // the first ply with a known difference
        std::size_t plies_after = 0;    // plies compared after it
        std::size_t set_aside = 0;      // plies whose known differences were set aside
        std::size_t resynced = 0;       // times the child was loaded at the reference's position
        bool ended = false;             // the child could not follow (it refused the position)
    };
    std::optional<AfterKnown> after_known;
    std::vector<OtherReading> other_readings;  // each question once per game
    std::vector<std::string> spelling_repairs;
    // The rule clauses each compared ply exercised (0: the start), as the
    // oracle marked them; the probes count with the last ply.
    std::vector<oracle::ClauseSet> clauses;
    BeliefBands beliefs;  // how far P was checked
    // The child's own P at each ply while beliefs were compared, for
    // --write-belief-log; no part of a finding.
    ChildBeliefLog child_beliefs;
    bool passed() const { return report.passed(); }
};

// The check names a failure can carry (ScenarioFailure::check).
namespace diff_check {
inline const std::string kLoad = "load: accepts what the reference accepts";
inline const std::string kFen = "fen: the position it writes means the true position";
inline const std::string kMoves = "moves";
inline const std::string kVision = "vision";
inline const std::string kPlay = "play: makes the moves the reference allows";
inline const std::string kObservation = "observation";
inline const std::string kTruth = "the truth is in its P";
inline const std::string kBeliefSize = "|P|";
inline const std::string kBeliefBoards = "the boards of P";
inline const std::string kReference = "the reference itself";
inline const std::string kRefusal = "refuses what the rules or the protocol do not allow";
inline const std::string kOtherReading = "answers an open question the other way (--strict-answers)";
inline const std::string kOtherReadingState = "holds the position of the other reading it took";
}  // namespace diff_check

}  // namespace external
