#include "python/src/python_peer.hpp"

#include <fmt/format.h>

#include "python/src/json_values.hpp"

namespace fogpy {
namespace {

using Json = nlohmann::json;

// A Python value as a message shows it: its repr, cut short.
std::string shown_value(py::handle value) {
    constexpr std::size_t kShown = 200;
    std::string text = py::repr(value);
    if (text.size() > kShown) text = text.substr(0, kShown) + "...";
    return text;
}

std::string exception_line(const py::error_already_set& e) {
    const std::string type = py::str(e.type().attr("__name__"));
    const std::string message = py::str(e.value());
    return message.empty() ? type : type + ": " + message;
}

std::string traceback_text(const py::error_already_set& e) {
    const py::object lines = py::module_::import("traceback").attr("format_exception")(e.type(), e.value(), e.trace());
    std::string text;
    for (py::handle line : lines) text += py::str(line).cast<std::string>();
    while (!text.empty() && text.back() == '\n') text.pop_back();
    return text;
}

std::string description_of(const py::object& impl) {
    const py::handle type = py::type::of(impl);
    const std::string module = py::str(type.attr("__module__"));
    const std::string name = py::str(type.attr("__qualname__"));
    return "Python object " + (module == "__main__" || module == "builtins" ? name : module + "." + name);
}

}  // namespace

// One method call with its arguments; the text of the call is only built
// for a message.
struct PythonPeer::Invocation {
    const Method& method;
    py::tuple arguments;

