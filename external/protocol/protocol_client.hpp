// The harness side of the external protocol (docs/protocol.md) over a line
// channel (a child process, or the protocol fuzzer's scripted peer): one
// JSON request line, one JSON reply line back. Every way a peer can break
// the protocol becomes a ProtocolError whose message names the request, the
// reply (or its absence) and the last lines of the child's stderr: the text
// `fogproof diff` prints before it exits with code 2. A reply line is
// bounded while it is read (--max-reply-bytes), and its nesting before it
// is parsed (external/protocol/bounded_json.hpp).
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "external/protocol/line_channel.hpp"
#include "external/protocol/transport.hpp"

namespace external {

class ProtocolClient final : public Transport {
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
    // Talks over channels `open` makes: one now, another at each restart
    // (a child run under a coverage channel, external/coverage/). `open`
    // throws std::runtime_error when it cannot start one.
    using ChannelFactory = std::function<std::unique_ptr<LineChannel>()>;
    ProtocolClient(ChannelFactory open, std::string label, std::chrono::milliseconds timeout,
                   std::size_t max_reply_bytes);
    ~ProtocolClient() override;

    // Throws ProtocolError on a reply that is not a JSON object, too long or
    // too deep, a timeout, or a peer that ended.
    void send(const nlohmann::json& request) override;
    Reply receive(const nlohmann::json& request) override;
    // Sends quit and ends the conversation (killing a child that lingers).
    void quit() override;
    // A child started from a command, or by a channel factory, is started
    // again; a ready channel cannot be.
    bool restart() override;

    const std::string& command() const override { return command_; }
    // The child's last lines of stderr.
    std::string diagnostics() const override;

private:
    std::string command_;
    std::chrono::milliseconds timeout_;
    std::size_t max_reply_bytes_;
    std::unique_ptr<LineChannel> channel_;
    bool from_command_ = false;
    ChannelFactory open_;
};

}  // namespace external
