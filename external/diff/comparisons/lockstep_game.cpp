#include "external/diff/comparisons/lockstep_game.hpp"

#include <algorithm>

#include "external/diff/comparisons/belief_comparison.hpp"
#include "external/diff/game/diff_findings.hpp"
#include "external/diff/game/diff_sides.hpp"
#include "external/diff/comparisons/other_reading_state.hpp"
#include "external/diff/comparisons/refusal_probe.hpp"
#include "external/diff/comparisons/repetition_count.hpp"
#include "external/diff/comparisons/state_comparison.hpp"
#include "oracle/clauses.hpp"

namespace external {
namespace {

// The game loop: both sides play the game's moves in lockstep, every ply
// is compared (external/diff/comparisons/state_comparison.hpp,
// external/diff/comparisons/belief_comparison.hpp), then the probes are sent
// (external/diff/comparisons/refusal_probe.hpp). It stops after the first ply with a
// finding (external/diff/game/diff_findings.hpp), and keeps the rule clauses
// each ply exercised.
class DiffGameLoop {
public:
    DiffGameLoop(ExternalImplementation& external, const DiffGame& game, const DiffSettings& settings,
                 KnownDifferences* known)
        : game_(game),
          settings_(settings),
          known_(known),
          sides_(external, settings.reference, settings.belief_reference),
          findings_(result_, settings, sides_.reference->name(), external.name()) {
        result_.report.target = "diff";
        result_.report.start_fen = game.start_fen;
        result_.report.settings = {{"source", game.source},
                                   {"reference", settings.reference},
                                   {"against", external.name() + " (" + external.command() + ")"},
                                   {"own-move observations", game.own_observation ? "on" : "off"}};
    }

    DiffGameResult run() {
        // The clauses of each ply: what the oracle noted since the last take().
        oracle::ClauseRecording recording;
        recording_ = &recording;
        result_.not_played = sides_.reference->load(game_.start_fen, false);
        if (!result_.not_played.empty()) return std::move(result_);
        result_.played = true;
        sides_.marker.load(game_.start_fen, false);
        const std::string refusal = sides_.external.load(game_.start_fen, false);
        if (!refusal.empty()) {
            findings_.diverge(StateKind::Start, diff_check::kLoad,
                              harness::Disagreement{"acceptance of the start FEN", "accepted", "rejected: " + refusal},
                              {},
                              {{ElementKind::Load, element::Fen{game_.start_fen}, ElementDifference::Side::Refused}});
            return std::move(result_);
        }
        sides_.external.set_belief_limit(settings_.belief_limit);
        sides_.belief_reference.load(game_.start_fen);
        if (sides_.external.supports(Capability::Belief)) sides_.start_beliefs(game_.own_observation);
        if (repetitions_.third_occurrence(sides_.reference->position())) over_ = true;
        legal_ = sides_.reference->moves();
        prefetch_queries(false);
        check_ply();
        go_on_after_known();
        result_.clauses.push_back(recording.take());
        for (const std::string& move : game_.moves) {
            if (findings_.failed() || result_.plies >= settings_.max_plies || game_over()) break;
            if (!std::binary_search(legal_.begin(), legal_.end(), move)) {
                result_.reference_refused = DiffGameResult::RefusedMove{result_.plies, move};
                break;  // a record past its fog end
            }
            bool played = false;
            const bool went_on = keeping_up([&] {
                played = play(move);
                // A known refusal of the move: the child is loaded at the
                // reference's position after it, and has no observation of it.
                const bool resynced = !played && go_on_after_known();
                if (resynced) played = true;
                if (played && !game_.refusals_only) {
                    if (!resynced) compare_observations(sides_, findings_, game_over());
                    check_ply();
                    go_on_after_known();
                }
            });
            if (went_on) played = true;
            result_.clauses.push_back(recording.take());
            if (!played || ended_) break;
        }
        for (std::size_t i = 0; i < game_.probes.size() && !ended_; ++i) {
            if (findings_.failed()) break;
            bool go_on = true;
            keeping_up([&] {
                go_on = check_refused(game_.probes[i]);
                // A known acceptance, or a known difference of the state
                // compared after the probe, is set aside as after a move.
                if (go_on_after_known()) go_on = true;
            });
            result_.clauses.push_back(recording.take());
            // The run goes on with the probes after a failed one
            // (external/diff/diff_run.cpp).
            if (findings_.failed()) result_.failed_probe = i;
            if (!go_on) break;
        }
        if (result_.after_known) result_.after_known->plies_after = result_.plies - result_.after_known->first_ply;
        return std::move(result_);
    }

private:
    // Runs one ply's work. A reply that does not come in time while P is
    // larger than any the child answered in time (and than the
    // board-by-board limit) is a slow child, not a fault: it is restarted
    // and loaded at the reference's position, beliefs end for this game,
    // and the ply is compared again without them. True when that
    // happened. Any other timeout, or one on a small state, is the
    // protocol fault it was (exit 2).
    template <typename Work>
    bool keeping_up(Work work) {
        try {
            work();
            note_answered();
            return false;
        } catch (const ReplyTimeout& timeout) {
            const std::size_t size = tracked_p_size();
            if (!sides_.tracking || size <= std::max(largest_answered_, settings_.belief_limit)) throw;
            if (!sides_.external.restart()) throw;
            result_.slow_belief = DiffGameResult::SlowBelief{result_.plies, size, timeout.request};
            sides_.stop_beliefs();
            // The reference had not played the move the child was slow at:
            // the game cannot go on in lockstep.
            if (reference_plies_ != result_.plies) {
                ended_ = true;
                return true;
            }
            if (!game_.refusals_only) {
                prefetch_queries(false);
                check_ply();
            }
            return true;
        }
    }

