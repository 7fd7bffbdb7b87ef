#include "external/diff/diff_game.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "external/diff/belief_at_scale.hpp"
#include "external/diff/clause_marker.hpp"
#include "external/diff/diff_describe.hpp"
#include "external/diff/open_questions.hpp"
#include "external/diff/repetition_count.hpp"
#include "external/diff/written_fen.hpp"
#include "external/protocol/bounded_json.hpp"
#include "oracle/clauses.hpp"

namespace external {
namespace {

// Observations are compared on their board part: the outcome is the
// reference's to decide.
harness::NeutralObservation board_part(harness::NeutralObservation o) {
    o.outcome = "none";
    o.winner = '-';
    return o;
}

class DiffRun {
public:
    DiffRun(ExternalImplementation& external, const DiffGame& game, const DiffSettings& settings)
        : external_(external),
          game_(game),
          settings_(settings),
          reference_(harness::make_implementation(settings.reference)),
          reader_(harness::make_implementation(settings.reference)),
          marker_(settings.reference),
          belief_reference_(*reference_, settings.belief_reference) {
        if (!reference_) throw std::invalid_argument("unknown reference '" + settings.reference + "'");
        result_.report.target = "diff";
        result_.report.start_fen = game.start_fen;
        result_.report.settings = {{"source", game.source},
                                   {"reference", settings.reference},
                                   {"against", external.name() + " (" + external.command() + ")"},
                                   {"own-move observations", game.own_observation ? "on" : "off"}};
    }

    DiffGameResult run() {
        oracle::ClauseRecording recording;
        result_.not_played = reference_->load(game_.start_fen, false);
        if (!result_.not_played.empty()) return std::move(result_);
        result_.played = true;
        marker_.load(game_.start_fen, false);
        const std::string refusal = external_.load(game_.start_fen, false);
        if (!refusal.empty()) {
            diverge(StateKind::Start, diff_check::kLoad,
                    harness::Disagreement{"acceptance of the start FEN", "accepted", "rejected: " + refusal});
            return std::move(result_);
        }
        external_.set_belief_limit(settings_.belief_limit);
        tracking_ = external_.supports(Capability::Belief);
        belief_reference_.load(game_.start_fen);
        if (tracking_)
            for (char colour : {'w', 'b'}) {
                harness::BeliefSettings b;
                b.own_observation = game_.own_observation;
                belief_reference_.start_belief(colour, b);
                marker_.start_belief(colour, b);
                external_.start_belief(colour, b);
                tracked_[index(colour)] = true;
            }
        if (repetitions_.third_occurrence(reference_->position())) over_ = true;
        legal_ = reference_->moves();
        prefetch_queries(false);
        check_ply();
        result_.clauses.push_back(recording.take());
        for (const std::string& move : game_.moves) {
            if (failed() || result_.plies >= settings_.max_plies || game_over()) break;
            if (!std::binary_search(legal_.begin(), legal_.end(), move)) break;  // a record past its fog end
            const bool played = play(move);
            if (played) {
                check_observations();
                check_ply();
            }
            result_.clauses.push_back(recording.take());
            if (!played) break;
        }
        for (const Probe& probe : game_.probes) {
            if (failed()) break;
            const bool go_on = check_refused(probe);
            result_.clauses.push_back(recording.take());
            if (!go_on) break;
        }
        return std::move(result_);
    }

private:
    bool failed() const { return result_.report.failure.has_value(); }

    // Records a divergence at the current ply: the first becomes the
    // failure, every one adds its kind.
    void diverge(StateKind kind, const std::string& check, harness::Disagreement d, std::string details = {}) {
        if (std::find(result_.diverged.begin(), result_.diverged.end(), kind) == result_.diverged.end())
            result_.diverged.push_back(kind);
        harness::ScenarioFailure f;
        f.ply = result_.plies;
        f.check = check;
        f.disagreement = std::move(d);
        f.left_name = reference_->name();
        f.right_name = external_.name();
        f.details = std::move(details);
        if (failed())
            result_.also_diverged.push_back(std::move(f));
        else
            result_.report.failure = std::move(f);
    }
    void count(const std::string& kind) { ++result_.comparisons[kind]; }

