// fogproof.diff and fogproof.serve (python/fogproof/external.py wraps these):
// a Python object that implements fog chess through the methods of the
// external protocol, compared with fogproof's reference by the same run as
// `fogproof diff` (external::run_diff) in process, or served as a protocol
// child on stdin and stdout. Both go through PythonPeer, the one mapping
// from requests to method calls.
#include <fmt/format.h>
#include <pybind11/stl.h>

#include <filesystem>
#include <fstream>

#include "external/diff/data_paths.hpp"
#include "external/diff/report/diff_report.hpp"
#include "python/src/bindings.hpp"
#include "python/src/in_process_transport.hpp"
#include "python/src/json_values.hpp"

namespace fogpy {
namespace {

using Json = nlohmann::json;

// The exception a timed-out call is stopped with (fogproof.CallTimeout).
PyObject* call_timeout_type = nullptr;

// The sources of `fogproof diff` when none are given, as the CLI takes them.
std::vector<std::string> default_corpora() { return external::default_corpora(); }

struct DiffRequest {
    external::DiffOptions options;
    std::optional<double> timeout_seconds;
    std::string command;  // empty: the object's description
    std::string out;      // where a finding's scenario is saved; empty: not saved
};

py::dict finding_dict(const external::DiffOutcome& outcome, const external::DiffOptions& options) {
    const external::DiffFinding& f = *outcome.finding;
    const std::string scenario = external::write_diff_scenario(external::finding_scenario(outcome, options));
    py::dict d;
    d["found_in"] = f.game.source;
    d["found_at_ply"] = f.found_at_ply;
    d["minimized_plies"] = f.minimized.game.moves.size();
    d["reproduced"] = f.minimized.reproduced;
    d["check"] = f.minimized.result.report.failure ? f.minimized.result.report.failure->check : std::string();
    d["scenario"] = python_from_json(Json::parse(scenario));
    d["scenario_text"] = scenario;
    d["report"] = harness::report_text(f.minimized.result.report);
    return d;
}

external::SavedScenario save_scenario(const DiffRequest& request, const external::DiffOutcome& outcome) {
    if (request.out.empty() || !outcome.finding) return {};
    std::ofstream file(request.out);
    file << external::write_diff_scenario(external::finding_scenario(outcome, request.options));
    if (!file) throw std::runtime_error("cannot write the scenario file '" + request.out + "'");
    return {request.out, external::repro_command(outcome.command, request.out)};
}

const char* verdict_of(const external::DiffOutcome& outcome) {
    switch (outcome.verdict) {
        case external::DiffOutcome::Verdict::Agree:
            return "agree";
        case external::DiffOutcome::Verdict::Disagree:
            return "disagree";
        case external::DiffOutcome::Verdict::ProtocolFault:
            return "error";
        case external::DiffOutcome::Verdict::NothingCompared:
            return "nothing-compared";
        case external::DiffOutcome::Verdict::ClausesMissing:
            return "clauses-missing";
    }
    return "?";
}

py::dict run_diff(const py::object& impl, const DiffRequest& request, const py::object& progress) {
    const std::string& reference = request.options.settings.reference;
    if (reference != "oracle" && reference != "engine")
        throw py::value_error("reference must be \"oracle\" or \"engine\", not \"" + reference + "\"");
    if (request.options.settings.max_plies == 0) throw py::value_error("plies must be at least 1");
    if (request.timeout_seconds && !(*request.timeout_seconds > 0))
        throw py::value_error("timeout must be a positive number of seconds (or None)");
    if (!request.out.empty()) {
        // Its folder is made now, so that a run's finding is not lost to a
        // missing folder at the end.
        std::error_code ec;
        const std::filesystem::path folder = std::filesystem::path(request.out).parent_path();
        if (!folder.empty()) std::filesystem::create_directories(folder, ec);
        if (ec) throw py::value_error("out: cannot make the folder '" + folder.string() + "' (" + ec.message() + ")");
    }
    PythonPeer peer(impl);
    std::unique_ptr<CallWatchdog> watchdog;
    if (request.timeout_seconds) {
        watchdog =
            std::make_unique<CallWatchdog>(std::chrono::duration<double>(*request.timeout_seconds), call_timeout_type);
        peer.set_watchdog(watchdog.get());
    }
    py::list warnings;
    const auto sources =
        external::gather_sources(request.options, [&](const std::string& line) { warnings.append(line); });
    const std::string command = request.command.empty() ? peer.description() : request.command;
    RequestChannel channel;
    external::DiffOutcome outcome;
    answer_requests(
        peer, channel,
        [&] {
            // The CLI's --timeout default bounds a belief update when no
            // timeout was given (external/diff/comparisons/lockstep_game.cpp).
            const double update_limit = request.timeout_seconds.value_or(
                std::chrono::duration<double>(external::ProtocolClient::kDefaultTimeout).count());
            external::ExternalImplementation external(
                std::make_unique<InProcessTransport>(channel, command, update_limit), reference);
            outcome = external::run_diff(external, sources, request.options,
                                         [&](const std::string& line) { channel.message(line); });
        },
        [&](const std::string& line) {
            if (!progress.is_none()) progress(line);
        });
    const external::SavedScenario saved = save_scenario(request, outcome);
    py::dict result;
    result["verdict"] = verdict_of(outcome);
    result["json"] = python_from_json(external::diff_json(outcome, saved));
    result["report"] = external::diff_text(outcome, saved);
    result["finding"] = outcome.finding ? py::object(finding_dict(outcome, request.options)) : py::none();
    result["error"] = outcome.fault.empty() ? py::object(py::none()) : py::str(outcome.fault);
    result["warnings"] = warnings;
    result["seconds_in_object"] = peer.seconds_in_methods();
    return result;
}

// The protocol on two binary streams (the process's stdin and stdout in
// fogproof.serve). 0 at quit or the end of the input; 1 when the object
// failed, after writing why on `errors`, as a child that crashed would.
int serve(const py::object& impl, const py::object& input, const py::object& output, const py::object& errors) {
    PythonPeer peer(impl);
    const py::object readline = input.attr("readline"), write = output.attr("write"), flush = output.attr("flush");
    for (;;) {
        std::string line = readline().cast<std::string>();
        if (line.empty()) return 0;
        while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.pop_back();
        const Json request = Json::parse(line, nullptr, false);
        std::optional<Json> reply = Json{{"error", "not a JSON object"}};
        if (!request.is_discarded() && request.is_object()) {
            try {
                reply = peer.answer(request);
            } catch (const CallFailed& e) {
                const std::string traceback = e.details().empty() ? "" : e.details() + "\n";
                errors.attr("write")(fmt::format("{}fogproof.serve: {}\n  request: {}\n", traceback, e.what(), line));
                errors.attr("flush")();
                return 1;
            }
        }
        if (!reply) return 0;
        write(py::bytes(reply->dump() + "\n"));
        flush();
    }
}

}  // namespace

void bind_external(py::module_& m) {
    call_timeout_type = PyErr_NewExceptionWithDoc(
        "fogproof.CallTimeout",
        "Raised inside a method of the object under fogproof.diff(timeout=...) when the call runs past the limit.\n"
        "A BaseException, so that `except Exception` in the object does not swallow it.",
        PyExc_BaseException, nullptr);
    m.attr("CallTimeout") = py::handle(call_timeout_type);

    m.def("default_sources", &default_corpora,
          "The folders fogproof.diff reads when sources=None: corpus/moves, corpus/belief and the shared games.");
    m.def(
        "_diff",
        [](const py::object& impl, std::size_t games, std::size_t targeted, std::uint64_t seed,
           const std::string& reference, std::size_t plies, std::size_t belief_limit,
           std::optional<std::vector<std::string>> sources, std::optional<double> timeout, int minimize_seconds,
           const std::string& require_clauses, bool strict_answers, bool strict_fen, const std::string& command,
           const std::string& out, const py::object& progress) {
            DiffRequest r;
            r.options.random_games = games;
            r.options.targeted_games = targeted;
            r.options.settings.strict_answers = strict_answers;
            r.options.strict_fen = strict_fen;
            if (!require_clauses.empty())
                r.options.required_clauses = external::parse_required_clauses(require_clauses);
            r.options.require_all_clauses = require_clauses == "all";
            r.options.seed = seed;
            r.options.settings.reference = reference;
            r.options.settings.max_plies = plies;
            r.options.settings.belief_limit = belief_limit;
            r.options.corpora = sources ? *sources : default_corpora();
            r.options.minimize_budget = std::chrono::seconds(minimize_seconds);
            r.timeout_seconds = timeout;
            r.command = command;
            r.out = out;
            return run_diff(impl, r, progress);
        },
        py::arg("impl"), py::arg("games"), py::arg("targeted"), py::arg("seed"), py::arg("reference"),
        py::arg("plies"), py::arg("belief_limit"), py::arg("sources"), py::arg("timeout"), py::arg("minimize_seconds"),
        py::arg("require_clauses"), py::arg("strict_answers"), py::arg("strict_fen"), py::arg("command"),
        py::arg("out"), py::arg("progress"), "See fogproof.diff.");
    m.def("_serve", &serve, py::arg("impl"), py::arg("input"), py::arg("output"), py::arg("errors"),
          "See fogproof.serve.");
}

}  // namespace fogpy
