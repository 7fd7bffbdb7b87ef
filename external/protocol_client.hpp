// The harness side of the external protocol (docs/protocol.md): one JSON
// request line to the child, one JSON reply line back. Every way a child can
// break the protocol becomes a ProtocolError whose message names the
// request, the reply (or its absence) and the last lines of the child's
// stderr: the text `fogproof diff` prints before it exits with code 2.
#pragma once

#include <chrono>
#include <memory>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>

#include "external/child_process.hpp"

namespace external {

struct ProtocolError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

class ProtocolClient {
public:
    static constexpr std::chrono::milliseconds kDefaultTimeout{10000};

    // Starts the child; throws ProtocolError when it cannot be started.
    ProtocolClient(std::string command, std::chrono::milliseconds timeout = kDefaultTimeout);
    ~ProtocolClient();

    // Sends `request` and returns the reply object. Throws ProtocolError on
    // a reply that is not a JSON object, a timeout, or a child that ended.
    nlohmann::json request(const nlohmann::json& request);
    // The same in two halves, so the caller can work while the child does.
    void send(const nlohmann::json& request);
    nlohmann::json receive(const nlohmann::json& request);

    // The reply's field `name`, which must exist and have the given type;
    // otherwise a ProtocolError naming the request and the reply.
    const nlohmann::json& field(const nlohmann::json& request, const nlohmann::json& reply, const std::string& name,
                                nlohmann::json::value_t type) const;

    // A ProtocolError about this request and reply, with the stderr tail.
    [[noreturn]] void fault(const std::string& what, const nlohmann::json& request, const std::string& reply) const;

    // Sends quit and reaps the child (killing it if it lingers).
    void quit();

    const std::string& command() const { return command_; }
    std::size_t round_trips() const { return round_trips_; }

private:
    std::string command_;
    std::chrono::milliseconds timeout_;
    std::unique_ptr<ChildProcess> child_;
    std::size_t round_trips_ = 0;
};

// A JSON value's type in words, for messages ("an array", "a string").
std::string json_type_words(nlohmann::json::value_t type);

}  // namespace external
