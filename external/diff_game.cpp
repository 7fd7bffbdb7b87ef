#include "external/diff_game.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <iterator>

#include "external/bounded_json.hpp"

namespace external {
namespace {

template <typename Set>
std::vector<typename Set::value_type> missing_from(const Set& from, const Set& other) {
    std::vector<typename Set::value_type> out;
    std::set_difference(from.begin(), from.end(), other.begin(), other.end(), std::back_inserter(out));
    return out;
}

// A set of squares with what the other side lacks, e.g.
// "{e6 f3 f4 g3 g4} (5 squares; the other lacks g3 g4)".
std::string squares_against(const harness::SquareSet& mine, const harness::SquareSet& other) {
    std::vector<std::string> extra;
    for (int s : missing_from(mine, other)) extra.push_back(harness::square_text(s));
    return fmt::format("{} ({} squares{}{})", harness::describe(mine), mine.size(),
                       extra.empty() ? "" : "; the other lacks ", fmt::join(extra, " "));
}

// The external side's list is whatever it sent: cut far above any real
// move list (a few hundred moves), printable.
std::string moves_against(const std::vector<std::string>& mine, const std::vector<std::string>& other) {
    const auto extra = missing_from(mine, other);
    return excerpt(fmt::format("{} moves: {}{}{}", mine.size(), fmt::join(mine, " "),
                               extra.empty() ? "" : "; the other lacks ", fmt::join(extra, " ")),
                   4000);
}

// Boards of one P that the other lacks: the count and the first few.
std::string boards_against(const harness::NeutralBelief& mine, const harness::NeutralBelief& other) {
    constexpr std::size_t kShown = 3;
    const auto extra = missing_from(mine, other);
    std::vector<std::string> shown;
    for (std::size_t i = 0; i < extra.size() && i < kShown; ++i) {
        shown.push_back(harness::describe(harness::position_of(extra[i])));
    }
    return fmt::format("{} boards; {} not in the other{}{}", mine.size(), extra.size(), shown.empty() ? "" : ": ",
                       fmt::join(shown, " | "));
}

// The first few boards of a P as the implementation wrote them.
std::string written_boards(const std::vector<std::string>& fens) {
    constexpr std::size_t kShown = 3;
    if (fens.empty()) return " (P is empty)";
    std::vector<std::string> shown;
    for (std::size_t i = 0; i < fens.size() && i < kShown; ++i) shown.push_back(excerpt(fens[i], 120));
    return fmt::format("; it holds {}{}", fmt::join(shown, " | "), fens.size() > kShown ? " | ..." : "");
}

// Observations are compared on their board part: the outcome is the
// reference's to decide.
harness::NeutralObservation board_part(harness::NeutralObservation o) {
    o.outcome = "none";
    o.winner = '-';
    return o;
}

harness::DuplicateKey repetition_key(const harness::NeutralPosition& p) {
    harness::DuplicateKey k = harness::duplicate_key(p);
    k.halfmove = 0;  // rules §2: placement, side, castling, en passant
    return k;
}

class DiffRun {
public:
    DiffRun(ExternalImplementation& external, const DiffGame& game, const DiffSettings& settings)
        : external_(external),
          game_(game),
          settings_(settings),
          reference_(harness::make_implementation(settings.reference)) {
        if (!reference_) throw std::invalid_argument("unknown reference '" + settings.reference + "'");
        result_.report.target = "diff";
        result_.report.start_fen = game.start_fen;
        result_.report.settings = {{"source", game.source},
                                   {"reference", settings.reference},
                                   {"against", external.name() + " (" + external.command() + ")"},
                                   {"own-move observations", game.own_observation ? "on" : "off"}};
    }

