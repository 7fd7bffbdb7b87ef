// The serve target (external/protocol/scenario_serve.hpp): request lines,
// any bytes, into the server `fogproof serve` runs. Around each line the
// state is read through the server's own answers, so that an error reply
// can be held to its promise: nothing changed.
#include "external/protocol/scenario_serve.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <string_view>

#include "external/protocol/bounded_json.hpp"
#include "external/protocol/protocol_server.hpp"

namespace external {
namespace {

// The questions whose answers make up the state a bad request must leave alone.
constexpr std::array<const char*, 6> kStateQuestions = {R"({"cmd":"fen"})",
                                                        R"({"cmd":"moves"})",
                                                        R"({"cmd":"observation","colour":"w"})",
                                                        R"({"cmd":"observation","colour":"b"})",
                                                        R"({"cmd":"belief","colour":"w","limit":0})",
                                                        R"({"cmd":"belief","colour":"b","limit":0})"};

struct State {
    std::vector<std::string> answers;  // the replies to kStateQuestions, in order
    std::size_t largest_belief = 0;
};

State state_of(ProtocolServer& server) {
    State state;
    for (const char* question : kStateQuestions) {
        const std::string reply = server.reply_line(question).value_or("(none)");
        if (std::string_view(question).find("belief") != std::string_view::npos) {
            const BoundedJson parsed = parse_bounded_json(reply);
            const auto size = parsed.error.empty() ? parsed.value.find("size") : parsed.value.end();
            if (size != parsed.value.end() && size->is_number_unsigned())
                state.largest_belief = std::max(state.largest_belief, size->get<std::size_t>());
        }
        state.answers.push_back(reply);
    }
    return state;
}

bool is_quit(const std::string& line) {
    const BoundedJson parsed = parse_bounded_json(line);
    if (!parsed.error.empty() || !parsed.value.is_object()) return false;
    const auto cmd = parsed.value.find("cmd");
    return cmd != parsed.value.end() && cmd->is_string() && cmd->get<std::string>() == "quit";
}

std::vector<std::string> request_lines(std::string_view text) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start < text.size() && lines.size() < kMaxServeRequests) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        lines.emplace_back(text.substr(start, end - start));
        start = end + 1;
    }
    return lines;
}

}  // namespace

harness::ScenarioReport run_serve_scenario(const std::uint8_t* data, std::size_t size) {
    const std::uint8_t choices = size > 0 ? data[0] : 0;
    const std::size_t skipped = std::min<std::size_t>(size, 1);
    const std::string_view text(reinterpret_cast<const char*>(data) + skipped, size - skipped);
    const std::string impl = choices & 1 ? "oracle" : "engine";
    constexpr std::array<harness::Spelling, 3> spellings = {harness::Spelling::Full, harness::Spelling::Xfen,
                                                            harness::Spelling::Legal};
    constexpr std::array<const char*, 3> spelling_names = {"full", "xfen", "legal"};
    const std::size_t spelling = ((choices >> 1) & 3) % spellings.size();

    harness::ScenarioReport report;
    report.target = "serve";
    report.settings = {{"implementation", impl}, {"spelling", spelling_names[spelling]}};
    ProtocolServer server(impl, spellings[spelling]);
    const auto fail = [&](std::size_t index, const std::string& check, const std::string& line,
                          const std::string& details) {
        report.failure = harness::ScenarioFailure{
            index, check, std::nullopt, "", "", fmt::format("request {}: {}; {}", index + 1, excerpt(line), details)};
    };

    const std::vector<std::string> lines = request_lines(text);
    std::size_t answered = 0;
    // The state after each line is the state before the next.
    State before = state_of(server);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (before.largest_belief > kServeBeliefStop) {
            report.settings.push_back({"stopped", fmt::format("a P passed {} boards", kServeBeliefStop)});
            break;
        }
        const std::optional<std::string> reply = server.reply_line(lines[i]);
        if (!reply) {
            if (!is_quit(lines[i])) fail(i, "every request but quit is answered", lines[i], "no reply");
            break;
        }
        ++answered;
        const BoundedJson parsed = parse_bounded_json(*reply);
        if (!parsed.error.empty() || !parsed.value.is_object() || reply->find('\n') != std::string::npos) {
            fail(i, "every reply is one line holding a JSON object", lines[i], "reply: " + excerpt(*reply));
            break;
        }
        State after = state_of(server);
        if (parsed.value.contains("error"))
            for (std::size_t q = 0; q < kStateQuestions.size(); ++q)
                if (before.answers[q] != after.answers[q]) {
                    fail(i, "an error reply leaves the state as it was", lines[i],
                         fmt::format("reply {}; {} answered {} before, {} after", excerpt(*reply), kStateQuestions[q],
                                     excerpt(before.answers[q]), excerpt(after.answers[q])));
                    return report;
                }
        before = std::move(after);
    }
    report.settings.push_back({"requests answered", std::to_string(answered)});
    return report;
}

}  // namespace external
