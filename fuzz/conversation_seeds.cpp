// Writes seeds for the protocol and serve targets from a real conversation:
// `fogproof diff`'s game played against fogproof's own server in process,
// every request and reply recorded. A protocol seed is the choices byte,
// the game byte and the server's replies (so a fuzzer starts from a peer
// that answers everything right and mutates from there); a serve seed is
// the choices byte and the requests the game sent.
//
//   fuzz_conversation_seeds protocol CHOICES GAME [SPELLING] > corpus/protocol/NAME
//   fuzz_conversation_seeds serve CHOICES GAME > corpus/serve/NAME
//
// CHOICES and GAME are the first two bytes of a protocol input (external/
// fuzz_scenarios.hpp); SPELLING (full, xfen, legal) is the server's, `legal`
// giving a conversation that ends in a disagreement. For serve, CHOICES is
// also the serve input's first byte. A protocol seed is run once more
// before it is written, and its outcome printed on stderr.
#include <deque>
#include <iostream>
#include <string>
#include <vector>

#include "external/diff/fuzz_scenarios.hpp"
#include "external/protocol/protocol_server.hpp"
#include "external/diff/comparisons/lockstep_game.hpp"

namespace {

struct Transcript {
    std::vector<std::string> requests;
    std::vector<std::string> replies;
};

// A peer that is fogproof's own server, answering in process.
class ServedChannel final : public external::LineChannel {
public:
    ServedChannel(harness::Spelling spelling, Transcript& transcript)
        : server_("engine", spelling), transcript_(transcript) {}

    bool write_line(const std::string& line) override {
        transcript_.requests.push_back(line);
        if (auto reply = server_.reply_line(line)) unread_.push_back(*reply);
        return true;
    }
    ReadResult read_line(std::chrono::milliseconds, std::size_t) override {
        if (unread_.empty()) return {ReadStatus::Closed, {}};
        transcript_.replies.push_back(unread_.front());
        unread_.pop_front();
        return {ReadStatus::Line, transcript_.replies.back()};
    }
    std::string stderr_tail() const override { return ""; }
    std::string stop(std::chrono::milliseconds) override { return "stopped"; }

private:
    external::ProtocolServer server_;
    Transcript& transcript_;
    std::deque<std::string> unread_;
};

int usage() {
    std::cerr << "usage: fuzz_conversation_seeds protocol|serve CHOICES GAME [full|xfen|legal]\n";
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 4 || argc > 5) return usage();
    const std::string target = argv[1];
    if (target != "protocol" && target != "serve") return usage();
    const auto choices = std::uint8_t(std::stoi(argv[2]));
    const auto game_index = std::uint8_t(std::stoi(argv[3]));
    const auto spelling = harness::spelling_from_name(argc == 5 ? argv[4] : "xfen");
    if (!spelling) return usage();

    const external::ProtocolConversation c = external::protocol_conversation(choices, game_index);
    Transcript transcript;
    try {
        external::ExternalImplementation peer(std::make_unique<ServedChannel>(*spelling, transcript), "served",
                                              c.settings.reference);
        external::run_diff_game(peer, c.game, c.settings);
    } catch (const std::exception& e) {
        std::cerr << "fuzz_conversation_seeds: the conversation ended early: " << e.what() << '\n';
    }
    std::string bytes{char(choices), char(game_index)};
    if (target == "serve") bytes.pop_back();
    const std::vector<std::string>& lines = target == "serve" ? transcript.requests : transcript.replies;
    // The scenario prepends its own hello unless the choices say otherwise.
    const std::size_t first = target == "protocol" && c.hello_prepended ? 1 : 0;
    for (std::size_t i = first; i < lines.size(); ++i) bytes += (i > first ? "\n" : "") + lines[i];

    const auto* data = reinterpret_cast<const std::uint8_t*>(bytes.data());
    const auto report = external::run_fuzz_scenario(target, data, bytes.size());
    for (const auto& [name, value] : report->settings)
        if (name == "outcome" || name == "requests answered") std::cerr << name << ": " << value << '\n';
    if (!report->passed()) {
        std::cerr << "fuzz_conversation_seeds: the seed fails its own target:\n" << harness::report_text(*report);
        return 1;
    }
    std::cout << bytes;
    return 0;
}