    DiffGameResult run() {
        if (!reference_->load(game_.start_fen, false).empty()) return std::move(result_);
        result_.played = true;
        const std::string refusal = external_.load(game_.start_fen, false);
        if (!refusal.empty()) {
            fail(diff_check::kLoad,
                 harness::Disagreement{"acceptance of the start FEN", "accepted", "rejected: " + refusal});
            return std::move(result_);
        }
        external_.set_belief_limit(settings_.belief_limit);
        tracking_ = external_.supports(Capability::Belief);
        if (tracking_)
            for (char colour : {'w', 'b'}) {
                harness::BeliefSettings b;
                b.own_observation = game_.own_observation;
                reference_->start_belief(colour, b);
                external_.start_belief(colour, b);
            }
        ++repetitions_[repetition_key(reference_->position())];
        legal_ = reference_->moves();
        prefetch_queries(false);
        if (!check_state() || !check_beliefs() || !check_written_fen()) return std::move(result_);
        for (const std::string& move : game_.moves) {
            if (result_.plies >= settings_.max_plies || game_over()) break;
            if (!std::binary_search(legal_.begin(), legal_.end(), move)) break;  // a record past its fog end
            if (!play(move) || !check_observations() || !check_state() || !check_beliefs() || !check_written_fen())
                break;
        }
        return std::move(result_);
    }

private:
    void fail(const std::string& check, harness::Disagreement d, std::string details = {}) {
        harness::ScenarioFailure f;
        f.ply = result_.plies;
        f.check = check;
        f.disagreement = std::move(d);
        f.left_name = reference_->name();
        f.right_name = external_.name();
        f.details = std::move(details);
        result_.report.failure = std::move(f);
    }
    void count(const std::string& kind) { ++result_.comparisons[kind]; }

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
        try {
            reference_->play(move);
        } catch (const harness::EmptyBelief& e) {
            external_.end_play();
            fail(diff_check::kReference,
                 harness::Disagreement{"P of " + std::string(1, e.colour), "empty", "not compared"},
                 std::string("the reference's own P became empty: ") + e.what());
            return false;
        }
        for (char colour : {'w', 'b'}) result_.report.steps.back().seen[colour] = reference_->last_observation(colour);
        legal_ = reference_->moves();
        if (++repetitions_[repetition_key(reference_->position())] >= 3) over_ = true;
        if (!external_.end_play()) {
            fail(diff_check::kPlay,
                 harness::Disagreement{"the move " + move, "legal", "refused: " + external_.last_refusal()});
            return false;
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
                queries.push_back(ExternalImplementation::belief_request(colour, settings_.belief_limit));
        if (external_.supports(Capability::Fen)) queries.push_back(ExternalImplementation::fen_request());
        external_.prefetch(queries);
    }

    bool check_observations() {
        if (!external_.supports(Capability::Observation)) return true;
        for (char colour : {'w', 'b'}) {
            count("observation");
            const harness::NeutralObservation mine = board_part(reference_->last_observation(colour));
            const harness::NeutralObservation theirs = external_.last_observation(colour);
            if (mine != theirs) {
                fail(diff_check::kObservation,
                     harness::Disagreement{"observation of " + std::string(1, colour), harness::describe(mine),
                                           harness::describe(theirs)});
                return false;
            }
        }
        return true;
    }

    bool check_state() {
        count("moves");
        const auto theirs = external_.moves();
        if (legal_ != theirs) {
            fail(diff_check::kMoves,
                 harness::Disagreement{"move set", moves_against(legal_, theirs), moves_against(theirs, legal_)});
            return false;
        }
        if (external_.supports(Capability::Vision))
            for (char colour : {'w', 'b'}) {
                count("vision");
                const harness::SquareSet a = reference_->vision(colour), b = external_.vision(colour);
                if (a != b) {
                    fail(diff_check::kVision, harness::Disagreement{"vision of " + std::string(1, colour) + " at " +
                                                                        reference_->fen(harness::Spelling::Full),
                                                                    squares_against(a, b), squares_against(b, a)});
                    return false;
                }
            }
        return true;
    }

