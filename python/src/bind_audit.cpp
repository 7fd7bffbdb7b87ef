// fogproof.audit: `fogproof audit` from Python, returning the document the
// CLI prints with --json.
#include <pybind11/stl.h>

#include <filesystem>

#include "python/src/bindings.hpp"
#include "python/src/json_values.hpp"
#include "replay/audit.hpp"
#include "replay/audit_report.hpp"
#include "replay/replay.hpp"

namespace fogpy {
namespace {

namespace rec = fog::records;
namespace rp = fog::replay;

bool is_path(py::handle value) { return py::isinstance<py::str>(value) || py::hasattr(value, "__fspath__"); }

// One argument of `records`: a path (every game of the file) or a GameRecord.
void add_records(py::handle item, rp::GameSet& set) {
    if (py::isinstance<rec::GameRecord>(item)) {
        const auto& record = item.cast<const rec::GameRecord&>();
        set.games.push_back({rp::game_id(record, 0, 1), record});
        return;
    }
    if (!is_path(item))
        throw py::type_error("records: a path, a GameRecord, or a list of them, not " +
                             std::string(py::str(py::type::of(item).attr("__name__"))));
    const std::string path = py::str(py::module_::import("os").attr("fspath")(item));
    if (!std::filesystem::exists(path)) {
        PyErr_SetFromErrnoWithFilename(PyExc_FileNotFoundError, path.c_str());
        throw py::error_already_set();
    }
    rp::GameSet read = rp::read_game_set({path}, {});
    for (auto& g : read.games) set.games.push_back(std::move(g));
    set.errors.insert(set.errors.end(), read.errors.begin(), read.errors.end());
    set.warnings.insert(set.warnings.end(), read.warnings.begin(), read.warnings.end());
}

// Rows given as dicts (or a path to a log file); a row that JSON cannot
// carry is an input error naming its index, as a bad log line names its line.
rp::BeliefLog log_from_python(py::handle log_rows) {
    if (is_path(log_rows)) return rp::read_belief_log(py::str(py::module_::import("os").attr("fspath")(log_rows)));
    rp::BeliefLog log;
    int index = 0;
    for (py::handle row : py::iter(log_rows)) {
        const std::string where = "log_rows[" + std::to_string(index) + "]";
        ++index;
        try {
            rp::read_log_value(json_from_python(row), where, index, log);
        } catch (const NotJson& e) {
            log.errors.push_back({where, index, e.what()});
        }
    }
    return log;
}

}  // namespace

void bind_audit(py::module_& m) {
    m.def(
        "audit",
        [](py::handle records, py::handle log_rows, std::size_t cap, int threads, py::handle max_memory) {
            if (threads < 0) throw py::value_error("threads must be 0 (all cores) or more");
            rp::GameSet set;
            if (is_path(records) || py::isinstance<rec::GameRecord>(records))
                add_records(records, set);
            else
                for (py::handle item : py::iter(records)) add_records(item, set);
            const rp::BeliefLog log = log_from_python(log_rows);
            rp::AuditOptions options;
            options.belief.cap = cap;
            options.belief.threads = threads;
            options.belief.max_memory = max_memory_from_python(max_memory);
            rp::AuditResult result;
            try {
                py::gil_scoped_release release;
                result = rp::audit_games(set.games, log, options);
            } catch (const fog::MemoryLimitError& e) {
                raise_memory_limit(e.what(), e.ply, e.last_size, e.max_memory);
            }
            std::vector<std::string> record_errors;
            for (const auto& e : set.errors) record_errors.push_back(e.to_string());
            result.input_errors.insert(result.input_errors.begin(), record_errors.begin(), record_errors.end());
            result.warnings += int(set.warnings.size());
            return python_from_json(rp::audit_json(result));
        },
        py::arg("records"), py::arg("log_rows"), py::kw_only(), py::arg("cap") = 0, py::arg("threads") = 0,
        py::arg("max_memory") = py::none(),
        "Holds an engine's logged belief against P recomputed from the games, as `fogproof audit` does.\n"
        "records: a record file's path, a GameRecord, or a list of them. log_rows: dicts in the row\n"
        "format of `fogproof replay --json` (game, ply, perspective, p_after; optional capped,\n"
        "truth_in_p, fens, own_observation), or a path to a JSONL log. Returns the document\n"
        "`fogproof audit --json` prints: games, tracks (first_divergence per game and perspective),\n"
        "input_errors, verdict, exit_code (0 agrees, 1 diverges, 2 input not read).");
}

}  // namespace fogpy
