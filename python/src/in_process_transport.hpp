// The transport of fogproof.diff: each request is answered by calling the
// Python object in this process (PythonPeer), in the order the requests
// were sent. No child process and no JSON text: the request is read as a
// JSON value and the reply built from the Python return value. A method
// that raises, runs past the time limit or returns what the protocol
// cannot carry is a ProtocolError, as a child that crashed, hung or wrote
// garbage would be; its traceback is the fault's diagnostics.
#pragma once

#include <deque>
#include <string>

#include "external/transport.hpp"
#include "python/src/python_peer.hpp"

namespace fogpy {

class InProcessTransport final : public external::Transport {
public:
    // `command`: how the report names the object (and, in a saved scenario,
    // the command `fogproof repro --against` runs).
    InProcessTransport(PythonPeer& peer, std::string command) : peer_(peer), command_(std::move(command)) {}

    // Requests wait here until their replies are read; the object is called then.
    void send(const nlohmann::json& request) override;
    nlohmann::json receive(const nlohmann::json& request) override;
    void quit() override { waiting_.clear(); }

    const std::string& command() const override { return command_; }
    std::string diagnostics() const override { return traceback_; }

    // The last fault came from the object (it raised, timed out or returned
    // what the protocol cannot carry), not from a reply the protocol rejected.
    bool object_failed() const { return !failure_.empty(); }
    const std::string& failure() const { return failure_; }

private:
    PythonPeer& peer_;
    std::string command_;
    std::deque<nlohmann::json> waiting_;
    std::string traceback_, failure_;
};

}  // namespace fogpy
