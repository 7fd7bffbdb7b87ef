// How fogproof reaches an implementation under test: one JSON request, one
// JSON reply, replies in the order of the requests (docs/protocol.md). A
// child process speaking JSON lines (ProtocolClient) and, in the Python
// module, a Python object called in process are both transports;
// everything above them (ExternalImplementation, the diff, the minimizer,
// the reports) is the same for both.
#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <utility>

namespace external {

// The implementation broke the protocol (exit code 2 in the CLI): its
// message names the request, the reply (or its absence) and whatever the
// transport knows besides (a child's last lines of stderr).
struct ProtocolError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// No reply within the time limit (the child was killed). A ProtocolError
// like any other, unless the caller knows why the child was slow (a
// belief update far larger than any it answered in time) and restarts it
// (Transport::restart): external/diff/comparisons/lockstep_game.cpp.
struct ReplyTimeout : ProtocolError {
    ReplyTimeout(const std::string& message, std::string request_text)
        : ProtocolError(message), request(std::move(request_text)) {}
    std::string request;  // the request that had no reply in time, as sent
};

// A reply: the parsed object and the text it was read from. Messages quote
// the text, cut, never a re-serialized value (external/protocol/bounded_json.hpp).
struct Reply {
    nlohmann::json json;
    std::string text;
};

class Transport {
public:
    virtual ~Transport() = default;

    // Sends a request; its reply is taken by receive(). Several requests
    // may be sent before their replies are read.
    virtual void send(const nlohmann::json& request) = 0;
    // The reply to `request`, which must be the oldest request still
    // unanswered. Throws ProtocolError when there is no reply object (none,
    // not JSON, too long or nested too deep).
    virtual Reply receive(const nlohmann::json& request) = 0;
    // Ends the conversation; the implementation is not asked anything after.
    virtual void quit() = 0;
    // After a ReplyTimeout: the implementation afresh (a new child of the
    // same command), every request still unanswered forgotten. False when
    // it cannot be started again (a scripted peer).
    virtual bool restart() { return false; }

    // How the implementation is reached, for messages: the command line of
    // a child, or a Python object's description.
    virtual const std::string& command() const = 0;
    // What a fault message shows besides the request and the reply (a
    // child's last lines of stderr); "" when there is nothing.
    virtual std::string diagnostics() const { return {}; }

    Reply request(const nlohmann::json& request) {
        send(request);
        return receive(request);
    }
    std::size_t round_trips() const { return round_trips_; }

    // The reply's field `name`, which must exist and have the given type;
    // otherwise a ProtocolError naming the request and the reply.
    const nlohmann::json& field(const nlohmann::json& request, const Reply& reply, const std::string& name,
                                nlohmann::json::value_t type) const;

    // A ProtocolError about this request and the reply text (quoted
    // printable and cut), with the diagnostics.
    [[noreturn]] void fault(const std::string& what, const nlohmann::json& request, const std::string& reply) const;
    // The same as a ReplyTimeout.
    [[noreturn]] void timed_out(const std::string& what, const nlohmann::json& request) const;

protected:
    // Each transport counts a request when it sends one.
    std::size_t round_trips_ = 0;
};

// A JSON value's type in words, for messages ("an array", "a string").
std::string json_type_words(nlohmann::json::value_t type);

}  // namespace external
