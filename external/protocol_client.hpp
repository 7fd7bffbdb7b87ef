// The harness side of the external protocol (docs/protocol.md): one JSON
// request line to the child, one JSON reply line back. Every way a child can
// break the protocol becomes a ProtocolError whose message names the
// request, the reply (or its absence) and the last lines of the child's
// stderr: the text `fogproof diff` prints before it exits with code 2.
#pragma once

#include <chrono>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "external/child_process.hpp"
#include "external/transport.hpp"

namespace external {

class ProtocolClient final : public Transport {
public:
    static constexpr std::chrono::milliseconds kDefaultTimeout{10000};

    // Starts the child; throws ProtocolError when it cannot be started.
    ProtocolClient(std::string command, std::chrono::milliseconds timeout = kDefaultTimeout);
    ~ProtocolClient() override;

    // Throws ProtocolError on a reply that is not a JSON object, a
    // timeout, or a child that ended.
    void send(const nlohmann::json& request) override;
    nlohmann::json receive(const nlohmann::json& request) override;
    // Sends quit and reaps the child (killing it if it lingers).
    void quit() override;

    const std::string& command() const override { return command_; }
    // The child's last lines of stderr.
    std::string diagnostics() const override;

private:
    std::string command_;
    std::chrono::milliseconds timeout_;
    std::unique_ptr<ChildProcess> child_;
};

}  // namespace external