    std::string shown() const {
        std::string args;
        for (py::handle a : arguments) args += (args.empty() ? "" : ", ") + shown_value(a);
        return fmt::format("{}({})", method.name, args);
    }
};

PythonPeer::PythonPeer(py::object impl) : impl_(std::move(impl)), description_(description_of(impl_)) {
    Method* all[] = {&load_,         &fen_,         &moves_,  &vision_,          &play_,
                     &observation_,  &belief_start_, &belief_, &belief_contains_, &belief_sample_};
    for (Method* m : all) {
        if (!py::hasattr(impl_, m->name)) continue;
        py::object attribute = impl_.attr(m->name);
        if (PyCallable_Check(attribute.ptr())) m->bound = std::move(attribute);
    }
    std::vector<std::string> missing;
    for (const Method* m : {&load_, &moves_, &play_})
        if (!m->bound) missing.push_back(m->name);
    if (!missing.empty())
        throw py::type_error(
            fmt::format("{} cannot be compared: it has no {} method (load, moves and play are "
                        "required; see docs/python.md)",
                        description_, fmt::join(missing, ", ")));
    if (bool(belief_start_.bound) != bool(belief_.bound))
        throw py::type_error(fmt::format("{} has {} but no {}: P is compared through both or neither", description_,
                                         belief_.bound ? "belief" : "belief_start",
                                         belief_.bound ? "belief_start" : "belief"));
    for (const Method* m : {&fen_, &moves_, &vision_, &play_, &observation_, &belief_})
        if (m->bound) supports_.push_back(m->name);
    // Membership and samples of P are asked of a belief only.
    if (belief_.bound)
        for (const Method* m : {&belief_contains_, &belief_sample_})
            if (m->bound) supports_.push_back(m->name);
    if (py::hasattr(impl_, "name")) {
        const py::object name = impl_.attr("name");
        if (!py::isinstance<py::str>(name))
            throw py::type_error(
                fmt::format("{}: its name attribute is {}, not a str", description_, shown_value(name)));
        name_ = name.cast<std::string>();
    } else {
        name_ = py::str(py::type::of(impl_).attr("__name__"));
    }
}

Json PythonPeer::hello() const { return {{"name", name_}, {"protocol", 1}, {"supports", supports_}}; }

std::optional<Json> PythonPeer::answer(const Json& request) {
    const auto cmd_field = request.find("cmd");
    const std::string cmd = cmd_field != request.end() && cmd_field->is_string() ? cmd_field->get<std::string>() : "";
    if (cmd == "quit") return std::nullopt;
    if (cmd == "hello") return hello();
    try {
        const auto colour = [&]() -> py::str {
            const std::string& c = request.at("colour").get_ref<const std::string&>();
            if (c != "w" && c != "b") throw std::invalid_argument("colour must be \"w\" or \"b\"");
            return c == "w" ? white_ : black_;
        };
        const auto text = [&](const char* field) { return py::str(request.at(field).get_ref<const std::string&>()); };
        const auto supported = [&](const Method& m) {
            if (!m.bound) throw std::invalid_argument(fmt::format("the object has no {} method", m.name));
            return std::cref(m);
        };
        if (cmd == "load") return ok_or_refusal({load_, py::make_tuple(text("fen"))});
        if (cmd == "play") return ok_or_refusal({play_, py::make_tuple(text("move"))});
        if (cmd == "moves") return field_reply("moves", {moves_, py::tuple()});
        if (cmd == "fen") return field_reply("fen", {supported(fen_), py::tuple()});
        if (cmd == "vision") return field_reply("squares", {supported(vision_), py::make_tuple(colour())});
        if (cmd == "observation")
            return whole_reply({supported(observation_), py::make_tuple(colour())}, "seen, pieces and captured");
        if (cmd == "belief_start") {
            const Json& own = request.at("own_observation");
            const Invocation call{supported(belief_start_), py::make_tuple(colour(), py::bool_(own.get<bool>()))};
            const py::object value = invoke(call);
            if (!value.is_none())
                throw CallFailed(fmt::format("{} returned {}; expected None", call.shown(), shown_value(value)), "");
            return Json{{"ok", true}};
        }
        if (cmd == "belief") {
            const Json& limit = request.at("limit");
            return whole_reply({supported(belief_), py::make_tuple(colour(), py::int_(limit.get<std::size_t>()))},
                               "size and fens");
        }
        if (cmd == "belief_contains") {
            py::list fens;
            for (const Json& fen : request.at("fens")) fens.append(py::str(fen.get_ref<const std::string&>()));
            return list_or_whole_reply("contains", {supported(belief_contains_), py::make_tuple(colour(), fens)});
        }
        if (cmd == "belief_sample") {
            const auto count = request.at("count").get<std::size_t>();
            const auto seed = request.at("seed").get<std::uint64_t>();
            return whole_reply(
                {supported(belief_sample_), py::make_tuple(colour(), py::int_(count), py::int_(seed))},
                "size and fens");
        }
        return Json{{"error", "unknown command"}};
    } catch (const Json::exception& e) {
        return Json{{"error", std::string("bad request: ") + e.what()}};
    } catch (const std::invalid_argument& e) {
        return Json{{"error", std::string("bad request: ") + e.what()}};
    }
}

py::object PythonPeer::invoke(const Invocation& call, std::string* refusal) {
    if (PyErr_CheckSignals() != 0) throw py::error_already_set();
    CallWatchdog::Call timing(watchdog_);
    PyObject* result = PyObject_Call(call.method.bound.ptr(), call.arguments.ptr(), nullptr);
    const bool timed_out = timing.finish();
    seconds_in_methods_ += timing.seconds();
    if (result == nullptr) {
        py::error_already_set error;
        if (timed_out)
            throw CallFailed(fmt::format("{} did not return within the time limit of {} s; it was stopped after "
                                         "{:.1f} s",
                                         call.shown(), watchdog_->limit_seconds(), timing.seconds()),
                             traceback_text(error));
        if (!error.matches(PyExc_Exception)) throw error;
        if (refusal != nullptr && error.matches(PyExc_ValueError)) {
            *refusal = exception_line(error);
            return py::none();
        }
        std::string hint;
        if (refusal != nullptr)
            hint = fmt::format(" ({} refuses by returning the reason as a str, or by raising ValueError)",
                               call.method.name);
        throw CallFailed(fmt::format("{} raised {}{}", call.shown(), exception_line(error), hint),
                         traceback_text(error));
    }
    py::object value = py::reinterpret_steal<py::object>(result);
    if (timed_out)
        throw CallFailed(fmt::format("{} returned after {:.1f} s, past the time limit of {} s (it was busy where a "
                                     "timeout cannot reach: C code or a blocking call)",
                                     call.shown(), timing.seconds(), watchdog_->limit_seconds()),
                         "");
    return value;
}

Json PythonPeer::converted(const py::object& value, const Invocation& call) const {
    try {
        return json_from_python(value);
    } catch (const NotJson& e) {
        throw CallFailed(fmt::format("{} returned a value the protocol cannot carry: {}", call.shown(), e.what()), "");
    }
}

Json PythonPeer::field_reply(const char* field, const Invocation& call) {
    return Json{{field, converted(invoke(call), call)}};
}

Json PythonPeer::list_or_whole_reply(const char* field, const Invocation& call) {
    const py::object value = invoke(call);
    if (py::isinstance<py::dict>(value)) return converted(value, call);
    return Json{{field, converted(value, call)}};
}

Json PythonPeer::ok_or_refusal(const Invocation& call) {
    std::string refused;
    const py::object value = invoke(call, &refused);
    if (!refused.empty()) return Json{{"error", refused}};
    if (value.is_none()) return Json{{"ok", true}};
    if (py::isinstance<py::str>(value)) return Json{{"error", converted(value, call)}};
    throw CallFailed(fmt::format("{} returned {}; expected None (done) or a str (the reason it refuses)", call.shown(),
                                 shown_value(value)),
                     "");
}

Json PythonPeer::whole_reply(const Invocation& call, const char* expected) {
    const py::object value = invoke(call);
    if (!py::isinstance<py::dict>(value))
        throw CallFailed(
            fmt::format("{} returned {}; expected a dict with {}", call.shown(), shown_value(value), expected), "");
    return converted(value, call);
}

}  // namespace fogpy
