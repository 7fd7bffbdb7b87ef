// The pieces of `fogproof diff` that need no child process: the scenario
// file (written, read back, and refused with a message naming the field)
// and the neutral FEN writer the minimizer builds its starts with.
#include <gtest/gtest.h>

#include "external/diff/sources/diff_scenario_file.hpp"
#include "harness/implementation.hpp"

namespace {

using external::DiffScenario;

DiffScenario sample() {
    DiffScenario s;
    s.game.start_fen = "5k2/2Q4p/P2Qp3/4N3/5p2/B7/4PPPP/RN2KB1R w KQ - 0 29";
    s.game.moves = {"g2g4", "f4g3"};
    s.game.own_observation = false;
    s.settings.reference = "engine";
    s.settings.belief_limit = 17;
    s.against = "node adapter.mjs";
    return s;
}

TEST(DiffScenarioFile, ReadsBackWhatItWrites) {
    const DiffScenario back = external::read_diff_scenario(external::write_diff_scenario(sample()));
    EXPECT_EQ(back.game.start_fen, sample().game.start_fen);
    EXPECT_EQ(back.game.moves, sample().game.moves);
    EXPECT_FALSE(back.game.own_observation);
    EXPECT_EQ(back.settings.reference, "engine");
    EXPECT_EQ(back.settings.belief_limit, 17u);
    EXPECT_EQ(back.settings.max_plies, 2u);
    EXPECT_EQ(back.against, "node adapter.mjs");
}

void expect_refused(const std::string& text, const std::string& named) {
    try {
        external::read_diff_scenario(text);
        ADD_FAILURE() << "accepted: " << text;
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find(named), std::string::npos) << e.what();
    }
}

TEST(DiffScenarioFile, RefusesWhatIsNotAScenarioNamingTheField) {
    expect_refused("not json", "not JSON");
    expect_refused("[1]", "not a JSON object");
    expect_refused(R"({"format":"other"})", "format");
    expect_refused(R"({"format":"fogproof-diff-scenario","moves":[]})", "start");
    expect_refused(R"({"format":"fogproof-diff-scenario","start":"8/8/8/8/8/8/8/8 w - - 0 1","moves":[3]})", "moves");
    expect_refused(R"({"format":"fogproof-diff-scenario","start":"x","moves":[],"reference":"stockfish"})",
                   "reference");
    expect_refused(R"({"format":"fogproof-diff-scenario","start":"x","moves":[],"belief_limit":-1})", "belief_limit");
    expect_refused(R"({"format":"fogproof-diff-scenario","start":"x","moves":[],"source":5})", "\"source\"");
    expect_refused(R"({"format":"fogproof-diff-scenario","start":"x","moves":[],"against":[]})", "\"against\"");
    expect_refused(R"({"format":5})", "\"format\"");
    expect_refused(std::string(100000, '[') + std::string(100000, ']'), "nested deeper than 64 levels");
}

TEST(NeutralFen, WritesWhatTheReferenceReadsBackAsTheSamePosition) {
    auto reader = harness::make_implementation("oracle");
    for (const char* fen : {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                            "5k2/2Q4p/P2Qp3/4N3/5pP1/B7/4PP1P/RN2KB1R b KQ g3 0 29",
                            "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 12 40", "8/8/8/8/2K1Pp2/2k5/8/8 b - e3 0 1"}) {
        ASSERT_EQ(reader->load(fen, false), "") << fen;
        const harness::NeutralPosition p = reader->position();
        EXPECT_EQ(harness::neutral_fen(p), fen);
        ASSERT_EQ(reader->load(harness::neutral_fen(p), false), "");
        EXPECT_EQ(reader->position(), p);
    }
}

}  // namespace
