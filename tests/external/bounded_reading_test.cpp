// The bounds on what a peer sends, below the protocol: the depth scan that
// runs before any JSON is parsed, the excerpts messages quote, a real
// child's line and stderr cut while they are read, and a request to `serve`
// longer than its bound.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "external/protocol/bounded_json.hpp"
#include "external/protocol/child_process.hpp"
#include "external/protocol/protocol_server.hpp"

namespace {

using external::nests_deeper_than;

TEST(BoundedJson, DepthCountsArraysAndObjectsOutsideStrings) {
    EXPECT_FALSE(nests_deeper_than(R"({"a":[1,{"b":[]}],"c":{}})", 4));
    EXPECT_TRUE(nests_deeper_than(R"({"a":[1,{"b":[]}],"c":{}})", 3));
    // Brackets inside strings, escaped quotes included, do not count.
    EXPECT_FALSE(nests_deeper_than(R"(["[[[[{{{{", "\"[[[[", "\\", "]]]"])", 1));
    EXPECT_TRUE(nests_deeper_than(R"(["\\"],[[]])", 1));
    EXPECT_TRUE(nests_deeper_than(std::string(100'000, '[') + std::string(100'000, ']'), 64));
}

TEST(BoundedJson, ParseRefusesDepthNulAndNonJsonSayingWhich) {
    EXPECT_EQ(external::parse_bounded_json(R"({"ok":true})").error, "");
    EXPECT_EQ(external::parse_bounded_json(std::string(65, '[') + std::string(65, ']')).error,
              "nested deeper than 64 levels");
    EXPECT_EQ(external::parse_bounded_json(std::string(64, '[') + std::string(64, ']')).error, "");
    EXPECT_EQ(external::parse_bounded_json(std::string("{\"ok\":true}\0x", 13)).error,
              "not JSON (a NUL byte at offset 11)");
    EXPECT_EQ(external::parse_bounded_json("{\"a\":\"\xff\"}").error, "not JSON");
}

TEST(BoundedJson, ExcerptsArePrintableAndSayTheLength) {
    EXPECT_EQ(external::excerpt("plain"), "plain");
    EXPECT_EQ(external::excerpt("a\nb\xff"), "a\\x0ab\\xff");
    EXPECT_EQ(external::excerpt(std::string(1000, 'x'), 4), "xxxx... (1000 bytes)");
    EXPECT_EQ(external::value_excerpt(nlohmann::json::parse(R"([1,"\u00e9"])"), 100), "[1,\"\\xc3\\xa9\"]");
}

TEST(ChildProcess, ALongLineIsCutWhileReadingAndALineOfExactlyTheBoundIsKept) {
    external::ChildProcess child("head -c 3000000 /dev/zero | tr '\\0' a; echo; echo short");
    const auto long_line = child.read_line(std::chrono::seconds(10), 1000);
    EXPECT_EQ(long_line.status, external::LineChannel::ReadStatus::TooLong);
    EXPECT_EQ(long_line.line, std::string(1000, 'a'));
    child.stop(std::chrono::milliseconds(0));
    external::ChildProcess second("printf 'exactly\\nshort\\n'");
    const auto exact = second.read_line(std::chrono::seconds(10), 7);
    EXPECT_EQ(exact.status, external::LineChannel::ReadStatus::Line);
    EXPECT_EQ(exact.line, "exactly");
}

TEST(ChildProcess, TheStderrTailKeepsTheLastLinesEachCut) {
    external::ChildProcess child(
        "i=0; while [ $i -lt 30 ]; do head -c 10000 /dev/zero | tr '\\0' e >&2; echo \" $i\" >&2; i=$((i+1)); done; "
        "printf '\\033[31m\\n' >&2; echo done");
    EXPECT_EQ(child.read_line(std::chrono::seconds(10), 100).line, "done");
    child.stop(std::chrono::milliseconds(500));
    const std::string tail = child.stderr_tail();
    std::size_t lines = 0, start = 0;
    for (std::size_t end; (end = tail.find('\n', start)) != std::string::npos; start = end + 1, ++lines)
        EXPECT_LE(end - start, external::ChildProcess::kStderrLineBytes + 40) << tail.substr(start, end - start);
    EXPECT_EQ(lines, external::ChildProcess::kStderrLines);
    EXPECT_NE(tail.find("... (10003 bytes)"), std::string::npos) << tail;
    EXPECT_NE(tail.find("\\x1b[31m"), std::string::npos) << tail;
}

TEST(ProtocolServer, ARequestPastTheBoundIsOneErrorAndTheNextRequestIsAnswered) {
    external::ProtocolServer server("engine", harness::Spelling::Xfen);
    const std::string hello = R"({"cmd":"hello"})";
    std::istringstream in(R"({"cmd":"hello","padding":")" + std::string(100'000, 'x') + "\"}\n" + hello + "\n");
    std::ostringstream out;
    server.serve(in, out, hello.size());
    std::istringstream replies(out.str());
    std::string first, second, more;
    std::getline(replies, first);
    std::getline(replies, second);
    EXPECT_EQ(first, fmt::format(R"({{"error":"the request is longer than {} bytes"}})", hello.size()));
    EXPECT_NE(second.find(R"("name":"fogproof-engine")"), std::string::npos) << second;
    EXPECT_FALSE(std::getline(replies, more)) << more;
}

}  // namespace
