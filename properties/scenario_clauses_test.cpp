// The clauses a scenario reports (harness/scenario_clauses.hpp), which the
// fuzzers count as coverage: a known game reports the clauses it must
// exercise, and for any input the plies add up to the union and hold what
// an outside recording of the same run saw.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "harness/implementation.hpp"
#include "harness/scenario_clauses.hpp"
#include "harness/scenario_starts.hpp"
#include "harness/scenarios.hpp"

namespace {

std::uint8_t start_index(const std::string& name) {
    const auto& starts = harness::scenario_starts();
    const auto it = std::find_if(starts.begin(), starts.end(), [&](const auto& s) { return s.name == name; });
    EXPECT_NE(it, starts.end()) << name;
    return std::uint8_t(it - starts.begin());
}

// The index of `uci` in the sorted move list at `fen` after `before`.
std::uint8_t move_index(const std::string& fen, const std::vector<std::string>& before, const std::string& uci) {
    auto engine = harness::make_engine_implementation();
    EXPECT_EQ(engine->load(fen, false), "");
    for (const std::string& m : before) EXPECT_TRUE(engine->play(m));
    const std::vector<std::string> moves = engine->moves();
    const auto it = std::find(moves.begin(), moves.end(), uci);
    EXPECT_NE(it, moves.end()) << uci;
    return std::uint8_t(it - moves.begin());
}

// A belief input (harness/scenarios.hpp): bytes are read from the end.
std::vector<std::uint8_t> belief_input(std::uint8_t start, const std::vector<std::uint8_t>& moves) {
    std::vector<std::uint8_t> bytes(moves.rbegin(), moves.rend());
    bytes.push_back(start);
    bytes.push_back(0);  // no cap
    bytes.push_back(1);  // own-move observations on
    return bytes;
}

// A scenario run with its clauses, and the check every case starts with:
// the run was read, passed, and took the plies the case expects.
struct ScenarioRun {
    std::optional<harness::ScenarioReport> report;
    harness::ScenarioClauses clauses;
};

ScenarioRun run(const std::string& target, const std::vector<std::uint8_t>& input) {
    ScenarioRun out;
    out.report = harness::run_scenario_noting_clauses(target, input.data(), input.size(), out.clauses);
    return out;
}

testing::AssertionResult passed_in_plies(const ScenarioRun& r, std::size_t plies) {
    if (!r.report) return testing::AssertionFailure() << "the input was not read as a scenario";
    if (!r.report->passed()) return testing::AssertionFailure() << harness::report_text(*r.report);
    if (r.report->steps.size() != plies)
        return testing::AssertionFailure() << r.report->steps.size() << " plies, expected " << plies;
    return testing::AssertionSuccess();
}

TEST(ScenarioClauses, QuietKingMoveAtClock99RejectsCandidatesByOutcome) {
    // From the clock-98 start, after e4 Black's P holds boards where White
    // moved a piece instead (clock 99); Kd7 would end those by fifty moves,
    // so only the outcome rejects them (rules §5 part 4).
    const std::string name = "clock-98-pawn";
    const std::string fen = harness::scenario_starts()[start_index(name)].fen;
    const auto input = belief_input(start_index(name), {move_index(fen, {}, "e2e4"), move_index(fen, {"e2e4"}, "e8d7")});
    const ScenarioRun r = run("belief", input);
    ASSERT_TRUE(passed_in_plies(r, 2));
    const harness::ScenarioClauses& clauses = r.clauses;
    EXPECT_TRUE(clauses.all.contains(oracle::Clause::FilterOutcome));
    EXPECT_TRUE(clauses.all.contains(oracle::Clause::HalfmoveResetPawn));
    EXPECT_TRUE(clauses.plies.back().contains(oracle::Clause::FilterOutcome));
}

// A moves input (harness/scenarios.hpp): the start byte last.
std::vector<std::uint8_t> moves_input(std::uint8_t start, const std::vector<std::uint8_t>& moves) {
    std::vector<std::uint8_t> bytes(moves.rbegin(), moves.rend());
    bytes.push_back(start);
    return bytes;
}

// The bytes that play `moves` after the named start's opening.
std::vector<std::uint8_t> move_bytes(const std::string& name, const std::vector<std::string>& moves) {
    const harness::ScenarioStart& start = harness::scenario_starts()[start_index(name)];
    std::vector<std::string> before = start.opening;
    std::vector<std::uint8_t> out;
    for (const std::string& m : moves) {
        out.push_back(move_index(start.fen, before, m));
        before.push_back(m);
    }
    return out;
}

TEST(ScenarioClauses, AnObservedRepetitionKeepsTheTruthInP) {
    // After the opening the start has occurred twice; Ng1 Ng8 bring it back
    // a third time. Both beliefs (started after the opening) get the
    // repetition, and keep the boards whose move ended nothing, the truth
    // among them (the belief scenario checks it at every ply).
    const std::string name = "knights-out-and-back";
    const auto input = belief_input(start_index(name), move_bytes(name, {"f3g1", "f6g8"}));
    const ScenarioRun r = run("belief", input);
    ASSERT_TRUE(passed_in_plies(r, 8));
    const harness::ScenarioReport& report = *r.report;
    const harness::ScenarioClauses& clauses = r.clauses;
    for (char colour : {'w', 'b'}) {
        EXPECT_EQ(report.steps.back().seen.at(colour).outcome, "repetition");
        EXPECT_GT(report.steps.back().belief.at(colour).engine, 1u) << colour;  // more than the truth was kept
    }
    EXPECT_EQ(report.steps[6].seen.at('w').outcome, "none");
    EXPECT_TRUE(clauses.plies.back().contains(oracle::Clause::FilterRepetitionNotEnded));
    EXPECT_TRUE(clauses.plies.back().contains(oracle::Clause::EndRepetition));
    EXPECT_TRUE(clauses.plies.back().contains(oracle::Clause::RepetitionCountsStart));
}

TEST(ScenarioClauses, ARepetitionComparesTheCanonicalEnPassantSquare) {
    // The start's e3 is no canonical square (nothing can capture on it):
    // the knights come back to the start's position, a third time at ply 8.
    const std::string name = "knights-out-and-back-ep-no-capture";
    const auto input = moves_input(start_index(name), move_bytes(name, {"f6g8", "f3g1"}));
    const ScenarioRun r = run("moves", input);
    ASSERT_TRUE(passed_in_plies(r, 8));
    const harness::ScenarioReport& report = *r.report;
    const harness::ScenarioClauses& clauses = r.clauses;
    EXPECT_EQ(report.steps.back().seen.at('b').outcome, "repetition");
    EXPECT_TRUE(clauses.plies.back().contains(oracle::Clause::RepetitionCanonicalEnPassant));
    EXPECT_TRUE(clauses.plies.back().contains(oracle::Clause::RepetitionCountsStart));
}

TEST(ScenarioClauses, ACanonicalEnPassantSquareMakesTheStartAnotherPosition) {
    // With a pawn beside e4 the start differs from the position the
    // knights come back to at plies 4 and 8, which has occurred only twice
    // (a count without the en passant square would make ply 8 the third);
    // the first knight move after the opening repeats ply 1's position for
    // the third time.
    const std::string name = "knights-out-and-back-ep-capture";
    const auto input = moves_input(start_index(name), move_bytes(name, {"g8f6"}));
    const ScenarioRun r = run("moves", input);
    ASSERT_TRUE(passed_in_plies(r, 9));
    const harness::ScenarioReport& report = *r.report;
    EXPECT_EQ(report.steps[7].seen.at('w').outcome, "none");
    EXPECT_EQ(report.steps.back().seen.at('w').outcome, "repetition");
}

TEST(ScenarioClauses, ASideLeftWithNoMoveEndsTheGame) {
    for (const auto& [name, clock_99] : {std::pair{"no-moves-next", false}, std::pair{"no-moves-at-clock-99", true}}) {
        const auto input = moves_input(start_index(name), move_bytes(name, {"h8g8"}));
        const ScenarioRun r = run("moves", input);
        ASSERT_TRUE(passed_in_plies(r, 1)) << name;
        const harness::ScenarioReport& report = *r.report;
        const harness::ScenarioClauses& clauses = r.clauses;
        EXPECT_EQ(report.steps.back().seen.at('w').outcome, "no-moves") << name;
        EXPECT_TRUE(clauses.all.contains(oracle::Clause::EndNoMoves)) << name;
        EXPECT_EQ(clauses.all.contains(oracle::Clause::EndOrder), clock_99) << name;
    }
    // White's free pawn walks into h5 first.
    const std::string name = "no-moves-after-pawn-push";
    const auto input = moves_input(start_index(name), move_bytes(name, {"h2h4", "h8g8"}));
    const ScenarioRun r = run("moves", input);
    ASSERT_TRUE(passed_in_plies(r, 2));
    EXPECT_EQ(r.report->steps.back().seen.at('w').outcome, "no-moves");
}

RC_GTEST_PROP(ScenarioClauses, PliesAddUpAndMatchAnOutsideRecording, ()) {
    const auto target = *rc::gen::element<std::string>("fen", "moves", "belief", "records");
    const auto bytes = *rc::gen::container<std::vector<std::uint8_t>>(*rc::gen::inRange<std::size_t>(0, 12),
                                                                      rc::gen::arbitrary<std::uint8_t>());
    harness::ScenarioClauses clauses;
    oracle::ClauseRecording outside;
    const auto report = harness::run_scenario_noting_clauses(target, bytes.data(), bytes.size(), clauses);
    RC_ASSERT(report.has_value());
    oracle::ClauseSet sum;
    for (const oracle::ClauseSet& ply : clauses.plies) {
        RC_ASSERT(!ply.empty());
        sum |= ply;
    }
    RC_ASSERT(sum == clauses.all);
    // The nested recording hands everything on to the outer one.
    RC_ASSERT(outside.clauses() == clauses.all);
}

}  // namespace
