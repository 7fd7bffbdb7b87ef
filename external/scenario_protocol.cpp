// The protocol target (external/fuzz_scenarios.hpp): any reply lines, read
// by the code `fogproof diff` runs: ExternalImplementation (parsing, field
// checks), the diff game (its reading of FENs, squares and moves, the
// disagreement) and the reports and messages built from them. The peer is
// a ScriptedChannel, so a fuzz input is a whole conversation.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <string_view>

#include "external/bounded_json.hpp"
#include "external/diff_sources.hpp"
#include "external/fuzz_scenarios.hpp"
#include "external/scripted_channel.hpp"

namespace external {
namespace {

// A hello that supports everything, so that the game starts and every
// later request is asked.
constexpr const char* kHello =
    R"({"name":"scripted","protocol":1,"supports":["fen","moves","vision","play","observation","belief"]})";

constexpr std::array<std::size_t, 4> kReplyBounds = {64, 512, 4096, ProtocolClient::kDefaultMaxReplyBytes};

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

harness::ScenarioReport run_protocol_scenario(const std::uint8_t* data, std::size_t size) {
    const std::uint8_t choices = size > 0 ? data[0] : 0;
    const std::uint8_t game_index = size > 1 ? data[1] : 0;
    const std::size_t skipped = std::min<std::size_t>(size, 2);
    const std::string_view text(reinterpret_cast<const char*>(data) + skipped, size - skipped);

    const std::size_t max_reply_bytes = kReplyBounds[choices & 3];
    const auto after = choices & 4 ? ScriptedChannel::AfterLastLine::Silence : ScriptedChannel::AfterLastLine::Close;
    DiffSettings settings;
    settings.reference = choices & 8 ? "engine" : "oracle";
    settings.max_plies = kMaxProtocolPlies;
    settings.belief_limit = kProtocolBeliefLimit;
    const bool hello_prepended = !(choices & 16);

    harness::ScenarioReport report;
    report.target = "protocol";
    report.settings = {{"reply bound", fmt::format("{} bytes", max_reply_bytes)},
                       {"after the last line", choices & 4 ? "silence (timeout)" : "close"},
                       {"reference", settings.reference},
                       {"hello", hello_prepended ? "prepended" : "the first line"}};
    const std::optional<DiffGame> game = random_game(1, game_index, kMaxProtocolPlies);
    if (!game) throw std::logic_error("random_game rejected its own start");
    report.start_fen = game->start_fen;
    report.settings.push_back({"game", game->source});

    std::vector<std::string> lines = split_lines(text);
    if (hello_prepended) lines.insert(lines.begin(), kHello);
    report.settings.push_back({"reply lines", std::to_string(lines.size())});
    try {
        ExternalImplementation peer(std::make_unique<ScriptedChannel>(std::move(lines), after), "scripted peer",
                                    settings.reference, std::chrono::milliseconds(1), max_reply_bytes);
        const DiffGameResult result = run_diff_game(peer, *game, settings);
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
