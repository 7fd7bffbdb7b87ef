// The check memo (harness/check_memo.hpp) changes how much a lockstep game
// computes, never what it reports: a game played against a memo that knows
// all or part of it gives the report a fresh memo gives, a fault is found
// however often its state was met before, and an oracle that does not
// reach again the state the memo predicted is caught when it catches up.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <memory>
#include <random>
#include <string>
#include <vector>

#include "harness/check_memo.hpp"
#include "harness/lockstep_game.hpp"
#include "harness/scenario_starts.hpp"

namespace {

using harness::CheckMemo;
using harness::Implementation;
using harness::LockstepGame;
using harness::ScenarioReport;
using harness::StateDigest;

// Plays `choices` (one move index per ply) from a start, after its opening.
template <typename MakeGame>
ScenarioReport play_report(MakeGame make_game, const harness::ScenarioStart& start,
                           const std::vector<unsigned>& choices) {
    ScenarioReport report;
    report.target = "moves";
    {
        std::unique_ptr<LockstepGame> game = make_game(report);
        if (game->start(start))
            for (const unsigned choice : choices) {
                if (game->over()) break;
                const auto& moves = game->moves();
                if (!game->play(harness::uci_of(moves[choice % moves.size()]))) break;
            }
    }
    return report;
}

// The same, as the whole report's text.
template <typename MakeGame>
std::string play(MakeGame make_game, const harness::ScenarioStart& start, const std::vector<unsigned>& choices) {
    return harness::report_text(play_report(make_game, start, choices));
}

std::string play_with(CheckMemo& memo, const harness::ScenarioStart& start, const std::vector<unsigned>& choices) {
    return play([&memo](ScenarioReport& r) { return std::make_unique<LockstepGame>(r, true, memo); }, start,
                choices);
}

TEST(CheckMemo, RemembersUntilEvictedAndNeverFindsTheEmptyKey) {
    CheckMemo memo(1);  // two slots: keys with the same low bit share one
    const StateDigest a{2, 7}, b{4, 9}, c{3, 1};
    EXPECT_FALSE(memo.checked(a));
    memo.remember_checked(a);
    memo.remember_checked(c);
    EXPECT_TRUE(memo.checked(a));
    EXPECT_TRUE(memo.checked(c));
    memo.remember_checked(b);  // a's slot
    EXPECT_FALSE(memo.checked(a));
    EXPECT_TRUE(memo.checked(b));
    EXPECT_TRUE(memo.checked(c));
    EXPECT_FALSE(memo.checked(StateDigest{}));
    EXPECT_FALSE(memo.step(StateDigest{}).has_value());

    memo.remember_step(a, {b, c});
    ASSERT_TRUE(memo.step(a).has_value());
    EXPECT_EQ(memo.step(a)->engine_after, b);
    EXPECT_EQ(memo.step(a)->oracle_after, c);
    memo.remember_step(b, {c, c});
    EXPECT_FALSE(memo.step(a).has_value());
    EXPECT_EQ(memo.counts().states_checked, 3u);
    EXPECT_EQ(memo.counts().steps_checked, 2u);
}

// A game met again in full, or again up to a ply and then different, gives
// the same report as with a memo that never saw it; and the second time
// the memo was really used (the property would prove nothing otherwise).
// Not every state is reused: two of a game's states may share a slot.
RC_GTEST_PROP(CheckMemo, AGameReportsTheSameWhateverTheMemoKnows, ()) {
    const auto& starts = harness::scenario_starts();
    const harness::ScenarioStart& start = starts[*rc::gen::inRange<std::size_t>(0, starts.size())];
    const auto choices = *rc::gen::container<std::vector<unsigned>>(*rc::gen::inRange(1, 60), rc::gen::arbitrary<unsigned>());
    auto branch = choices;
    const std::size_t from = *rc::gen::inRange<std::size_t>(0, branch.size());
    for (std::size_t i = from; i < branch.size(); ++i) branch[i] = branch[i] * 2654435761u + 1;

    CheckMemo fresh_a(12), fresh_b(12), warm(12);
    const std::string alone = play_with(fresh_a, start, choices);
    RC_ASSERT(play_with(warm, start, choices) == alone);
    const auto before = warm.counts();
    RC_ASSERT(play_with(warm, start, choices) == alone);
    RC_ASSERT(warm.counts().states_reused > before.states_reused);
    RC_ASSERT(play_with(warm, start, branch) == play_with(fresh_b, start, branch));
}

// Hands every call to a real implementation; tests override what they fault.
class Delegating : public Implementation {
public:
    explicit Delegating(std::unique_ptr<Implementation> inner) : inner_(std::move(inner)) {}
    std::string name() const override { return inner_->name(); }
    std::string load(const std::string& fen, bool kings) override { return inner_->load(fen, kings); }
    harness::NeutralPosition position() const override { return inner_->position(); }
    std::string fen(harness::Spelling s) const override { return inner_->fen(s); }
    std::vector<std::string> moves() const override { return inner_->moves(); }
    harness::MoveCodes move_codes() const override { return inner_->move_codes(); }
    harness::SquareSet vision(char colour) const override { return inner_->vision(colour); }
    bool play(const std::string& uci) override { return inner_->play(uci); }
    harness::NeutralObservation last_observation(char colour) const override {
        return inner_->last_observation(colour);
    }
    harness::PerftAnswer perft(int depth, bool standard, bool divide) const override {
        return inner_->perft(depth, standard, divide);
    }
    void start_belief(char colour, const harness::BeliefSettings& s) override { inner_->start_belief(colour, s); }
    bool has_belief(char colour) const override { return inner_->has_belief(colour); }
    harness::NeutralBelief belief(char colour) const override { return inner_->belief(colour); }
    std::size_t belief_size(char colour) const override { return inner_->belief_size(colour); }
    bool belief_capped(char colour) const override { return inner_->belief_capped(colour); }
    bool belief_holds_truth(char colour) const override { return inner_->belief_holds_truth(colour); }
    std::optional<StateDigest> state_digest() const override { return inner_->state_digest(); }

private:
    std::unique_ptr<Implementation> inner_;
};

// Sees nothing of White's once three plies are played.
class BlindAfterThreePlies final : public Delegating {
public:
    BlindAfterThreePlies() : Delegating(harness::make_oracle_implementation()) {}
    bool play(const std::string& uci) override {
        ++plies_;
        return Delegating::play(uci);
    }
    harness::SquareSet vision(char colour) const override {
        return colour == 'w' && plies_ >= 3 ? harness::SquareSet{} : Delegating::vision(colour);
    }

private:
    int plies_ = 0;
};

TEST(CheckMemo, AFaultIsFoundEveryTimeItsStateIsMet) {
    CheckMemo memo(12);
    const auto make_game = [&memo](ScenarioReport& r) {
        return std::make_unique<LockstepGame>(r, true, memo, harness::make_engine_implementation(),
                                              std::make_unique<BlindAfterThreePlies>());
    };
    const harness::ScenarioStart& start = harness::scenario_starts().front();
    const std::vector<unsigned> choices = {3, 1, 4, 1, 5, 9};
    const std::string first = play(make_game, start, choices);
    EXPECT_NE(first.find("vision of w"), std::string::npos) << first;
    EXPECT_EQ(play(make_game, start, choices), first);
    EXPECT_GT(memo.counts().steps_reused, 0u);  // the second game did run ahead of the oracle
}

// Its states digest differently from the second game on: a state the memo
// predicted for it is not the one it reaches.
class DriftsInTheSecondGame final : public Delegating {
public:
    explicit DriftsInTheSecondGame(int game) : Delegating(harness::make_oracle_implementation()), game_(game) {}
    bool play(const std::string& uci) override {
        moved_ = true;
        return Delegating::play(uci);
    }
    std::optional<StateDigest> state_digest() const override {
        auto d = Delegating::state_digest();
        if (d && moved_ && game_ == 2) d->high ^= 1;
        return d;
    }

private:
    int game_;
    bool moved_ = false;
};

TEST(CheckMemo, AnOracleThatDoesNotReachThePredictedStateIsCaught) {
    CheckMemo memo(12);
    int game = 0;
    const auto make_game = [&](ScenarioReport& r) {
        return std::make_unique<LockstepGame>(r, true, memo, harness::make_engine_implementation(),
                                              std::make_unique<DriftsInTheSecondGame>(++game));
    };
    const harness::ScenarioStart& start = harness::scenario_starts().front();
    EXPECT_TRUE(play_report(make_game, start, {0, 0, 0, 0}).passed());
    // The same four plies (the oracle stays behind), then a new one: it
    // catches up and its state is not the one the memo recorded.
    const std::string second = play(make_game, start, {0, 0, 0, 0, 7});
    EXPECT_NE(second.find("the oracle reaches the same state again by the same moves"), std::string::npos) << second;
}

// Reports no repetition: the ending its observations give is the board
// pair's alone, whatever the history.
class ForgetsTheHistory final : public Delegating {
public:
    ForgetsTheHistory() : Delegating(harness::make_oracle_implementation()) {}
    harness::NeutralObservation last_observation(char colour) const override {
        harness::NeutralObservation o = Delegating::last_observation(colour);
        if (o.outcome == "repetition") o.outcome = "none";
        return o;
    }
};

TEST(CheckMemo, AStateIsItsHistoryToo) {
    // The knights go out and back twice: the eighth ply is the fourth's
    // step again (the same position, the same move), and only the history
    // tells them apart. A memo that took the eighth for the fourth would
    // let the oracle stay behind there and never ask it how the game ended.
    CheckMemo memo(12);
    ScenarioReport report;
    report.target = "moves";
    LockstepGame game(report, true, memo, harness::make_engine_implementation(),
                      std::make_unique<ForgetsTheHistory>());
    ASSERT_TRUE(game.start("4k1n1/pp3ppp/8/8/8/8/PP3PPP/4K1N1 w - - 0 1", false));
    for (const char* move : {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"})
        if (!game.play(move)) break;
    ASSERT_TRUE(report.failure.has_value());
    EXPECT_EQ(report.failure->ply, 8u);
    EXPECT_EQ(report.failure->check, "engine and oracle agree on the observations");
}

}  // namespace
