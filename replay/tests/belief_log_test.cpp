// Reading a belief log (replay/belief_log.hpp): each fault is an error
// naming the line and the field, the line is left out and reading goes on.
#include "replay/belief_log.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

namespace {

fog::replay::BeliefLog read(const std::vector<std::string>& lines) {
    fog::replay::BeliefLog log;
    for (std::size_t i = 0; i < lines.size(); ++i)
        fog::replay::read_log_line(lines[i], "log.jsonl:" + std::to_string(i + 1), int(i + 1), log);
    return log;
}

std::string only_error(const std::string& line) {
    const auto log = read({line});
    EXPECT_TRUE(log.rows.empty());
    return log.errors.size() == 1 ? log.errors[0].to_string() : fmt::format("({} errors)", log.errors.size());
}

const std::string kGood = R"({"game":"g","ply":3,"perspective":"b","p_after":20)";

TEST(BeliefLog, ARowNeedsOnlyItsFourFieldsAndDefaultsTheRest) {
    const auto log = read({kGood + "}"});
    ASSERT_EQ(log.rows.size(), 1u);
    const auto& r = log.rows[0];
    EXPECT_EQ(r.where, "log.jsonl:1");
    EXPECT_EQ(r.game, "g");
    EXPECT_EQ(r.ply, 3);
    EXPECT_EQ(r.perspective, fog::Black);
    EXPECT_EQ(r.p_after, 20u);
    EXPECT_FALSE(r.capped);
    EXPECT_TRUE(r.own_observation);
    EXPECT_FALSE(r.truth_in_p);
    EXPECT_FALSE(r.fens);
}

TEST(BeliefLog, AnySpellingOfABoardHasOneKey) {
    const auto log = read({kGood + R"(,"fens":["5k2/2Q4p/P2Qp3/4N3/5pP1/B7/4PP1P/RN2KB1R b KQ g3 0 29",)" +
                           R"("5k2/2Q4p/P2Qp3/4N3/5pP1/B7/4PP1P/RN2KB1R b KQ g3 0 7"]})"});
    ASSERT_EQ(log.rows.size(), 1u);
    ASSERT_EQ(log.rows[0].fens->size(), 2u);
    // The fullmove number is not part of a board's identity (rules §5).
    EXPECT_EQ((*log.rows[0].fens)[0].key, (*log.rows[0].fens)[1].key);
}

TEST(BeliefLog, ATruncatedLineIsNotJson) {
    const auto log = read({kGood + "}", R"({"game":"g","ply":4,"persp)", kGood + "}"});
    EXPECT_EQ(log.rows.size(), 2u);
    ASSERT_EQ(log.errors.size(), 1u);
    EXPECT_EQ(log.errors[0].to_string(), "log.jsonl:2: not JSON (a truncated or corrupted line?)");
}

TEST(BeliefLog, EachBadFieldIsNamed) {
    EXPECT_EQ(only_error(R"({"game":"g","ply":3,"perspective":"white","p_after":20})"),
              R"(log.jsonl:1: "perspective" must be "w" or "b", not "white")");
    EXPECT_EQ(only_error(kGood + R"(,"fens":3})"),
              R"(log.jsonl:1: "fens" must be a list of FEN strings, not a number)");
    EXPECT_EQ(only_error(kGood + R"(,"fens":["8/8/8/8/8/8/8/8 w - - 0 1",7]})"),
              R"(log.jsonl:1: "fens"[1] must be a FEN string, not a number)");
    EXPECT_EQ(only_error(R"({"game":"g","ply":3,"perspective":"w"})"),
              R"(log.jsonl:1: no "p_after" field (a row needs game, ply, perspective and p_after))");
    EXPECT_EQ(only_error(R"({"game":"g","ply":0,"perspective":"w","p_after":1})"),
              R"(log.jsonl:1: "ply" must be 1 or more (1 = the first move), not 0)");
    EXPECT_EQ(only_error(R"({"game":"g","ply":"3","perspective":"w","p_after":1})"),
              R"(log.jsonl:1: "ply" must be a whole number, not a string)");
    EXPECT_EQ(only_error(R"({"game":"g","ply":3,"perspective":"w","p_after":-1})"),
              R"(log.jsonl:1: "p_after" must be 0 or more, not -1)");
    EXPECT_EQ(only_error(kGood + R"(,"capped":"yes"})"),
              R"(log.jsonl:1: "capped" must be true or false, not a string)");
    EXPECT_EQ(only_error("[1,2]"), "log.jsonl:1: a row must be a JSON object, not a list");
    EXPECT_NE(only_error(kGood + R"(,"fens":["not a fen"]})").find(R"("fens"[0] is not a FEN the engine reads)"),
              std::string::npos);
}

TEST(BeliefLog, ReplaysSummaryLineAndBlankLinesAreNotRows) {
    const auto log = read({"", R"({"type":"summary","verdict":"OK"})", R"({"type":"note"})", kGood + "}"});
    EXPECT_EQ(log.rows.size(), 1u);
    EXPECT_TRUE(log.errors.empty());
    ASSERT_EQ(log.warnings.size(), 1u);
    EXPECT_EQ(log.warnings[0].to_string(), R"(log.jsonl:3: not a row ("type" is "note"), skipped)");
}

TEST(BeliefLog, AnUnreadableFileIsOneError) {
    const auto log = fog::replay::read_belief_log("/nonexistent/log.jsonl");
    ASSERT_EQ(log.errors.size(), 1u);
    EXPECT_EQ(log.errors[0].where, "/nonexistent/log.jsonl");
}

}  // namespace
