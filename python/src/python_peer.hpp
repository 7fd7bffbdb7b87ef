// A Python object that plays fog chess through the methods of the external
// protocol (docs/python.md): load(fen), fen(), moves(), vision(colour),
// play(uci), observation(colour), belief_start(colour, own_observation),
// belief(colour, limit), and for beliefs at scale belief_contains(colour,
// fens) and belief_sample(colour, count, seed). This is the one mapping from a protocol request to
// a method call and from the method's return value to the reply, shared by
// fogproof.diff (in process, through InProcessTransport) and fogproof.serve
// (JSON lines on stdin and stdout), so the two give the same verdicts.
//
// hello is answered here: the name is the object's `name` attribute or its
// class name, and `supports` lists the methods it has. The reply is built
// from the returned Python value directly, and then validated by
// external::ExternalImplementation exactly as a child's reply is.
#pragma once

#include <pybind11/pybind11.h>

#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "python/src/call_watchdog.hpp"

namespace fogpy {

namespace py = pybind11;

// A method raised, ran past the time limit, or returned something the
// reply cannot carry. what(): one line naming the call; details(): the
// Python traceback when there is one.
class CallFailed : public std::runtime_error {
public:
    CallFailed(const std::string& what, std::string details) : std::runtime_error(what), details_(std::move(details)) {}
    const std::string& details() const { return details_; }

private:
    std::string details_;
};

class PythonPeer {
public:
    // Throws py::type_error when the object lacks load, moves or play, has
    // only one of belief_start and belief, or has a `name` that is not a str.
    explicit PythonPeer(py::object impl);

    const std::string& name() const { return name_; }
    // "Python object module.Class", for messages.
    const std::string& description() const { return description_; }

    // Each later call is bounded by `watchdog` (nullptr: no limit).
    void set_watchdog(CallWatchdog* watchdog) { watchdog_ = watchdog; }
    // Seconds spent inside the object's methods so far.
    double seconds_in_methods() const { return seconds_in_methods_; }

    // The reply to `request`; nothing for quit. Throws CallFailed. An
    // interruption (KeyboardInterrupt, SystemExit: a BaseException that is
    // not an Exception) propagates as py::error_already_set.
    std::optional<nlohmann::json> answer(const nlohmann::json& request);

private:
    struct Method {
        const char* name;
        py::object bound;  // None when the object lacks it
    };

    struct Invocation;

    nlohmann::json hello() const;
    // Calls the method; throws CallFailed when it raises or runs past the
    // limit. With `refusal` (load and play), a raised ValueError is the
    // object refusing, the way python-chess's set_fen and push_uci refuse:
    // its "ValueError: message" goes to *refusal and None is returned.
    py::object invoke(const Invocation& call, std::string* refusal = nullptr);
    nlohmann::json converted(const py::object& value, const Invocation& call) const;
    // {field: the return value}, e.g. {"moves": [...]}.
    nlohmann::json field_reply(const char* field, const Invocation& call);
    // {"ok":true} for None, {"error": reason} for a str or a raised ValueError.
    nlohmann::json ok_or_refusal(const Invocation& call);
    // A list is the reply's `field`; a dict is the reply itself (a frozen
    // belief: {"size": S, "frozen": true}).
    nlohmann::json list_or_whole_reply(const char* field, const Invocation& call);
    // The returned dict is the reply itself (observation, belief).
    nlohmann::json whole_reply(const Invocation& call, const char* expected);

    py::object impl_;
    std::string name_, description_;
    Method load_{"load", {}}, fen_{"fen", {}}, moves_{"moves", {}}, vision_{"vision", {}}, play_{"play", {}},
        observation_{"observation", {}}, belief_start_{"belief_start", {}}, belief_{"belief", {}},
        belief_contains_{"belief_contains", {}}, belief_sample_{"belief_sample", {}};
    std::vector<std::string> supports_;
    py::str white_{"w"}, black_{"b"};
    CallWatchdog* watchdog_ = nullptr;
    double seconds_in_methods_ = 0;
};

}  // namespace fogpy
