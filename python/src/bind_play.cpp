// Games under the project's referee: built-in players (random, sampler) and
// players written in Python, which see only what fog chess lets them see.
#include <pybind11/stl.h>

#include <memory>

#include "engine/key.hpp"
#include "play/game_record.hpp"
#include "play/referee.hpp"
#include "play/selfplay.hpp"
#include "python/src/engine_values.hpp"
#include "records/records.hpp"

namespace fogpy {
namespace {

// A built-in player held by Python.
struct BuiltinPlayer {
    std::shared_ptr<fog::play::Player> player;
};

// A Python object seen by the referee as a player. It needs choose(moves)
// and may have reset(colour, start), observe_own_move(move, observation),
// observe_opponent_move(observation) and a `name`.
class PythonPlayer final : public fog::play::Player {
public:
    explicit PythonPlayer(py::object object) : object_(std::move(object)) {}

    std::string name() const override {
        if (py::hasattr(object_, "name")) return py::str(object_.attr("name"));
        return py::str(py::type::of(object_).attr("__name__"));
    }
    void reset(fog::Colour colour, const fog::Position& start) override {
        if (py::hasattr(object_, "reset"))
            object_.attr("reset")(std::string(1, colour_letter(colour)), EnginePosition{start, std::nullopt});
    }
    fog::Move choose(const fog::MoveList& legal) override {
        py::list moves;
        for (fog::Move m : legal) moves.append(fog::to_uci(m));
        const py::object chosen = object_.attr("choose")(moves);
        const std::string text = py::str(chosen);
        for (fog::Move m : legal)
            if (fog::to_uci(m) == text) return m;
        throw py::value_error("player " + name() + " chose '" + text + "', which is not one of its legal moves");
    }
    void observe_own_move(fog::Move m, const fog::Observation& o) override {
        if (py::hasattr(object_, "observe_own_move")) object_.attr("observe_own_move")(fog::to_uci(m), o);
    }
    void observe_opponent_move(const fog::Observation& o) override {
        if (py::hasattr(object_, "observe_opponent_move")) object_.attr("observe_opponent_move")(o);
    }

private:
    py::object object_;
};

std::shared_ptr<fog::play::Player> as_player(const py::object& object) {
    if (py::isinstance<BuiltinPlayer>(object)) return object.cast<const BuiltinPlayer&>().player;
    if (!py::hasattr(object, "choose"))
        throw py::type_error("a player is fogproof.random_player()/sampler_player() or an object with choose(moves)");
    return std::make_shared<PythonPlayer>(object);
}

std::vector<std::string> result_moves(const fog::play::GameResult& g) {
    std::vector<std::string> out;
    for (const auto& ply : g.plies) out.push_back(fog::to_uci(ply.move));
    return out;
}

}  // namespace

void bind_play(py::module_& m) {
    py::class_<BuiltinPlayer>(m, "BuiltinPlayer", "A player written in C++ (see random_player, sampler_player).")
        .def_property_readonly("name", [](const BuiltinPlayer& p) { return p.player->name(); })
        .def("__repr__", [](const BuiltinPlayer& p) { return "<BuiltinPlayer " + p.player->name() + ">"; });

    m.def("random_player", [](std::uint64_t seed) { return BuiltinPlayer{fog::play::make_player(fog::play::PlayerKind::Random, seed)}; },
          py::arg("seed") = 1, "The built-in player that picks uniformly among its moves (seeded).");
    m.def(
        "sampler_player",
        [](std::uint64_t seed, int samples, std::size_t cap) {
            fog::play::SamplerOptions options;
            options.samples = samples;
            options.belief_cap = cap;
            return BuiltinPlayer{fog::play::make_player(fog::play::PlayerKind::Sampler, seed, options)};
        },
        py::arg("seed") = 1, py::kw_only(), py::arg("samples") = 16, py::arg("cap") = 20000,
        "The built-in sampling player of `fogproof selfplay`.");

    py::class_<fog::play::GameResult>(m, "GameResult", "One refereed game.")
        .def_property_readonly("players", [](const fog::play::GameResult& g) { return std::vector<std::string>(g.player.begin(), g.player.end()); })
        .def_readonly("start_fen", &fog::play::GameResult::start_fen)
        .def_readonly("final_fen", &fog::play::GameResult::final_fen)
        .def_property_readonly("moves", &result_moves, "The moves played, UCI.")
        .def_readonly("end_reason", &fog::play::GameResult::end_reason,
                      "A rules ending (king-captured, ...), 'ply-limit' or 'illegal-move'.")
        .def_property_readonly("score", &fog::play::GameResult::score, "'1-0', '0-1', '1/2-1/2' or '*'.")
        .def_readonly("error", &fog::play::GameResult::error)
        .def_readonly("seconds", &fog::play::GameResult::seconds)
        .def(
            "record",
            // The same record `fogproof selfplay --out` writes.
            [](const fog::play::GameResult& g, const std::string& source) { return fog::play::game_record(g, source); },
            py::arg("source") = "python-game", "The game as a GameRecord (write it with write_jsonl).")
        .def("__repr__", [](const fog::play::GameResult& g) {
            return "<GameResult " + g.player[0] + " vs " + g.player[1] + " " + g.score() + " " + g.end_reason + " " +
                   std::to_string(g.plies.size()) + " plies>";
        });

    m.def(
        "play_game",
        [](const py::object& white, const py::object& black, std::optional<EnginePosition> start, int max_plies) {
            const auto w = as_player(white), b = as_player(black);
            fog::play::RefereeOptions options;
            if (start) options.start = start->board;
            options.max_plies = max_plies;
            return fog::play::play_game(*w, *b, options);
        },
        py::arg("white"), py::arg("black"), py::kw_only(), py::arg("start") = py::none(), py::arg("max_plies") = 600,
        "Plays one game under the referee of `fogproof selfplay` (rules §2 in full, repetition included).\n"
        "A player is a built-in one or any object with choose(moves: list[str]) -> str and optionally\n"
        "reset(colour, start), observe_own_move(move, observation), observe_opponent_move(observation)\n"
        "and name. Each player is told only its own observations.");
}

}  // namespace fogpy