    // The implementation answered an open question the other way at this
    // ply: a note, or with --strict-answers a divergence of `kind`.
    void other_reading(const std::string& question, StateKind kind, const std::string& detail) {
        for (const OtherReading& r : result_.other_readings)
            if (r.question == question) return maybe_strict(question, kind, detail);
        result_.other_readings.push_back({question, result_.plies, detail});
        maybe_strict(question, kind, detail);
    }
    void maybe_strict(const std::string& question, StateKind kind, const std::string& detail) {
        if (!settings_.strict_answers) return;
        const OpenQuestion& q = open_question(question);
        diverge(kind, diff_check::kOtherReading,
                harness::Disagreement{"docs/rules.md: " + q.question, q.answer, q.other_reading + " (" + detail + ")"});
    }

    // A FEN it wrote, read as meaning; the repairs it needed are noted.
    WrittenFen read_written_noting(const std::string& fen, const std::string& context, StateKind kind) {
        WrittenFen read = read_written_fen(*reader_, fen, external_.name(), context);
        for (const std::string& question : read.other_readings)
            other_reading(question, kind, fmt::format("{} '{}'", context, fen));
        for (const std::string& repair : read.spelling_repairs)
            if (std::find(result_.spelling_repairs.begin(), result_.spelling_repairs.end(), repair) ==
                result_.spelling_repairs.end())
                result_.spelling_repairs.push_back(repair);
        return read;
    }
    harness::NeutralPosition read_written(const std::string& fen, const std::string& context, StateKind kind) {
        return read_written_noting(fen, context, kind).position;
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
        external_.begin_play(move);
        prefetch_queries(true);
        bool over_memory = false;
        try {
            reference_->play(move);
            belief_reference_.play(move);
        } catch (const harness::BeliefOverMemory&) {
            over_memory = true;  // the move was played; beliefs stop below
        } catch (const harness::EmptyBelief& e) {
            external_.end_play();
            diverge(StateKind::Reference, diff_check::kReference,
                    harness::Disagreement{"P of " + std::string(1, e.colour), "empty", "not compared"},
                    std::string("the reference's own P became empty: ") + e.what());
            return false;
        }
        marker_.play(move);
        for (char colour : {'w', 'b'}) result_.report.steps.back().seen[colour] = reference_->last_observation(colour);
        legal_ = reference_->moves();
        if (repetitions_.third_occurrence(reference_->position())) over_ = true;
        if (!external_.end_play()) {
            diverge(StateKind::MoveAccepted, diff_check::kPlay,
                    harness::Disagreement{"the move " + move, "legal", "refused: " + external_.last_refusal()});
            return false;
        }
        if (over_memory && tracking_) {
            ++result_.beliefs.past_memory;
            stop_tracking();
        }
        return true;
    }

    // Every question of this ply sent at once: the child answers them while
    // the reference computes its own answers.
    void prefetch_queries(bool after_a_move) {
        std::vector<nlohmann::json> queries;
        if (after_a_move && external_.supports(Capability::Observation))
            for (char colour : {'w', 'b'}) queries.push_back(ExternalImplementation::observation_request(colour));
        queries.push_back(ExternalImplementation::moves_request());
        if (external_.supports(Capability::Vision))
            for (char colour : {'w', 'b'}) queries.push_back(ExternalImplementation::vision_request(colour));
        if (tracking_)
            for (char colour : {'w', 'b'})
                if (tracked(colour))
                    queries.push_back(ExternalImplementation::belief_request(colour, settings_.belief_limit));
        if (external_.supports(Capability::Fen)) queries.push_back(ExternalImplementation::fen_request());
        external_.prefetch(queries);
    }

    // A request it must refuse; then its position, moves and P must be
    // what they were (compared with the reference again). False when the
    // probes must stop: it accepted a request the other reading of an open
    // question accepts, so its state changed by right.
    bool check_refused(const Probe& probe) {
        count("refusals");
        // The reference reads a FEN it sends (marking the clause that
        // refuses it); one it would accept is no probe.
        if (probe.request.value("cmd", "") == "load" && reader_->load(probe.request.value("fen", ""), true).empty())
            return true;
        const Reply reply = external_.ask(probe.request);
        const auto error = reply.json.find("error");
        if (error != reply.json.end() && error->is_string()) {
            prefetch_queries(false);
            check_ply();
            return true;
        }
        if (!probe.other_reading_accepts.empty()) {
            other_reading(probe.other_reading_accepts, StateKind::Refusal, "accepts " + probe.request.dump());
            if (settings_.strict_answers) return false;
            restore();
            return true;
        }
        diverge(StateKind::Refusal, diff_check::kRefusal,
                harness::Disagreement{"the request " + probe.request.dump(), "{\"error\":...}", excerpt(reply.text)});
        return false;
    }