    // Sets aside this ply's known differences (--known). When nothing else
    // differs there, the game goes on: beliefs end for it (P follows from
    // every observation, so a known reading changes P from then on), and a
    // child whose state cannot follow (a refused move, an accepted request,
    // a position or an observation that differs) is loaded at the
    // reference's position. True
    // when the ply no longer fails. A child that refuses that position
    // ends the game there (counted).
    bool go_on_after_known() {
        if (known_ == nullptr || !findings_.failed()) return false;
        const std::vector<StateKind> aside = findings_.set_aside_known(*known_, game_, recording_->clauses());
        if (aside.empty()) return false;
        if (!result_.after_known) result_.after_known = DiffGameResult::AfterKnown{result_.plies, 0, 0, 0, false};
        DiffGameResult::AfterKnown& after = *result_.after_known;
        ++after.set_aside;
        if (findings_.failed()) return false;
        const bool state_differs = std::any_of(aside.begin(), aside.end(), [](StateKind k) {
            return k == StateKind::MoveAccepted || k == StateKind::Position || k == StateKind::Observation ||
                   k == StateKind::Refusal;
        });
        if (!state_differs && !sides_.tracking) return true;
        for (char colour : {'w', 'b'})
            if (sides_.tracked(colour)) sides_.stop_belief(colour);
        sides_.tracking = false;
        const std::string refusal = sides_.external.load(sides_.reference->fen(harness::Spelling::Full), true);
        if (!refusal.empty()) {
            after.ended = true;
            ended_ = true;
            return false;
        }
        ++after.resynced;
        return true;
    }

    // The largest P (of the colours tracked) the child has answered in
    // time in this game.
    void note_answered() {
        if (sides_.tracking) largest_answered_ = std::max(largest_answered_, tracked_p_size());
    }

    std::size_t tracked_p_size() const {
        std::size_t size = 0;
        for (char colour : {'w', 'b'})
            if (sides_.tracked(colour))
                size = std::max(size, sides_.belief_reference.holder(colour).belief_size(colour));
        return size;
    }

    // Rules section 2 as the reference observed it (king captured, no moves,
    // fifty moves), repetition from this game's history, or no move at the start.
    bool game_over() const {
        if (over_ || legal_.empty()) return true;
        return !result_.report.steps.empty() && result_.report.steps.back().seen.at('w').outcome != "none";
    }

    bool play(const std::string& move) {
        harness::ScenarioStep step;
        step.move = move;
        result_.report.steps.push_back(step);
        ++result_.plies;
        // While a P is large, the reference updates first: when its P then
        // passes --belief-max, beliefs stop before the child is asked for
        // an update nobody will check (from up to --belief-max boards into
        // many more, the one update that can outlast --timeout). The child
        // is loaded at the position before the move and plays it without
        // beliefs. Otherwise the child updates while the reference does.
        const bool reference_first = sides_.tracking && reference_p_exceeds(settings_.belief_max / 100);
        const std::string before = reference_first ? sides_.reference->fen(harness::Spelling::Full) : std::string();
        if (!reference_first) {
            sides_.external.begin_play(move);
            prefetch_queries(true);
        }
        bool over_memory = false;
        try {
            sides_.reference->play(move);
            ++reference_plies_;
            sides_.belief_reference.play(move);
        } catch (const harness::BeliefOverMemory&) {
            reference_plies_ = result_.plies;
            over_memory = true;  // the move was played; beliefs stop below
        } catch (const harness::EmptyBelief& e) {
            if (!reference_first) sides_.external.end_play();
            findings_.diverge(StateKind::Reference, diff_check::kReference,
                              harness::Disagreement{"P of " + std::string(1, e.colour), "empty", "not compared"},
                              std::string("the reference's own P became empty: ") + e.what());
            return false;
        }
        if (reference_first) {
            if (over_memory) {
                ++result_.beliefs.past_memory;
                sides_.stop_beliefs(before);
            } else if (reference_p_exceeds(settings_.belief_max)) {
                ++result_.beliefs.past_max;
                sides_.stop_beliefs(before);
            }
            sides_.external.begin_play(move);
            prefetch_queries(true);
        }
        sides_.marker.play(move);
        for (char colour : {'w', 'b'})
            result_.report.steps.back().seen[colour] = sides_.reference->last_observation(colour);
        legal_ = sides_.reference->moves();
        if (repetitions_.third_occurrence(sides_.reference->position())) over_ = true;
        if (!sides_.external.end_play()) {
            findings_.diverge(
                StateKind::MoveAccepted, diff_check::kPlay,
                harness::Disagreement{"the move " + move, "legal", "refused: " + sides_.external.last_refusal()}, {},
                {{ElementKind::Play, move_value(move), ElementDifference::Side::Refused}});
            return false;
        }
        if (over_memory && sides_.tracking) {
            ++result_.beliefs.past_memory;
            sides_.stop_beliefs();
        }
        return true;
    }

