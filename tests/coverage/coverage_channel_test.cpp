// The coverage channel (external/coverage/): the features a child reports
// through AFL++'s map (fogproof serve built by afl-clang-fast++) and
// through the Python and Node shims (`fogproof cov python|node`), reply by
// reply, and no shared memory left behind.
#include <gtest/gtest.h>
#include <sys/ipc.h>
#include <sys/shm.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <string>
#include <vector>

#include "external/coverage/afl_map.hpp"
#include "external/coverage/coverage_channel.hpp"
#include "external/coverage/delta_diversity.hpp"
#include "external/coverage/feature_tally.hpp"
#include "external/coverage/side_channel_lines.hpp"

namespace {

using coverage::CoverageChannel;
using namespace std::chrono_literals;

// One request, its reply; the channel's features are then the reply's.
std::string ask(CoverageChannel& child, const std::string& request) {
    EXPECT_TRUE(child.write_line(request)) << request;
    const auto reply = child.read_line(20s, 1 << 20);
    EXPECT_EQ(reply.status, external::LineChannel::ReadStatus::Line) << request << "\n" << child.stderr_tail();
    return reply.line;
}

// What `request` ran: its reply's features, or from a shim (which takes
// them when a play, load or hello arrives) those of a hello sent after it.
const std::vector<std::uint32_t>& ran(CoverageChannel& child, const std::string& request) {
    ask(child, request);
    if (child.taken_at_requests()) ask(child, R"({"cmd":"hello"})");
    return child.last_features();
}

constexpr const char* kAfterE4 = R"({"cmd":"load","fen":"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"})";

// A protocol child: hello first; a load and a moves request then reach
// code the hello never ran; the same moves again, on the same position,
// runs nothing new.
void expect_new_paths_then_none(CoverageChannel& child, const std::string& source) {
    ask(child, R"({"cmd":"hello"})");
    EXPECT_GT(child.last_features().size(), 0u) << child.stderr_tail();
    EXPECT_EQ(child.source(), source);
    ran(child, kAfterE4);
    const std::vector<std::uint32_t> before_moves = child.take_accumulated();
    ran(child, R"({"cmd":"moves"})");
    EXPECT_GT(child.last_new(), 0u) << "a first moves request runs the move generator";
    const std::size_t after_first_moves = child.distinct_features();
    for (int again = 0; again < 2; ++again) ran(child, R"({"cmd":"moves"})");
    EXPECT_EQ(child.last_new(), 0u) << "the same request on the same position";
    EXPECT_GT(child.last_features().size(), 0u);
    // What the moves requests ran, taken once: their union, none of it new.
    const std::vector<std::uint32_t> moves_features = child.take_accumulated();
    EXPECT_TRUE(std::is_sorted(moves_features.begin(), moves_features.end()));
    EXPECT_TRUE(std::includes(moves_features.begin(), moves_features.end(), child.last_features().begin(),
                              child.last_features().end()));
    EXPECT_FALSE(before_moves.empty());
    EXPECT_TRUE(child.take_accumulated().empty());
    ask(child, R"({"cmd":"belief_start","colour":"w","own_observation":true})");
    ran(child, R"({"cmd":"play","move":"e7e5"})");
    EXPECT_GT(child.last_new(), 0u) << "a play that updates a belief runs new code";
    EXPECT_GT(child.distinct_features(), after_first_moves);
}

bool segment_exists(int id) {
    shmid_ds info{};
    return ::shmctl(id, IPC_STAT, &info) == 0;
}

TEST(AflMap, CountClassesAreAflsBuckets) {
    const std::vector<std::pair<int, std::uint32_t>> expected = {{1, 0},  {2, 1},  {3, 2},   {4, 3},   {7, 3},
                                                                  {8, 4},  {15, 4}, {16, 5}, {31, 5},  {32, 6},
                                                                  {127, 6}, {128, 7}, {255, 7}};
    for (const auto& [hits, cls] : expected) EXPECT_EQ(coverage::AflMap::count_class(std::uint8_t(hits)), cls) << hits;
}

TEST(AflMap, ASegmentIsGoneOnceNobodyIsAttached) {
    int id = -1;
    {
        coverage::AflMap map(100);
        id = map.id();
        EXPECT_EQ(map.size(), 128u);
        EXPECT_TRUE(segment_exists(id));
    }
    EXPECT_FALSE(segment_exists(id)) << "shared memory segment " << id << " outlived its map";
}

TEST(AflMap, AnUnreadableSizeIsNamed) {
    ::setenv("AFL_MAP_SIZE", "64k", 1);
    try {
        coverage::AflMap::size_from_environment();
        ADD_FAILURE() << "AFL_MAP_SIZE=64k accepted";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("AFL_MAP_SIZE: '64k'"), std::string::npos) << e.what();
    }
    ::unsetenv("AFL_MAP_SIZE");
    EXPECT_EQ(coverage::AflMap::size_from_environment(), coverage::AflMap::kDefaultSize);
}

