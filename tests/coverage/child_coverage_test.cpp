// `fogproof diff --coverage`'s side of the coverage channel
// (external/diff/child_coverage.hpp): a child's features split into plies
// where the diff asks it to play, and a child started again after a
// restart still watched.
#include "external/diff/child_coverage.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <string>

#include "external/protocol/protocol_client.hpp"

namespace {

using namespace std::chrono_literals;

constexpr const char* kNodeChild = FOGPROOF_CLI " cov node " FOGPROOF_ADAPTERS_DIR "/chessjs/adapter.mjs --key xfen";

void ask(external::LineChannel& child, const std::string& request) {
    ASSERT_TRUE(child.write_line(request)) << request;
    const auto reply = child.read_line(20s, 1 << 20);
    ASSERT_EQ(reply.status, external::LineChannel::ReadStatus::Line) << request << "\n" << child.stderr_tail();
}

TEST(ChildCoverage, PliesBeginAtEachPlay) {
    external::ChildCoverage coverage(kNodeChild);
    auto child = coverage.open();
    ask(*child, R"({"cmd":"hello"})");
    coverage.take_game();  // the hello is no game's
    ask(*child, R"({"cmd":"load","fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"})");
    ask(*child, R"({"cmd":"moves"})");
    ask(*child, R"({"cmd":"play","move":"e2e4"})");
    ask(*child, R"({"cmd":"moves"})");
    ask(*child, R"({"cmd":"play","move":"e7e5"})");
    const auto plies = coverage.take_game();
    ASSERT_EQ(plies.size(), 3u);
    for (const auto& ply : plies) {
        EXPECT_FALSE(ply.empty());
        EXPECT_TRUE(std::is_sorted(ply.begin(), ply.end()));
        EXPECT_EQ(std::adjacent_find(ply.begin(), ply.end()), ply.end()) << "distinct";
    }
    EXPECT_NE(plies[0], plies[1]) << "a load and a play run different code";
    EXPECT_EQ(coverage.source(), "node shim");
    EXPECT_FALSE(coverage.afl_classes());
    // 6 asked, and 2 hellos by which take_game() closed the last ply (the
    // shim takes what ran when a play, load or hello arrives); without the
    // second, the last ply would be empty.
    EXPECT_EQ(coverage.replies(), 8u);
    const auto none = coverage.take_game();
    ASSERT_EQ(none.size(), 1u);
    EXPECT_TRUE(none[0].empty());
    child->stop(1000ms);
}

TEST(ChildCoverage, ARestartedChildIsWatchedToo) {
    external::ChildCoverage coverage(kNodeChild);
    external::ProtocolClient client([&coverage] { return coverage.open(); }, "node child", 20000ms, 1 << 20);
    const nlohmann::json hello = {{"cmd", "hello"}};
    client.send(hello);
    client.receive(hello);
    const std::size_t before = coverage.replies_with_features();
    EXPECT_EQ(before, 1u);
    ASSERT_TRUE(client.restart());
    client.send(hello);
    client.receive(hello);
    EXPECT_EQ(coverage.replies_with_features(), 2u);
    client.quit();
}

}  // namespace
