#include "harness/lockstep_game.hpp"

#include "harness/scenario_checks.hpp"
#include "harness/scenario_clauses.hpp"

namespace harness {

namespace {

// The memo's keys: a state with the checks asked of it, and a step.
StateDigest position_key_of(const StateDigest& engine, const StateDigest& oracle, unsigned checks) {
    return DigestBuilder().add(engine).add(oracle).add(checks, 1).digest();
}

StateDigest step_key_of(const StateDigest& engine, const StateDigest& oracle, MoveCode move) {
    // A tag byte keeps step keys apart from state keys.
    return DigestBuilder().add(engine).add(oracle).add(move, 2).add(0x5e, 1).digest();
}

bool is_double_push(const NeutralPosition& before, const std::string& uci) {
    if (uci.size() < 4) return false;
    const int from = (uci[1] - '1') * 8 + (uci[0] - 'a'), to = (uci[3] - '1') * 8 + (uci[2] - 'a');
    if (from < 0 || from > 63 || to < 0 || to > 63) return false;
    const char piece = before.board[std::size_t(from)];
    return (piece == 'P' || piece == 'p') && (to - from == 16 || from - to == 16);
}

}  // namespace

LockstepGame::LockstepGame(ScenarioReport& report, bool spelling_checks, CheckMemo& memo)
    : LockstepGame(report, spelling_checks, memo, make_engine_implementation(), make_oracle_implementation()) {}

LockstepGame::LockstepGame(ScenarioReport& report, bool spelling_checks, CheckMemo& memo,
                           std::unique_ptr<Implementation> engine, std::unique_ptr<Implementation> oracle)
    : report_(report), spelling_checks_(spelling_checks), memo_(memo), engine_(std::move(engine)),
      oracle_(std::move(oracle)) {}

void LockstepGame::fail(ScenarioFailure failure) {
    if (report_.failure) return;
    failure.ply = ply();
    report_.failure = std::move(failure);
}

void LockstepGame::fail(std::string check, std::optional<Disagreement> disagreement, std::string details) {
    ScenarioFailure f;
    f.check = std::move(check);
    f.disagreement = std::move(disagreement);
    f.details = std::move(details);
    fail(std::move(f));
}

Implementation& LockstepGame::oracle() {
    catch_up_oracle();
    return *oracle_;
}

bool LockstepGame::start(const std::string& fen, bool allow_missing_kings) {
    report_.start_fen = fen;
    allow_missing_kings_ = allow_missing_kings;
    const std::string engine_error = engine_->load(fen, allow_missing_kings);
    const std::string oracle_error = oracle_->load(fen, allow_missing_kings);
    oracle_behind_.clear();
    if (auto d = compare_acceptance(engine_error, oracle_error)) {
        fail("engine and oracle accept the same FENs", d);
        return false;
    }
    if (!engine_error.empty()) return false;
    engine_digest_ = engine_->state_digest();
    oracle_digest_ = oracle_->state_digest();
    return check_position();
}

bool LockstepGame::start(const ScenarioStart& start) {
    if (!this->start(start.fen, false)) return false;
    for (const std::string& move : start.opening) {
        if (over()) {
            fail("a built-in start's opening is played to its end", std::nullopt,
                 "the game ended before " + move + " (" + start.name + ")");
            return false;
        }
        if (!play(move)) return false;
    }
    return !over();
}

std::optional<StateDigest> LockstepGame::position_key() const {
    if (!engine_digest_ || !oracle_digest_) return std::nullopt;
    const bool kings_may_be_missing = allow_missing_kings_ || ply() > 0;
    const bool round_trip = ply() == 0 || last_move_was_double_push_;
    const unsigned checks = unsigned(spelling_checks_) | unsigned(kings_may_be_missing) << 1 | unsigned(round_trip) << 2;
    return position_key_of(*engine_digest_, *oracle_digest_, checks);
}

bool LockstepGame::check_position() {
    const auto key = position_key();
    if (key && memo_.checked(*key)) {
        // Both listed these moves when this state was checked.
        moves_ = engine_->move_codes();
        return true;
    }
    if (!catch_up_oracle() || !run_position_checks()) return false;
    if (key) memo_.remember_checked(*key);
    return true;
}

bool LockstepGame::run_position_checks() {
    if (auto d = compare_state(*engine_, *oracle_, &moves_)) {
        fail("engine and oracle agree on the position", d);
        return false;
    }
    if (!spelling_checks_) return true;
    // A game can go on past a king capture only in a test's hands; the
    // positions it reaches lack a king, so re-reading must allow that.
    const bool kings_may_be_missing = allow_missing_kings_ || ply() > 0;
    // The full round trip (moves and vision of the re-read position too)
    // costs a dozen move generations, so it runs where the hidden part of
    // a FEN, the double-push memo behind the full spelling, is in play:
    // the start and right after a double push.
    if (ply() == 0 || last_move_was_double_push_)
        for (const Implementation* impl : {engine_.get(), oracle_.get()})
            if (auto f = check_round_trip(*impl, kings_may_be_missing)) {
                fail(std::move(*f));
                return false;
            }
    if (auto f = check_cross_reading(*engine_, *oracle_, kings_may_be_missing)) {
        fail(std::move(*f));
        return false;
    }
    if (auto f = check_key_round_trip(engine_->fen(Spelling::Full), kings_may_be_missing)) {
        fail(std::move(*f));
        return false;
    }
    return true;
}

bool LockstepGame::oracle_may_stay_behind() const {
    // Its beliefs need every observation as it comes.
    return !oracle_->has_belief('w') && !oracle_->has_belief('b');
}

bool LockstepGame::catch_up_oracle() {
    if (oracle_behind_.empty()) return true;
    const std::vector<std::string> behind = std::move(oracle_behind_);
    oracle_behind_.clear();
    for (const std::string& uci : behind)
        if (!oracle_->play(uci)) {
            fail("the oracle plays again a move it agreed to before", std::nullopt, "the oracle refused " + uci);
            return false;
        }
    if (oracle_->state_digest() != oracle_digest_) {
        fail("the oracle reaches the same state again by the same moves", std::nullopt,
             "after " + std::to_string(behind.size()) + " replayed moves its state differs from the first time");
        return false;
    }
    return true;
}

bool LockstepGame::play_on(Implementation& impl, const std::string& uci) {
    bool played = false;
    try {
        played = impl.play(uci);
    } catch (const EmptyBelief& e) {
        // Either way the game stops: the implementation's other belief
        // may have missed this update.
        if (!empty_allowed_ || !empty_allowed_(impl, e.colour))
            fail("P is never empty (rules §5): " + impl.name(), std::nullopt, e.what());
        return false;
    }
    if (!played)
        fail(impl.name() + " plays a move from the agreed move list", std::nullopt, impl.name() + " refused " + uci);
    return played;
}

bool LockstepGame::play(const std::string& uci) {
    clause_ply_boundary();
    last_move_was_double_push_ = is_double_push(engine_->position(), uci);
    report_.steps.push_back(ScenarioStep{uci, {}, {}});
    const auto code = move_code_of(uci);
    std::optional<StateDigest> step_key;
    if (engine_digest_ && oracle_digest_ && code) step_key = step_key_of(*engine_digest_, *oracle_digest_, *code);

    if (!play_on(*engine_, uci)) return false;
    engine_digest_ = engine_->state_digest();
    std::optional<StepOutcome> known = step_key ? memo_.step(*step_key) : std::nullopt;
    if (known && known->engine_after != engine_digest_) known.reset();  // evicted and refilled: not this step
    const auto seen_by_engine = [&] {
        for (char colour : {'w', 'b'}) report_.steps.back().seen[colour] = engine_->last_observation(colour);
    };
    if (known && oracle_may_stay_behind()) {
        oracle_behind_.push_back(uci);
        oracle_digest_ = known->oracle_after;
        seen_by_engine();
        return check_position();
    }
    if (!catch_up_oracle() || !play_on(*oracle_, uci)) return false;
    oracle_digest_ = oracle_->state_digest();
    if (known && known->oracle_after == oracle_digest_) {
        seen_by_engine();
        return check_position();
    }
    std::array<NeutralObservation, 2> seen;
    if (const auto disagreement = compare_last_observations(*engine_, *oracle_, &seen)) {
        seen_by_engine();
        fail("engine and oracle agree on the observations", disagreement);
        return false;
    }
    for (std::size_t i = 0; i < 2; ++i) report_.steps.back().seen["wb"[i]] = std::move(seen[i]);
    if (step_key && engine_digest_ && oracle_digest_) memo_.remember_step(*step_key, {*engine_digest_, *oracle_digest_});
    return check_position();
}

bool LockstepGame::over() const {
    if (moves_.empty() || engine_->position().halfmove >= 100) return true;
    if (report_.steps.empty()) return false;
    return report_.steps.back().seen.at('w').outcome != "none";
}

}  // namespace harness