    // The text it writes for the position, read by the reference. Checked
    // last: when its behaviour is wrong too, the report shows that instead.
    bool check_written_fen() {
        if (external_.supports(Capability::Fen)) {
            count("fen");
            const std::string written = external_.written_fen();
            const harness::NeutralPosition truth = reference_->position();
            const std::string truth_text = reference_->fen(harness::Spelling::Xfen);
            try {
                const harness::NeutralPosition read = external_.read_fen(written, "the position");
                if (read != truth) {
                    fail(diff_check::kFen,
                         harness::Disagreement{"the position (canonical en passant square; as written)",
                                               harness::describe(truth) + "  (" + truth_text + ")",
                                               harness::describe(read) + "  (" + excerpt(written, 120) + ")"});
                    return false;
                }
            } catch (const UnreadableAnswer& e) {
                fail(diff_check::kFen, harness::Disagreement{"the position", truth_text, excerpt(written, 120)},
                     e.what());
                return false;
            }
        }
        return true;
    }

    // Stops both beliefs: the rest of the game is compared without them.
    void stop_tracking() {
        tracking_ = false;
        const std::string fen = reference_->fen(harness::Spelling::Full);
        auto fresh = harness::make_implementation(settings_.reference);
        fresh->load(fen, true);
        reference_ = std::move(fresh);
        external_.load(fen, true);
    }

    bool check_beliefs() {
        if (!tracking_) return true;
        const harness::DuplicateKey truth = harness::duplicate_key(reference_->position());
        bool over_limit = false;
        for (char colour : {'w', 'b'}) {
            const std::string who = std::string(1, colour);
            const std::size_t mine = reference_->belief_size(colour);
            const ExternalBelief theirs = external_.belief_report(colour, settings_.belief_limit);
            if (theirs.fens) {
                count("truth in P");
                harness::NeutralBelief boards;
                try {
                    std::vector<harness::DuplicateKey> read;
                    for (const std::string& fen : *theirs.fens)
                        read.push_back(harness::duplicate_key(external_.read_fen(fen, "a board of P")));
                    boards = harness::NeutralBelief(std::move(read));
                } catch (const UnreadableAnswer& e) {
                    fail(diff_check::kBeliefBoards,
                         harness::Disagreement{"P of " + who, "readable boards", "an unreadable board"}, e.what());
                    return false;
                }
                if (!boards.count(truth)) {
                    fail(diff_check::kTruth,
                         harness::Disagreement{
                             "P of " + who + " (true board " + reference_->fen(harness::Spelling::Xfen) + ")",
                             fmt::format("|P| = {}, holds the true board", mine),
                             fmt::format("|P| = {}, lacks the true board{}", theirs.size,
                                         written_boards(*theirs.fens))});
                    return false;
                }
                count("|P|");
                if (mine != theirs.size) {
                    fail(diff_check::kBeliefSize,
                         harness::Disagreement{"|P| of " + who, std::to_string(mine), std::to_string(theirs.size)});
                    return false;
                }
                if (mine <= settings_.belief_limit) {
                    count("boards of P");
                    const harness::NeutralBelief reference_boards = reference_->belief(colour);
                    if (reference_boards != boards) {
                        fail(diff_check::kBeliefBoards,
                             harness::Disagreement{"P of " + who, boards_against(reference_boards, boards),
                                                   boards_against(boards, reference_boards)});
                        return false;
                    }
                }
            } else {
                count("|P|");
                if (mine != theirs.size) {
                    fail(diff_check::kBeliefSize,
                         harness::Disagreement{"|P| of " + who, std::to_string(mine), std::to_string(theirs.size)});
                    return false;
                }
            }
            over_limit = over_limit || mine > settings_.belief_limit || theirs.size > settings_.belief_limit;
        }
        if (over_limit) stop_tracking();
        return true;
    }

    ExternalImplementation& external_;
    const DiffGame& game_;
    const DiffSettings& settings_;
    std::unique_ptr<harness::Implementation> reference_;
    DiffGameResult result_;
    bool tracking_ = false;
    bool over_ = false;
    std::map<harness::DuplicateKey, int> repetitions_;
    std::vector<std::string> legal_;  // the reference's moves at the current position, sorted
};

}  // namespace

DiffGameResult run_diff_game(ExternalImplementation& external, const DiffGame& game, const DiffSettings& settings) {
    return DiffRun(external, game, settings).run();
}

}  // namespace external