TEST(SideChannelLines, FeatureLinesAreSortedDistinctAndCheckedWord_by_word) {
    EXPECT_EQ(coverage::parse_feature_line("ff 1  ffffffff 1"), (std::vector<std::uint32_t>{1, 0xff, 0xffffffff}));
    EXPECT_TRUE(coverage::parse_feature_line("").empty());
    EXPECT_THROW(coverage::parse_feature_line("12 1ffffffff"), std::invalid_argument);  // 33 bits
    try {
        coverage::parse_feature_line("a0 zz");
        ADD_FAILURE();
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("'zz' at byte 3"), std::string::npos) << e.what();
    }
    EXPECT_EQ(coverage::hello_language("fogproof-coverage 2 node"), "node");
    EXPECT_FALSE(coverage::hello_language("fogproof-coverage 1 node")) << "a take after every reply: not ours now";
}

TEST(FeatureTally, CountsOnlyWhatItNeverSaw) {
    coverage::FeatureTally tally;
    EXPECT_EQ(tally.add({1, 2, 3}), 3u);
    EXPECT_EQ(tally.count_new({2, 3, 4, 5}), 2u);
    EXPECT_EQ(tally.distinct(), 3u) << "count_new adds nothing";
    EXPECT_EQ(tally.add({3, 4}), 1u);
    EXPECT_EQ(tally.distinct(), 4u);
}

TEST(DeltaDiversity, APairIsNewWhenEitherSideDiffers) {
    coverage::DeltaDiversity pairs;
    EXPECT_TRUE(pairs.note(1, 2));
    EXPECT_FALSE(pairs.note(1, 2)) << "the same pair again";
    EXPECT_TRUE(pairs.note(1, 3)) << "same reference feature, another child feature";
    EXPECT_TRUE(pairs.note(2, 2)) << "another reference feature, same child feature";
    EXPECT_TRUE(pairs.note(2, 1)) << "the halves are not interchangeable";
    EXPECT_TRUE(pairs.note(300, 0xFFFFFu)) << "the last column of a later row";
    EXPECT_FALSE(pairs.note(300, 0xFFFFFu));
    EXPECT_FALSE(pairs.note(1, 2 | 1u << coverage::DeltaDiversity::kColumnBits)) << "a child feature's column: its low bits";
    EXPECT_EQ(pairs.distinct(), 5u);
}

#ifdef FOGPROOF_AFL_SERVE_CLI
// fogproof has more edges than AFL++'s default map (74,945 built by
// afl-clang-fast++ 4.04c; AFL_DUMP_MAP_SIZE=1 says): a map of 2^17.
constexpr std::size_t kServeMapSize = std::size_t(1) << 17;

TEST(CoverageChannel, TheAflBuiltServeFillsTheMap) {
    CoverageChannel child(FOGPROOF_AFL_SERVE_CLI " serve --impl engine", kServeMapSize);
    expect_new_paths_then_none(child, "AFL++ map");
}

TEST(CoverageChannel, NoSegmentOutlivesAChildKilledMidRequest) {
    int id = -1;
    {
        CoverageChannel child(FOGPROOF_AFL_SERVE_CLI " serve --impl engine", kServeMapSize);
        ask(child, R"({"cmd":"hello"})");
        id = child.map_id();
        EXPECT_TRUE(segment_exists(id));
        ask(child, kAfterE4);
        child.write_line(R"({"cmd":"moves"})");
    }  // killed without its reply read
    EXPECT_FALSE(segment_exists(id)) << "shared memory segment " << id << " outlived the child and its channel";
}
#endif

