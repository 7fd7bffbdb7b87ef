#include "python/src/in_process_transport.hpp"

#include <fmt/format.h>

#include <chrono>
#include <exception>
#include <optional>
#include <thread>

#include "external/protocol/bounded_json.hpp"

namespace fogpy {
namespace {

std::string indented(const std::string& text) {
    std::string out = "    ";
    for (char c : text) out += c == '\n' ? std::string("\n    ") : std::string(1, c);
    return out;
}

// How often a waiting caller looks for a Ctrl-C.
constexpr std::chrono::milliseconds kSignalCheck{50};

}  // namespace

void RequestChannel::send(const nlohmann::json& request) {
    update(to_caller_, [&] {
        if (stopped_) throw external::ProtocolError("interrupted");
        requests_.push_back(request);
    });
}

RequestChannel::Reply RequestChannel::receive() {
    std::unique_lock lock(mutex_);
    to_diff_.wait(lock, [this] { return stopped_ || !replies_.empty(); });
    if (stopped_) throw external::ProtocolError("interrupted");
    Reply r = std::move(replies_.front());
    replies_.pop_front();
    return r;
}

void RequestChannel::message(std::string line) {
    update(to_caller_, [&] { messages_.push_back(std::move(line)); });
}

void RequestChannel::finish() {
    update(to_caller_, [&] { finished_ = true; });
}

RequestChannel::Work RequestChannel::take(std::chrono::milliseconds wait) {
    std::unique_lock lock(mutex_);
    to_caller_.wait_for(lock, wait, [this] { return finished_ || !requests_.empty() || !messages_.empty(); });
    Work w;
    w.requests.assign(std::make_move_iterator(requests_.begin()), std::make_move_iterator(requests_.end()));
    requests_.clear();
    w.messages.swap(messages_);
    w.finished = finished_;
    return w;
}

void RequestChannel::reply(Reply reply) {
    update(to_diff_, [&] { replies_.push_back(std::move(reply)); });
}

void RequestChannel::stop() {
    update(to_diff_, [&] { stopped_ = true; });
}

void InProcessTransport::send(const nlohmann::json& request) {
    ++round_trips_;
    channel_.send(request);
    ++outstanding_;
}

bool InProcessTransport::restart() {
    for (; outstanding_ > 0; --outstanding_) channel_.receive();
    return true;
}

external::Reply InProcessTransport::receive(const nlohmann::json& request) {
    RequestChannel::Reply r = channel_.receive();
    if (outstanding_ > 0) --outstanding_;
    const std::string cmd = request.value("cmd", "");
    if (!r.failed && r.seconds > update_limit_ && (cmd == "play" || cmd.rfind("belief", 0) == 0))
        timed_out(fmt::format("{} returned after {:.1f} s, past the time limit of {} s", cmd, r.seconds, update_limit_),
                  request);
    if (!r.failed) {
        // Its depth is bounded by the conversion (json_values.hpp), so the
        // text messages quote may be dumped from it.
        std::string text = external::value_excerpt(r.reply, 400);
        return {std::move(r.reply), std::move(text)};
    }
    traceback_ = r.details.empty() ? "" : "  the Python traceback:\n" + indented(r.details);
    fault(r.what, request, "(none)");
}

// Joins the diff's thread however the caller's loop ends, stopping the
// run first if it is still going; the GIL is given up while waiting.
class JoinOnExit {
public:
    JoinOnExit(std::thread& thread, RequestChannel& channel) : thread_(thread), channel_(channel) {}
    ~JoinOnExit() {
        channel_.stop();
        py::gil_scoped_release release;
        thread_.join();
    }

private:
    std::thread& thread_;
    RequestChannel& channel_;
};

void answer_requests(PythonPeer& peer, RequestChannel& channel, const std::function<void()>& diff,
                     const std::function<void(const std::string&)>& progress) {
    std::exception_ptr diff_failed;
    std::thread diff_thread([&] {
        try {
            diff();
        } catch (...) {
            diff_failed = std::current_exception();
        }
        channel.finish();
    });
    std::optional<py::error_already_set> interrupted;
    {
        const JoinOnExit join(diff_thread, channel);
        bool call_failed = false;
        for (bool finished = false; !finished;) {
            RequestChannel::Work work;
            {
                py::gil_scoped_release release;
                work = channel.take(kSignalCheck);
            }
            finished = work.finished;
            try {
                for (const std::string& line : work.messages)
                    if (!interrupted) progress(line);
                for (const nlohmann::json& request : work.requests) {
                    RequestChannel::Reply r;
                    if (finished || interrupted || call_failed) {
                        // Never asked: the run has ended, or ends at the earlier failure.
                        r.failed = true;
                        r.what = "not asked: an earlier call failed";
                    } else {
                        try {
                            const auto started = std::chrono::steady_clock::now();
                            r.reply = peer.answer(request).value_or(nlohmann::json::object());
                            r.seconds =
                                std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
                        } catch (const CallFailed& e) {
                            r.failed = call_failed = true;
                            r.what = e.what();
                            r.details = e.details();
                        }
                    }
                    channel.reply(std::move(r));
                }
                if (PyErr_CheckSignals() != 0) throw py::error_already_set();
            } catch (py::error_already_set& e) {
                if (!interrupted) interrupted = std::move(e);
                channel.stop();
            }
        }
    }
    if (interrupted) throw std::move(*interrupted);
    if (diff_failed) std::rethrow_exception(diff_failed);
}

}  // namespace fogpy
