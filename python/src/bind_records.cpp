// Game records (read, build, write) and the truth-checking replay, returning
// what `fogproof replay --json` prints.
#include <pybind11/stl.h>

#include <filesystem>

#include "engine/fen.hpp"
#include "python/src/engine_values.hpp"
#include "records/records.hpp"
#include "python/src/json_values.hpp"
#include "replay/replay.hpp"
#include "replay/row_json.hpp"

namespace fogpy {
namespace {

namespace rec = fog::records;

std::vector<std::string> uci_moves(const rec::GameRecord& r) {
    std::vector<std::string> out;
    out.reserve(r.moves.size());
    for (fog::Move m : r.moves) out.push_back(fog::to_uci(m));
    return out;
}

std::vector<std::string> texts(const std::vector<rec::RecordError>& errors) {
    std::vector<std::string> out;
    for (const auto& e : errors) out.push_back(e.to_string());
    return out;
}

// A record built in Python: every move is checked by playing it.
rec::GameRecord make_record(const std::vector<std::string>& moves, const std::string& start_fen,
                            const std::string& result, const std::string& end_reason,
                            const std::map<std::string, std::string>& tags, const std::string& source) {
    rec::GameRecord r;
    r.source = source;
    r.start_fen = start_fen == "startpos" ? std::string(fog::kStartFen) : start_fen;
    r.result = result;
    r.end_reason = end_reason;
    r.tags = tags;
    const fog::FenResult start = fog::parse_fen(r.start_fen, fog::KingRule::Required);
    if (!start.position) throw py::value_error("bad FEN: " + start.error);
    fog::Position p = *start.position;
    for (const std::string& uci : moves) {
        const fog::Move m = resolve_move(p, uci);
        r.moves.push_back(m);
        p = fog::make_move(p, m);
    }
    return r;
}

rec::ReadResult read_file(const std::string& path) {
    if (!std::filesystem::exists(path)) {
        PyErr_SetFromErrnoWithFilename(PyExc_FileNotFoundError, path.c_str());
        throw py::error_already_set();
    }
    py::gil_scoped_release release;
    return rec::read_records(path);
}

}  // namespace

void bind_records(py::module_& m) {
    py::class_<rec::GameRecord>(m, "GameRecord",
                                "One game: start position, moves (UCI), result, end reason, tags. Records read\n"
                                "from a file keep their good prefix when a fault cut them short (`error`).")
        .def(py::init(&make_record), py::arg("moves"), py::kw_only(), py::arg("start_fen") = std::string(fog::kStartFen),
             py::arg("result") = "*", py::arg("end_reason") = "", py::arg("tags") = std::map<std::string, std::string>{},
             py::arg("source") = "python",
             "A record to write; every move is played from the start (ValueError at the first bad one).")
        .def_readonly("source", &rec::GameRecord::source)
        .def_readonly("line", &rec::GameRecord::line)
        .def_readonly("start_fen", &rec::GameRecord::start_fen)
        .def_property_readonly("moves", &uci_moves, "The moves as UCI strings (castling e1g1).")
        .def_readonly("result", &rec::GameRecord::result)
        .def_readonly("end_reason", &rec::GameRecord::end_reason)
        .def_readonly("tags", &rec::GameRecord::tags)
        .def_property_readonly(
            "error",
            [](const rec::GameRecord& r) -> std::optional<std::string> {
                if (!r.error) return std::nullopt;
                return r.error->to_string();
            },
            "The fault that cut the game short, or None.")
        .def("__repr__", [](const rec::GameRecord& r) {
            return "<GameRecord " + r.source + " " + std::to_string(r.moves.size()) + " plies " + r.result + ">";
        });

    py::class_<rec::ReadResult>(m, "RecordsRead", "What read_records found: games, errors and warnings.")
        .def_readonly("games", &rec::ReadResult::games)
        .def_property_readonly("errors", [](const rec::ReadResult& r) { return texts(r.errors); },
                               "Faults, as the CLI prints them: 'file:line: ply N (move): message'.")
        .def_property_readonly("warnings", [](const rec::ReadResult& r) { return texts(r.warnings); });

    m.def("read_records", &read_file, py::arg("path"),
          "Reads a JSONL, UCI or PGN file (format guessed as the CLI does); every move is validated by\n"
          "replaying it under the fog rules. FileNotFoundError when the file is missing.");
    m.def("write_jsonl", &rec::write_jsonl, py::arg("record"), "The record as a JSONL event log (one game).");
    m.def("write_uci", &rec::write_uci, py::arg("record"), "The record as one UCI line.");
    m.def("write_pgn", &rec::write_pgn, py::arg("record"), "The record as PGN with SAN moves.");

    m.def(
        "replay",
        [](const std::string& path, std::size_t cap, int threads, bool own_observation, int max_plies,
           py::handle max_memory) {
            if (threads < 0) throw py::value_error("threads must be 0 (all cores) or more");
            if (max_plies < 0) throw py::value_error("max_plies must be 0 (whole game) or more");
            const rec::ReadResult read = read_file(path);
            if (read.games.empty() && !read.errors.empty()) throw py::value_error(read.errors.front().to_string());
            fog::replay::ReplayOptions options;
            options.belief.cap = cap;
            options.belief.threads = threads;
            options.belief.own_observation = own_observation;
            options.max_plies = max_plies;
            options.belief.max_memory = max_memory_from_python(max_memory);
            std::vector<fog::replay::ReplayRow> rows;
            for (std::size_t i = 0; i < read.games.size(); ++i) {
                const std::string id = fog::replay::game_id(read.games[i], i, read.games.size());
                try {
                    py::gil_scoped_release release;
                    auto game = fog::replay::replay_game(read.games[i], id, options);
                    rows.insert(rows.end(), game.rows.begin(), game.rows.end());
                } catch (const fog::FenError& e) {
                    throw py::value_error(id + ": start position: " + e.what());
                } catch (const fog::MemoryLimitError& e) {
                    raise_memory_limit(id + ": " + e.what(), e.ply, e.last_size, e.max_memory);
                }
            }
            py::list out;
            for (const auto& r : rows) out.append(python_from_json(fog::replay::replay_row_json(r)));
            return out;
        },
        py::arg("path"), py::kw_only(), py::arg("cap") = 0, py::arg("threads") = 0, py::arg("own_observation") = true,
        py::arg("max_plies") = 0, py::arg("max_memory") = py::none(),
        "Replays every game of a record file tracking P for both colours, and returns the rows\n"
        "`fogproof replay --json` prints: dicts with game, ply, mover, perspective, p_before, p_after,\n"
        "own_observation, estimated_p, capped, truth_in_p, ms (and error when P became empty). max_memory as for Belief\n"
        "(None: no limit); MemoryLimitError names the game, ply and |P| where an update would pass it.");
}

}  // namespace fogpy
