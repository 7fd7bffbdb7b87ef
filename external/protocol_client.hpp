// The harness side of the external protocol (docs/protocol.md): one JSON
// request line to the peer, one JSON reply line back. Every way a peer can
// break the protocol becomes a ProtocolError whose message names the
// request, the reply as it came (printable, cut) or its absence, and the
// last lines of the peer's stderr: the text `fogproof diff` prints before
// it exits with code 2. A reply longer than the byte bound or nested
// deeper than kMaxJsonDepth is such a fault too, and a too-long reply ends
// the conversation.
#pragma once

#include <chrono>
#include <memory>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>

#include "external/line_channel.hpp"

namespace external {

struct ProtocolError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// A reply: the parsed object and the line it was read from. Messages quote
// the line, never a re-serialized value.
struct Reply {
    nlohmann::json json;
    std::string text;
};

class ProtocolClient {
public:
    static constexpr std::chrono::milliseconds kDefaultTimeout{10000};
    // Far above any real reply: a belief of 200 boards is about 15 kB.
    static constexpr std::size_t kDefaultMaxReplyBytes = std::size_t(1) << 20;

    // Starts the command as a child process; throws ProtocolError when it
    // cannot be started.
    explicit ProtocolClient(std::string command, std::chrono::milliseconds timeout = kDefaultTimeout,
                            std::size_t max_reply_bytes = kDefaultMaxReplyBytes);
    // Talks over a ready channel; `label` names the peer in messages.
    ProtocolClient(std::unique_ptr<LineChannel> channel, std::string label, std::chrono::milliseconds timeout,
                   std::size_t max_reply_bytes);
    ~ProtocolClient();

    // Sends `request` and returns the reply object. Throws ProtocolError on
    // a reply that is not a JSON object, too long or too deep, a timeout,
    // or a peer that ended.
    Reply request(const nlohmann::json& request);
    // The same in two halves, so the caller can work while the peer does.
    void send(const nlohmann::json& request);
    Reply receive(const nlohmann::json& request);

    // The reply's field `name`, which must exist and have the given type;
    // otherwise a ProtocolError naming the request and the reply.
    const nlohmann::json& field(const nlohmann::json& request, const Reply& reply, const std::string& name,
                                nlohmann::json::value_t type) const;

    // A ProtocolError about this request and the reply text (shown
    // printable and cut), with the stderr tail.
    [[noreturn]] void fault(const std::string& what, const nlohmann::json& request, const std::string& reply) const;

    // Sends quit and ends the conversation (killing a child that lingers).
    void quit();

    const std::string& command() const { return command_; }
    std::size_t round_trips() const { return round_trips_; }

private:
    std::string command_;
    std::chrono::milliseconds timeout_;
    std::size_t max_reply_bytes_;
    std::unique_ptr<LineChannel> channel_;
    std::size_t round_trips_ = 0;
};

// A JSON value's type in words, for messages ("an array", "a string").
std::string json_type_words(nlohmann::json::value_t type);

}  // namespace external
