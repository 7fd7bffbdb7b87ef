// The protocol target (external/diff/fuzz_scenarios.hpp): any reply lines, read
// by the code `fogproof diff` runs: ExternalImplementation (parsing, field
// checks), the diff game (its reading of FENs, squares and moves, the
// disagreement) and the reports and messages built from them. The peer is
// a ScriptedChannel, so a fuzz input is a whole conversation.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <string_view>

#include "external/diff/sources/diff_sources.hpp"
#include "external/diff/fuzz_scenarios.hpp"
#include "external/protocol/bounded_json.hpp"
#include "external/protocol/scripted_channel.hpp"
#include "external/diff/comparisons/lockstep_game.hpp"

namespace external {
namespace {

constexpr std::array<std::size_t, 4> kReplyBounds = {ProtocolClient::kDefaultMaxReplyBytes, 4096, 512, 128};

// Bounds on what a peer can make fogproof print. A real report of a dozen
// plies is a few kilobytes; messages quote the reply cut to 400 bytes.
constexpr std::size_t kMaxMessageBytes = 16 * 1024;
constexpr std::size_t kMaxReportBytes = 64 * 1024;

std::vector<std::string> split_lines(std::string_view text) {
    std::vector<std::string> lines;
    if (text.empty()) return lines;
    std::size_t start = 0;
    for (;;) {
        const std::size_t end = text.find('\n', start);
        lines.emplace_back(text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
        if (end == std::string_view::npos) return lines;
        start = end + 1;
    }
}

// A message of many lines as one setting of the report.
std::string one_line(const std::string& text) {
    std::string out = text;
    std::replace(out.begin(), out.end(), '\n', '|');
    return excerpt(out, 2000);
}

void fail(harness::ScenarioReport& report, const std::string& check, const std::string& details) {
    report.failure = harness::ScenarioFailure{0, check, std::nullopt, "", "", details};
}

// What `fogproof diff` prints of a finding, in both forms, must stay small
// whatever the peer sent.
void check_finding(harness::ScenarioReport& report, const harness::ScenarioReport& finding) {
    const harness::ScenarioFailure& f = *finding.failure;
    report.settings.push_back({"outcome", fmt::format("disagree: {} after ply {}", f.check, f.ply)});
    if (f.disagreement)
        report.settings.push_back({"finding", one_line(f.disagreement->to_string("reference", "peer"))});
    const std::string text = harness::report_text(finding);
    const std::string json =
        harness::report_json(finding).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    if (text.size() > kMaxReportBytes || json.size() > kMaxReportBytes)
        fail(report, "a disagreement's report stays bounded",
             fmt::format("text {} bytes, JSON {} bytes, over {}", text.size(), json.size(), kMaxReportBytes));
}

void check_fault(harness::ScenarioReport& report, const std::string& kind, const std::string& message) {
    report.settings.push_back({"outcome", kind});
    report.settings.push_back({"message", one_line(message)});
    if (message.size() > kMaxMessageBytes)
        fail(report, "a fault's message stays bounded", fmt::format("{} bytes", message.size()));
    else if (kind == "protocol fault" && message.find("request: {\"cmd\":") == std::string::npos)
        fail(report, "a protocol fault names the request", message);
}

}  // namespace

ProtocolConversation protocol_conversation(std::uint8_t choices, std::uint8_t game_index) {
    ProtocolConversation c;
    c.max_reply_bytes = kReplyBounds[choices & 3];
    c.silent_after_last_line = choices & 4;
    c.settings.reference = choices & 8 ? "engine" : "oracle";
    c.settings.max_plies = kMaxProtocolPlies;
    c.settings.belief_limit = kProtocolBeliefLimit;
    c.hello_prepended = !(choices & 16);
    std::optional<DiffGame> game = random_game(1, game_index, kMaxProtocolPlies);
    if (!game) throw std::logic_error("random_game rejected its own start");
    c.game = std::move(*game);
    return c;
}

harness::ScenarioReport run_protocol_scenario(const std::uint8_t* data, std::size_t size) {
    const std::size_t skipped = std::min<std::size_t>(size, 2);
    const ProtocolConversation c = protocol_conversation(size > 0 ? data[0] : 0, size > 1 ? data[1] : 0);
    const std::string_view text(reinterpret_cast<const char*>(data) + skipped, size - skipped);

    harness::ScenarioReport report;
    report.target = "protocol";
    report.start_fen = c.game.start_fen;
    report.settings = {{"game", c.game.source},
                       {"reply bound", fmt::format("{} bytes", c.max_reply_bytes)},
                       {"after the last line", c.silent_after_last_line ? "silence (timeout)" : "close"},
                       {"reference", c.settings.reference},
                       {"hello", c.hello_prepended ? "prepended" : "the first line"}};
    std::vector<std::string> lines = split_lines(text);
    if (c.hello_prepended) lines.insert(lines.begin(), kScriptedHello);
    report.settings.push_back({"reply lines", std::to_string(lines.size())});
    const auto after =
        c.silent_after_last_line ? ScriptedChannel::AfterLastLine::Silence : ScriptedChannel::AfterLastLine::Close;
    try {
        ExternalImplementation peer(std::make_unique<ScriptedChannel>(std::move(lines), after), "scripted peer",
                                    c.settings.reference, std::chrono::milliseconds(1), c.max_reply_bytes);
        const DiffGameResult result = run_diff_game(peer, c.game, c.settings);
        report.steps = result.report.steps;
        if (!result.played)
            report.settings.push_back({"outcome", "start rejected by the reference"});
        else if (result.passed())
            report.settings.push_back({"outcome", "agree"});
        else
            check_finding(report, result.report);
    } catch (const ProtocolError& e) {
        check_fault(report, "protocol fault", e.what());
    } catch (const UnreadableAnswer& e) {
        check_fault(report, "unreadable answer", e.what());
    }
    return report;
}

}  // namespace external