TEST(CoverageChannel, ThePythonShimReportsArcs) {
    CoverageChannel child("PYTHONPATH=" FOGPROOF_PYTHON_MODULE_DIR ":" FOGPROOF_PYTHON_EXAMPLES_DIR " " FOGPROOF_CLI
                          " cov python -m plain_fog");
    expect_new_paths_then_none(child, "python shim");
}

TEST(CoverageChannel, TheNodeShimReportsBlocks) {
    CoverageChannel child(FOGPROOF_CLI " cov node " FOGPROOF_ADAPTERS_DIR "/chessjs/adapter.mjs --key xfen");
    expect_new_paths_then_none(child, "node shim");
}

// A loop run 5 times or 50 is the same path: a shim's features carry no
// hit counts (with them, most games looked new to the search). A loop not
// run at all is another path.
void expect_presence_not_counts(const std::string& command) {
    CoverageChannel child(command);
    ran(child, R"({"cmd":"load","n":1})");  // the child's start-up is no part of a loop
    const std::vector<std::uint32_t> five = ran(child, R"({"cmd":"load","n":5})");
    const std::vector<std::uint32_t> fifty = ran(child, R"({"cmd":"load","n":50})");
    EXPECT_TRUE(child.taken_at_requests());
    EXPECT_FALSE(five.empty()) << child.stderr_tail();
    EXPECT_EQ(five, fifty) << "more turns of the same loop";
    EXPECT_NE(ran(child, R"({"cmd":"load","n":0})"), five) << "the loop's body not run";
}

// A shim takes the child's coverage once a ply, not after every reply: the
// questions of a ply come back with no features, and all they ran comes
// with the next play (or hello).
void expect_one_take_a_ply(const std::string& command) {
    CoverageChannel child(command);
    ask(child, R"({"cmd":"load","n":1})");
    ask(child, R"({"cmd":"load","n":5})");  // carries the first load
    for (int question = 0; question < 3; ++question) {
        ask(child, R"({"cmd":"vision","n":7})");
        EXPECT_TRUE(child.last_features().empty()) << "a question's reply carries nothing";
    }
    ask(child, R"({"cmd":"play","n":0})");
    EXPECT_FALSE(child.last_features().empty()) << "the ply before the play, whole";
}

TEST(CoverageChannel, TheNodeShimSendsBlocksRunNotHowOften) {
    expect_presence_not_counts(FOGPROOF_CLI " cov node " FOGPROOF_TEST_CHILDREN_DIR "/loop_child.mjs");
}

TEST(CoverageChannel, ThePythonShimSendsArcsRunNotHowOften) {
    expect_presence_not_counts(FOGPROOF_CLI " cov python " FOGPROOF_TEST_CHILDREN_DIR "/loop_child.py");
}

TEST(CoverageChannel, TheNodeShimTakesOnceAPly) {
    expect_one_take_a_ply(FOGPROOF_CLI " cov node " FOGPROOF_TEST_CHILDREN_DIR "/loop_child.mjs");
}

TEST(CoverageChannel, ThePythonShimTakesOnceAPly) {
    expect_one_take_a_ply(FOGPROOF_CLI " cov python " FOGPROOF_TEST_CHILDREN_DIR "/loop_child.py");
}

TEST(CoverageChannel, AChildWithoutCoverageReportsNone) {
    CoverageChannel child("while read line; do echo '{}'; done");
    ask(child, R"({"cmd":"hello"})");
    EXPECT_TRUE(child.last_features().empty());
    EXPECT_EQ(child.source(), "");
}

TEST(CoverageChannel, AMalformedFeatureLineIsNamed) {
    // A shim's hello, then a feature line with a word that is no id.
    CoverageChannel child("python3 -c \"import os, sys; os.write(" + std::to_string(coverage::kSideFd) +
                          ", b'fogproof-coverage 2 test\\\\n'); sys.stdin.readline(); os.write(" +
                          std::to_string(coverage::kSideFd) + ", b'zz\\\\n'); print('{}')\"");
    child.write_line("{}");
    try {
        child.read_line(5s, 1000);
        ADD_FAILURE() << "a feature line 'zz' accepted";
    } catch (const std::runtime_error& e) {
        EXPECT_NE(std::string(e.what()).find("'zz'"), std::string::npos) << e.what();
    }
}

}  // namespace