    // Brings the implementation back to this game's state after it took a
    // load by right (the other reading of an open question): the start
    // again, its beliefs, the moves; or, once beliefs have stopped, the
    // position alone. Then compared with the reference as any state is.
    void restore() {
        if (!tracking_) {
            external_.load(reference_->fen(harness::Spelling::Full), true);
        } else {
            external_.load(game_.start_fen, false);
            for (char colour : {'w', 'b'}) {
                harness::BeliefSettings b;
                b.own_observation = game_.own_observation;
                external_.start_belief(colour, b);
            }
            for (std::size_t i = 0; i < result_.plies; ++i) external_.play(game_.moves[i]);
        }
        prefetch_queries(false);
        check_ply();
    }

    // The state after a move (or at the start): moves, vision, P, and
    // the position it writes, each compared even when another differs.
    void check_ply() {
        check_state();
        check_beliefs();
        check_written_fen();
    }

    void check_observations() {
        if (!external_.supports(Capability::Observation)) return;
        for (char colour : {'w', 'b'}) {
            count("observation");
            const harness::NeutralObservation mine = board_part(reference_->last_observation(colour));
            const harness::NeutralObservation theirs = external_.last_observation(colour);
            if (mine == theirs) continue;
            if (game_over() && theirs == observation_without_moves(mine, reference_->position(), colour)) {
                other_reading(question::kPlayAfterEnd, StateKind::Observation,
                              fmt::format("observation of {}: own pieces only", colour));
                continue;
            }
            diverge(StateKind::Observation, diff_check::kObservation,
                    harness::Disagreement{"observation of " + std::string(1, colour), harness::describe(mine),
                                          harness::describe(theirs)});
            return;
        }
    }

    void check_state() {
        marker_.ask_state();
        count("moves");
        const auto theirs = external_.moves();
        const bool none_after_end = game_over() && theirs.empty() && !legal_.empty();
        if (none_after_end)
            other_reading(question::kPlayAfterEnd, StateKind::Moves, "no moves after the end of the game");
        else if (legal_ != theirs)
            diverge(StateKind::Moves, diff_check::kMoves,
                    harness::Disagreement{"move set", moves_against(legal_, theirs), moves_against(theirs, legal_)});
        if (!external_.supports(Capability::Vision)) return;
        for (char colour : {'w', 'b'}) {
            count("vision");
            const harness::SquareSet a = reference_->vision(colour), b = external_.vision(colour);
            if (a == b) continue;
            if (game_over() && b == vision_without_moves(reference_->position(), colour)) {
                other_reading(question::kPlayAfterEnd, StateKind::Vision,
                              fmt::format("vision of {}: own pieces only", colour));
                continue;
            }
            diverge(StateKind::Vision, diff_check::kVision,
                    harness::Disagreement{
                        "vision of " + std::string(1, colour) + " at " + reference_->fen(harness::Spelling::Full),
                        squares_against(a, b), squares_against(b, a)});
            return;
        }
    }

    // The text it writes for the position, read by the reference.
    void check_written_fen() {
        if (!external_.supports(Capability::Fen)) return;
        count("fen");
        const std::string written = external_.written_fen();
        const harness::NeutralPosition truth = reference_->position();
        const std::string truth_text = reference_->fen(harness::Spelling::Xfen);
        try {
            const harness::NeutralPosition read = read_written(written, "the position", StateKind::Position);
            if (read != truth)
                diverge(StateKind::Position, diff_check::kFen,
                        harness::Disagreement{"the position (canonical en passant square; as written)",
                                              harness::describe(truth) + "  (" + truth_text + ")",
                                              harness::describe(read) + "  (" + excerpt(written, 120) + ")"},
                        spelling_diagnosis(truth, read));
        } catch (const UnreadableAnswer& e) {
            diverge(StateKind::Position, diff_check::kFen,
                    harness::Disagreement{"the position", truth_text, excerpt(written, 120)}, e.what());
        }
    }

