// The transport of fogproof.diff: the Python object is called in this
// process, with no child and no JSON text (requests are read as JSON
// values, replies built from the Python return values).
//
// The diff (external::run_diff: the reference's work, the comparisons, the
// minimizer) runs on a thread of its own that never touches Python, while
// the calling thread, which holds the GIL, answers its requests by calling
// the object (answer_requests). Requests are sent ahead (pipelining), so
// the object answers while the reference computes, as a child process
// would; the object's methods still run one at a time, in order, on the
// thread that called fogproof.diff.
//
// A method that raises, runs past the time limit or returns what the
// protocol cannot carry is a ProtocolError on the diff's side, as a child
// that crashed, hung or wrote garbage would be; its traceback is the
// fault's diagnostics.
#pragma once

#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <string>
#include <vector>

#include "external/protocol/transport.hpp"
#include "python/src/python_peer.hpp"

namespace fogpy {

// What passes between the two threads.
class RequestChannel {
public:
    struct Reply {
        nlohmann::json reply;
        bool failed = false;
        std::string what, details;  // when failed: CallFailed's
        double seconds = 0;         // how long the object took to answer
    };
    struct Work {
        std::vector<nlohmann::json> requests;
        std::vector<std::string> messages;
        bool finished = false;  // the diff's thread is done and nothing is left
    };

    // The diff's side. send and receive throw ProtocolError once the
    // calling thread has stopped the run.
    void send(const nlohmann::json& request);
    Reply receive();
    void message(std::string line);  // a progress line for the caller
    void finish();

    // The calling side: waits at most `wait` (call it without the GIL).
    Work take(std::chrono::milliseconds wait);
    void reply(Reply reply);
    void stop();

private:
    // Changes the shared state under the lock, then wakes the other side.
    template <typename Change>
    void update(std::condition_variable& wake, Change change) {
        {
            std::lock_guard lock(mutex_);
            change();
        }
        wake.notify_one();
    }

    std::mutex mutex_;
    std::condition_variable to_caller_, to_diff_;
    std::deque<nlohmann::json> requests_;
    std::deque<Reply> replies_;
    std::vector<std::string> messages_;
    bool finished_ = false, stopped_ = false;
};

class InProcessTransport final : public external::Transport {
public:
    // `command`: how the report names the object (and, in a saved scenario,
    // the command `fogproof repro --against` runs).
    // `update_limit`: a move or a belief request answered after more
    // seconds than this is a ReplyTimeout once it returns, as a child that
    // missed the reply limit: the diff then ends beliefs for that game when
    // P was far larger than any answered in time (a slow object), and the
    // object carries on from a load, as a restarted child would.
    InProcessTransport(RequestChannel& channel, std::string command, double update_limit)
        : channel_(channel), command_(std::move(command)), update_limit_(update_limit) {}

    void send(const nlohmann::json& request) override;
    external::Reply receive(const nlohmann::json& request) override;
    void quit() override {}
    // The object is still there: the replies still due are read and
    // dropped, and the conversation goes on.
    bool restart() override;

    const std::string& command() const override { return command_; }
    std::string diagnostics() const override { return traceback_; }

private:
    RequestChannel& channel_;
    std::string command_;
    double update_limit_;
    std::size_t outstanding_ = 0;  // sent, reply not received
    std::string traceback_;
};

// Runs `diff` on a thread of its own and, on this thread (which holds the
// GIL), answers the requests of `channel` by calling `peer` and passes its
// progress lines to `progress`, until `diff` returns. Rethrows what `diff`
// threw. A KeyboardInterrupt (Ctrl-C, checked between calls and inside
// them) or an exception of `progress` stops the run and is raised once the
// diff's thread has ended.
void answer_requests(PythonPeer& peer, RequestChannel& channel, const std::function<void()>& diff,
                     const std::function<void(const std::string&)>& progress);

}  // namespace fogpy
