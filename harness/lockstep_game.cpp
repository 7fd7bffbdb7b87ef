#include "harness/lockstep_game.hpp"

#include "harness/scenario_checks.hpp"

namespace harness {

LockstepGame::LockstepGame(ScenarioReport& report, bool spelling_checks)
    : report_(report), spelling_checks_(spelling_checks) {}

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

bool LockstepGame::start(const std::string& fen, bool allow_missing_kings) {
    report_.start_fen = fen;
    allow_missing_kings_ = allow_missing_kings;
    const std::string engine_error = engine_->load(fen, allow_missing_kings);
    const std::string oracle_error = oracle_->load(fen, allow_missing_kings);
    if (auto d = compare_acceptance(engine_error, oracle_error)) {
        fail("engine and oracle accept the same FENs", d);
        return false;
    }
    return engine_error.empty() && check_position();
}

bool LockstepGame::check_position() {
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

namespace {

bool is_double_push(const NeutralPosition& before, const std::string& uci) {
    if (uci.size() < 4) return false;
    const int from = (uci[1] - '1') * 8 + (uci[0] - 'a'), to = (uci[3] - '1') * 8 + (uci[2] - 'a');
    if (from < 0 || from > 63 || to < 0 || to > 63) return false;
    const char piece = before.board[std::size_t(from)];
    return (piece == 'P' || piece == 'p') && (to - from == 16 || from - to == 16);
}

}  // namespace

bool LockstepGame::play(const std::string& uci) {
    last_move_was_double_push_ = is_double_push(engine_->position(), uci);
    ScenarioStep step;
    step.move = uci;
    report_.steps.push_back(step);
    for (Implementation* impl : {engine_.get(), oracle_.get()}) {
        bool played = false;
        try {
            played = impl->play(uci);
        } catch (const EmptyBelief& e) {
            // Either way the game stops: the implementation's other belief
            // may have missed this update.
            if (!empty_allowed_ || !empty_allowed_(*impl, e.colour))
                fail("P is never empty (rules §5): " + impl->name(), std::nullopt, e.what());
            return false;
        }
        if (!played) {
            fail(impl->name() + " plays a move from the agreed move list", std::nullopt,
                 impl->name() + " refused " + uci);
            return false;
        }
    }
    std::array<NeutralObservation, 2> seen;
    const auto disagreement = compare_last_observations(*engine_, *oracle_, &seen);
    if (!disagreement)
        for (std::size_t i = 0; i < 2; ++i) report_.steps.back().seen["wb"[i]] = std::move(seen[i]);
    else
        for (char colour : {'w', 'b'}) report_.steps.back().seen[colour] = engine_->last_observation(colour);
    if (disagreement) {
        fail("engine and oracle agree on the observations", disagreement);
        return false;
    }
    return check_position();
}

bool LockstepGame::over() const {
    if (moves_.empty() || engine_->position().halfmove >= 100) return true;
    if (report_.steps.empty()) return false;
    return report_.steps.back().seen.at('w').outcome != "none";
}

}  // namespace harness