    // When the position it wrote lacks only the canonical en passant
    // square, and the `legal` spelling drops it too: the incident's bug.
    std::string spelling_diagnosis(const harness::NeutralPosition& truth, const harness::NeutralPosition& read) {
        if (truth.en_passant < 0 || read.en_passant >= 0) return {};
        harness::NeutralPosition without = truth;
        without.en_passant = -1;
        if (read != without) return {};
        const std::string legal = reference_->fen(harness::Spelling::Legal);
        if (reader_->load(legal, true).empty() && reader_->position() == read)
            return fmt::format(
                "it writes the en passant field in the `legal` spelling ({}), python-chess's Board.fen() default, "
                "which drops a square fog chess keeps: the pawn beside it can capture, and so sees {} and the pawn "
                "(rules sections 3 and 4)",
                legal, harness::square_text(truth.en_passant));
        return {};
    }

    static int index(char colour) { return colour == 'w' ? 0 : 1; }
    bool tracked(char colour) const { return tracked_[index(colour)]; }

    // Stops one colour's belief on the reference's side; the child's stays
    // as it is (frozen, or dropped by the load of stop_tracking).
    void stop_belief(char colour) {
        tracked_[index(colour)] = false;
        belief_reference_.stop(colour);
        marker_.stop_belief(colour);
        if (!tracked('w') && !tracked('b')) tracking_ = false;
    }

    // Stops both beliefs: the rest of the game is compared without them.
    void stop_tracking() {
        for (char colour : {'w', 'b'}) stop_belief(colour);
        tracking_ = false;
        external_.load(reference_->fen(harness::Spelling::Full), true);
    }

    // Under the other reading of the end of the game, a P filtered by
    // own-pieces-only observations holds other boards: only the truth is
    // compared then.
    bool boards_comparable() const {
        for (const OtherReading& r : result_.other_readings)
            if (r.question == question::kPlayAfterEnd && r.ply == result_.plies) return false;
        return true;
    }

    // P as the child reports it at this ply: the one place its belief is read.
    ExternalBelief read_child_belief(char colour) { return external_.belief_report(colour, settings_.belief_limit); }

    void check_beliefs() {
        if (!tracking_) return;
        bool past_max = false;
        for (char colour : {'w', 'b'}) {
            if (!tracked(colour)) continue;
            const std::string handover = belief_reference_.hand_over_if_large(colour);
            if (!handover.empty())
                diverge(StateKind::Reference, diff_check::kReference,
                        harness::Disagreement{"P of " + std::string(1, colour), "the oracle's", "the engine's"},
                        handover);
            const harness::Implementation& holder = belief_reference_.holder(colour);
            const std::size_t mine = holder.belief_size(colour);
            if (mine > settings_.belief_reference.oracle_max) marker_.stop_belief(colour);
            const ExternalBelief theirs = read_child_belief(colour);
            if (theirs.frozen) {
                ++result_.beliefs.frozen;
                stop_belief(colour);
                continue;
            }
            const std::size_t larger = std::max(mine, theirs.size);
            if (larger > settings_.belief_max) {
                past_max = true;
                continue;
            }
            result_.beliefs.add(larger);
            if (belief_reference_.engine_answers(colour)) ++result_.beliefs.engine_answered;
            if (larger <= settings_.belief_limit)
                check_belief(colour, mine, theirs);
            else
                check_at_scale(colour, mine, theirs.size);
        }
        if (past_max && !failed()) {
            ++result_.beliefs.past_max;
            stop_tracking();
        }
    }

    // P too large to compare board by board: its truth, size and samples.
    void check_at_scale(char colour, std::size_t mine, std::size_t theirs) {
        count("P at scale");
        const ScaleCheckSides sides{external_, belief_reference_.holder(colour), *reference_, *reader_,
                                    [&](const std::string& fen) {
                                        return harness::duplicate_key(
                                            read_written(fen, "a board of P (belief_sample)", StateKind::Belief));
                                    }};
        // Seeded by ply and colour: a minimised scenario that keeps the ply draws the same boards.
        const std::uint64_t seed = (std::uint64_t(result_.plies) << 1 | std::uint64_t(index(colour))) + 1;
        const ScaleCheckResult checked =
            boards_comparable()
                ? check_belief_at_scale(sides, colour, theirs, settings_.belief_sample, seed)
                : ScaleCheckResult{};
        if (checked.size_only) ++result_.beliefs.size_only;
        if (checked.frozen) {
            ++result_.beliefs.frozen;
            stop_belief(colour);
            return;
        }
        for (const BeliefFinding& f : checked.findings)
            diverge(StateKind::Belief, f.check, f.disagreement,
                    f.details + fmt::format(" (|P| {} against {}; the reference's P answered by the {})", mine, theirs,
                                            belief_reference_.answered_by(colour)));
    }