    // Whether the reference's P of a tracked colour has more than `size` boards.
    bool reference_p_exceeds(std::size_t size) const {
        for (char colour : {'w', 'b'})
            if (sides_.tracked(colour) && sides_.belief_reference.holder(colour).belief_size(colour) > size)
                return true;
        return false;
    }

    // Every question of this ply sent at once: the child answers them while
    // the reference computes its own answers.
    void prefetch_queries(bool after_a_move) {
        if (game_.refusals_only) return;
        ExternalImplementation& external = sides_.external;
        std::vector<nlohmann::json> queries;
        if (after_a_move && external.supports(Capability::Observation))
            for (char colour : {'w', 'b'}) queries.push_back(ExternalImplementation::observation_request(colour));
        queries.push_back(ExternalImplementation::moves_request());
        if (external.supports(Capability::Vision))
            for (char colour : {'w', 'b'}) queries.push_back(ExternalImplementation::vision_request(colour));
        if (sides_.tracking)
            for (char colour : {'w', 'b'})
                if (sides_.tracked(colour))
                    queries.push_back(ExternalImplementation::belief_request(colour, settings_.belief_limit));
        if (external.supports(Capability::Fen)) queries.push_back(ExternalImplementation::fen_request());
        external.prefetch(queries);
    }

    // A request it must refuse; then its position, moves and P must be
    // what they were (compared with the reference again). False when the
    // probes must stop: it accepted a request the rules refuse, or (with
    // --strict-answers) one the other reading of an open question accepts.
    bool check_refused(const Probe& probe) {
        switch (send_probe(sides_, findings_, probe)) {
            case ProbeAnswer::NotAProbe:
                return true;
            case ProbeAnswer::Refused:
                prefetch_queries(false);
                check_ply();
                return true;
            case ProbeAnswer::AcceptedByRight:
                // Its state changed by right, to the other reading's position.
                if (settings_.strict_answers) return false;
                if (!game_.refusals_only) compare_other_reading_state(sides_, findings_, probe);
                if (findings_.failed()) return false;
                restore();
                return true;
            case ProbeAnswer::Accepted:
                return false;
        }
        return false;
    }

    // Brings the implementation back to this game's state after it took a
    // load by right (the other reading of an open question): the start
    // again, its beliefs, the moves; or, once beliefs have stopped, the
    // position alone. Then compared with the reference as any state is.
    void restore() {
        ExternalImplementation& external = sides_.external;
        if (!sides_.tracking) {
            external.load(sides_.reference->fen(harness::Spelling::Full), true);
        } else {
            external.load(game_.start_fen, false);
            for (char colour : {'w', 'b'}) {
                harness::BeliefSettings b;
                b.own_observation = game_.own_observation;
                external.start_belief(colour, b);
            }
            for (std::size_t i = 0; i < result_.plies; ++i) external.play(game_.moves[i]);
        }
        prefetch_queries(false);
        check_ply();
    }

    // The state after a move (or at the start): moves, vision, P, and
    // the position it writes, each compared even when another differs.
    void check_ply() {
        if (game_.refusals_only) return;
        sides_.marker.ask_state();
        compare_moves_and_vision(sides_, findings_, legal_, game_over());
        if (sides_.tracking && compare_beliefs(sides_, findings_, settings_) && !findings_.failed()) {
            ++result_.beliefs.past_max;
            sides_.stop_beliefs();
        }
        compare_written_position(sides_, findings_);
    }

    const DiffGame& game_;
    const DiffSettings& settings_;
    KnownDifferences* known_;  // --known: differences set aside, or null
    const oracle::ClauseRecording* recording_ = nullptr;  // this ply's clauses so far
    DiffGameResult result_;
    DiffSides sides_;
    DiffFindings findings_;  // reports into result_
    bool over_ = false;
    RepetitionCount repetitions_;
    std::vector<std::string> legal_;  // the reference's moves at the current position, sorted
    std::size_t reference_plies_ = 0;    // moves the reference has played
    std::size_t largest_answered_ = 0;   // the largest tracked P the child answered in time
    bool ended_ = false;                 // a slow child the game could not follow
};

}  // namespace

DiffGameResult run_diff_game(ExternalImplementation& external, const DiffGame& game, const DiffSettings& settings,
                             KnownDifferences* known) {
    return DiffGameLoop(external, game, settings, known).run();
}

}  // namespace external