    void check_belief(char colour, std::size_t mine, const ExternalBelief& theirs) {
        const std::string who(1, colour);
        const bool comparable = boards_comparable();
        if (!theirs.fens) {
            count("|P|");
            if (comparable && mine != theirs.size)
                diverge(StateKind::Belief, diff_check::kBeliefSize,
                        harness::Disagreement{"|P| of " + who, std::to_string(mine), std::to_string(theirs.size)});
            return;
        }
        count("truth in P");
        harness::NeutralBelief boards;
        std::size_t their_size = theirs.size;
        try {
            std::vector<harness::DuplicateKey> read;
            bool read_under_other_reading = false;
            for (const std::string& fen : *theirs.fens) {
                const WrittenFen board = read_written_noting(fen, "a board of P", StateKind::Belief);
                read_under_other_reading = read_under_other_reading || !board.other_readings.empty();
                read.push_back(harness::duplicate_key(board.position));
            }
            boards = harness::NeutralBelief(std::move(read));
            // Boards that differ only in what an open question's other reading
            // keeps (a captured king's castling rights) are two boards there
            // and one as docs/rules.md reads them: P is counted as read.
            if (read_under_other_reading) their_size = boards.size();
        } catch (const UnreadableAnswer& e) {
            diverge(StateKind::Belief, diff_check::kBeliefBoards,
                    harness::Disagreement{"P of " + who, "readable boards", "an unreadable board"}, e.what());
            return;
        }
        if (!boards.count(harness::duplicate_key(reference_->position()))) {
            diverge(StateKind::Belief, diff_check::kTruth,
                    harness::Disagreement{
                        "P of " + who + " (true board " + reference_->fen(harness::Spelling::Xfen) + ")",
                        fmt::format("|P| = {}, holds the true board", mine),
                        fmt::format("|P| = {}, lacks the true board{}", theirs.size, written_boards(*theirs.fens))});
            return;
        }
        if (!comparable) return;
        count("|P|");
        if (mine != their_size) {
            diverge(StateKind::Belief, diff_check::kBeliefSize,
                    harness::Disagreement{"|P| of " + who, std::to_string(mine), std::to_string(their_size)});
            return;
        }
        if (mine > settings_.belief_limit) return;
        count("boards of P");
        const harness::NeutralBelief reference_boards = belief_reference_.holder(colour).belief(colour);
        if (reference_boards != boards)
            diverge(StateKind::Belief, diff_check::kBeliefBoards,
                    harness::Disagreement{"P of " + who, boards_against(reference_boards, boards),
                                          boards_against(boards, reference_boards)});
    }

    ExternalImplementation& external_;
    const DiffGame& game_;
    const DiffSettings& settings_;
    std::unique_ptr<harness::Implementation> reference_;
    // Reads the FENs it writes (a separate instance: reading must not
    // disturb the reference's game).
    std::unique_ptr<harness::Implementation> reader_;
    DiffGameResult result_;
    bool tracking_ = false;    // beliefs started and not stopped for the whole game
    bool tracked_[2] = {false, false};  // by colour: not frozen, not stopped
    bool over_ = false;
    RepetitionCount repetitions_;
    ClauseMarker marker_;
    BeliefReference belief_reference_;
    std::vector<std::string> legal_;  // the reference's moves at the current position, sorted
};

}  // namespace

std::string state_kind_name(StateKind kind) {
    switch (kind) {
        case StateKind::Start:
            return "start";
        case StateKind::MoveAccepted:
            return "move accepted";
        case StateKind::Observation:
            return "observation";
        case StateKind::Moves:
            return "moves";
        case StateKind::Vision:
            return "vision";
        case StateKind::Belief:
            return "P";
        case StateKind::Position:
            return "position written";
        case StateKind::Refusal:
            return "refusal";
        case StateKind::Reference:
            return "the reference";
    }
    return "?";
}

DiffGameResult run_diff_game(ExternalImplementation& external, const DiffGame& game, const DiffSettings& settings) {
    return DiffRun(external, game, settings).run();
}

}  // namespace external
