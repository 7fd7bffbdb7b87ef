// fogproof.Belief: the belief state P of one player (rules §5), updated by
// the engine with the GIL released, and fogproof.BeliefEmptyError.
#include <pybind11/stl.h>

#include <algorithm>
#include <iterator>
#include <mutex>
#include <random>
#include <vector>

#include "engine/belief.hpp"
#include "engine/fen.hpp"
#include "python/src/engine_values.hpp"

namespace fogpy {
namespace {

// The Python classes of BeliefEmptyError and MemoryLimitError, created at
// module import.
py::handle belief_empty_error;
py::handle memory_limit_error;

// One Python Belief. Updates run without the GIL, so the lock keeps a
// second Python thread from reading or updating the same P meanwhile.
struct PyBelief {
    PyBelief(const fog::Position& start, fog::Colour colour, const fog::BeliefOptions& options)
        : belief(start, colour, options) {}
    PyBelief(const PyBelief& other) : belief(other.belief), lost_at(other.lost_at) {}

    fog::Belief belief;
    int lost_at = 0;  // the ply whose update emptied P; then no further updates
    mutable std::mutex lock;
};

// Raises BeliefEmptyError(message) with .ply, .size_before, .colour.
[[noreturn]] void raise_empty(const fog::EmptyBeliefError& e, fog::Colour colour) {
    py::object error = belief_empty_error(py::str(e.what()));
    error.attr("ply") = e.ply;
    error.attr("size_before") = e.last_size;
    error.attr("colour") = std::string(1, colour_letter(colour));
    PyErr_SetObject(belief_empty_error.ptr(), error.ptr());
    throw py::error_already_set();
}

void check_usable(const PyBelief& b) {
    if (b.lost_at)
        throw py::value_error("this belief became empty at ply " + std::to_string(b.lost_at) +
                              " and cannot be updated further; start a new Belief");
}

template <class Update>
void update(PyBelief& b, Update&& step) {
    check_usable(b);
    bool emptied = false;
    fog::EmptyBeliefError failure(0, {}, 0, "");
    std::optional<fog::MemoryLimitError> too_large;
    {
        py::gil_scoped_release release;
        std::lock_guard guard(b.lock);
        try {
            step(b.belief);
        } catch (const fog::EmptyBeliefError& e) {
            emptied = true;
            failure = e;
        } catch (const fog::MemoryLimitError& e) {
            too_large = e;
        }
    }
    // P is as it was before the update: the belief stays usable.
    if (too_large) raise_memory_limit(too_large->what(), too_large->ply, too_large->last_size, too_large->max_memory);
    if (emptied) {
        b.lost_at = failure.ply;
        raise_empty(failure, b.belief.viewer());
    }
}

EnginePosition position_of(const fog::Belief& b, const fog::PositionKey& k) {
    return EnginePosition{fog::position_from_key(k, b.fullmove()), std::nullopt};
}

// Iterates P in key order, as Positions or as canonical FENs. Like a dict
// iterator, it refuses to go on once P has changed under it.
struct BeliefIterator {
    const PyBelief* owner;
    std::size_t next = 0;
    int ply;
    bool as_fen;
};

py::object iterator_next(BeliefIterator& it) {
    std::lock_guard guard(it.owner->lock);
    const fog::Belief& b = it.owner->belief;
    if (b.ply() != it.ply) throw py::value_error("Belief changed size during iteration");
    if (it.next >= b.size()) throw py::stop_iteration();
    const EnginePosition p = position_of(b, b.keys()[it.next++]);
    if (it.as_fen) return py::str(fog::belief_fen(p.board));
    return py::cast(p);
}

fog::BeliefOptions make_options(std::size_t cap, int threads, bool own_observation, std::uint64_t cap_seed,
                                py::handle max_memory) {
    if (threads < 0) throw py::value_error("threads must be 0 (all cores) or more");
    fog::BeliefOptions o;
    o.max_memory = max_memory_from_python(max_memory);
    o.cap = cap;
    o.threads = threads;
    o.own_observation = own_observation;
    o.cap_seed = cap_seed;
    return o;
}

}  // namespace

std::size_t max_memory_from_python(py::handle value) {
    if (value.is_none()) return 0;
    if (py::isinstance<py::bool_>(value)) throw py::type_error("max_memory must be None, an int (bytes) or a str such as '4G'");
    if (py::isinstance<py::int_>(value)) {
        const long long bytes = value.cast<long long>();
        if (bytes < 0) throw py::value_error("max_memory must be 0 (no limit) or more bytes");
        return std::size_t(bytes);
    }
    if (py::isinstance<py::str>(value)) {
        std::string error;
        const auto bytes = fog::parse_memory_size(value.cast<std::string>(), fog::physical_memory_bytes(), error);
        if (!bytes) throw py::value_error("max_memory: " + error);
        return *bytes;
    }
    throw py::type_error("max_memory must be None, an int (bytes) or a str such as '4G'");
}

void raise_memory_limit(const std::string& what, int ply, std::size_t size_before, std::size_t max_memory) {
    py::object error = memory_limit_error(py::str(what));
    error.attr("ply") = ply;
    error.attr("size_before") = size_before;
    error.attr("max_memory") = max_memory;
    PyErr_SetObject(memory_limit_error.ptr(), error.ptr());
    throw py::error_already_set();
}

void bind_belief(py::module_& m) {
    belief_empty_error = PyErr_NewExceptionWithDoc(
        "fogproof.BeliefEmptyError",
        "P became empty: no board is consistent with the observation (rules §5). Without a cap this is a\n"
        "soundness violation. Attributes: ply (1 = first move of the game), size_before (|P| before the\n"
        "update), colour ('w' or 'b').",
        PyExc_RuntimeError, nullptr);
    m.attr("BeliefEmptyError") = belief_empty_error;
    memory_limit_error = PyErr_NewExceptionWithDoc(
        "fogproof.MemoryLimitError",
        "An update would have made the process pass the belief's max_memory; it stopped first and P is as\n"
        "it was. Attributes: ply (the update's ply, 1 = first move), size_before (|P|), max_memory (bytes).",
        PyExc_MemoryError, nullptr);
    m.attr("MemoryLimitError") = memory_limit_error;

    py::class_<BeliefIterator>(m, "_BeliefIterator")
        .def("__iter__", [](BeliefIterator& it) -> BeliefIterator& { return it; })
        .def("__next__", &iterator_next);

    const fog::BeliefOptions defaults;
    py::class_<PyBelief>(m, "Belief",
                         "The belief state P of one colour (rules §5): every board consistent with what it has\n"
                         "observed, from a known start. Updates release the GIL and run on `threads` workers\n"
                         "(0: all cores); the result never depends on the thread count. With cap > 0, P keeps\n"
                         "at most `cap` boards (a seeded sample) and reports `capped`.")
        .def(py::init([](py::handle colour, std::optional<EnginePosition> start, std::size_t cap, int threads,
                         bool own_observation, std::uint64_t cap_seed, py::handle max_memory) {
                 const fog::Position s = start ? start->board : fog::initial_position();
                 return std::make_unique<PyBelief>(s, engine_colour(colour),
                                                   make_options(cap, threads, own_observation, cap_seed, max_memory));
             }),
             py::arg("colour"), py::arg("start") = py::none(), py::kw_only(), py::arg("cap") = 0,
             py::arg("threads") = 0, py::arg("own_observation") = true, py::arg("cap_seed") = defaults.cap_seed,
             py::arg("max_memory") = py::none(),
             "P = {start} (the standard initial position by default) for `colour`. max_memory: bytes the\n"
             "whole process may hold during an update (None: no limit; an int, or '4G', '500M', '80%'); an\n"
             "update that would pass it raises MemoryLimitError and leaves P as it was.")
        .def(
            "after_own_move",
            [](PyBelief& b, const std::string& uci, const fog::Observation& o) {
                // Every board of P holds the same own pieces, so the move is
                // resolved (and checked) on any one of them.
                check_usable(b);
                fog::Move move;
                {
                    std::lock_guard guard(b.lock);
                    move = resolve_move(fog::position_from_key(*b.belief.keys().begin(), b.belief.fullmove()), uci);
                }
                update(b, [&](fog::Belief& belief) { belief.after_own_move(move, o); });
            },
            py::arg("move"), py::arg("observation"),
            "Rules §5: every board makes the move (UCI); keep those whose observation equals `observation`\n"
            "(all of them with own_observation=False). BeliefEmptyError when none is left.")
        .def(
            "after_opponent_move",
            [](PyBelief& b, const fog::Observation& o) {
                update(b, [&](fog::Belief& belief) { belief.after_opponent_move(o); });
            },
            py::arg("observation"),
            "Rules §5: every board makes every opponent move; keep those whose observation equals\n"
            "`observation`; duplicates merge. BeliefEmptyError when none is left.")
        .def_property_readonly("size", [](const PyBelief& b) { std::lock_guard g(b.lock); return b.belief.size(); },
                               "|P|: the number of boards.")
        .def("__len__", [](const PyBelief& b) { std::lock_guard g(b.lock); return b.belief.size(); })
        .def_property_readonly("capped", [](const PyBelief& b) { std::lock_guard g(b.lock); return b.belief.capped(); },
                               "True once a cap has dropped boards.")
        .def_property_readonly("estimated_size", [](const PyBelief& b) { std::lock_guard g(b.lock); return b.belief.estimated_size(); },
                               "|P| had no cap been applied (equals size while exact).")
        .def_property_readonly("ply", [](const PyBelief& b) { std::lock_guard g(b.lock); return b.belief.ply(); },
                               "Updates made so far.")
        .def_property_readonly("colour", [](const PyBelief& b) { return std::string(1, colour_letter(b.belief.viewer())); })
        .def_property_readonly("cap", [](const PyBelief& b) { return b.belief.options().cap; })
        .def_property_readonly("threads", [](const PyBelief& b) { return b.belief.options().threads; })
        .def_property_readonly("own_observation", [](const PyBelief& b) { return b.belief.options().own_observation; })
        .def_property_readonly("max_memory", [](const PyBelief& b) { return b.belief.options().max_memory; },
                               "The memory limit in bytes (0: none).")
        .def_property_readonly(
            "last_step",
            [](const PyBelief& b) {
                std::lock_guard g(b.lock);
                const auto& s = b.belief.last_step();
                py::dict d;
                d["candidates"] = s.candidates;
                d["kept_before_dedup"] = s.kept_before_dedup;
                d["chunks"] = s.chunks;
                return d;
            },
            "Counters of the last update: candidate transitions, matches handed to the sort, chunks of P expanded.")
        .def(
            "contains",
            [](const PyBelief& b, const EnginePosition& p) { std::lock_guard g(b.lock); return b.belief.contains(p.board); },
            py::arg("position"), "True when P holds exactly this board.")
        .def("__contains__", [](const PyBelief& b, const EnginePosition& p) { std::lock_guard g(b.lock); return b.belief.contains(p.board); })
        .def(
            "sample",
            [](const PyBelief& b, std::size_t k, std::uint64_t seed) {
                std::lock_guard g(b.lock);
                std::vector<fog::PositionKey> drawn;
                std::mt19937_64 rng(seed);
                std::sample(b.belief.keys().begin(), b.belief.keys().end(), std::back_inserter(drawn),
                            std::min(k, b.belief.size()), rng);
                std::vector<EnginePosition> out;
                out.reserve(drawn.size());
                for (const auto& key : drawn) out.push_back(position_of(b.belief, key));
                return out;
            },
            py::arg("k"), py::arg("seed") = 0,
            "k distinct boards drawn uniformly from P (all of P when k >= size), the same for the same seed.")
        .def("__iter__", [](const PyBelief& b) { std::lock_guard g(b.lock); return BeliefIterator{&b, 0, b.belief.ply(), false}; },
             py::keep_alive<0, 1>(), "The boards of P as Positions, in key order.")
        .def("fens", [](const PyBelief& b) { std::lock_guard g(b.lock); return BeliefIterator{&b, 0, b.belief.ply(), true}; },
             py::keep_alive<0, 1>(), "The boards of P as canonical FENs (xfen spelling), in key order.")
        .def("set_hash", [](const PyBelief& b) { std::lock_guard g(b.lock); return b.belief.set_hash(); },
             "A hash of the whole set: equal sets, equal hashes, whatever the thread count.")
        .def("copy", [](const PyBelief& b) { std::lock_guard g(b.lock); return PyBelief(b); },
             "An independent copy (with working memory of its own).")
        .def("__copy__", [](const PyBelief& b) { std::lock_guard g(b.lock); return PyBelief(b); })
        .def("__deepcopy__", [](const PyBelief& b, py::handle) { std::lock_guard g(b.lock); return PyBelief(b); }, py::arg("memo"))
        .def(
            "assign",
            [](PyBelief& b, const PyBelief& other) {
                if (&b == &other) return;
                std::scoped_lock guard(b.lock, other.lock);
                b.belief = other.belief;  // keeps b's working memory warm
                b.lost_at = other.lost_at;
            },
            py::arg("other"),
            "Makes this belief a copy of `other`, keeping this belief's working memory: the cheap way to\n"
            "try several updates from one state in a loop.")
        .def("__repr__", [](const PyBelief& b) {
            std::lock_guard g(b.lock);
            return "<Belief colour='" + std::string(1, colour_letter(b.belief.viewer())) + "' size=" +
                   std::to_string(b.belief.size()) + (b.belief.capped() ? " capped" : "") +
                   " ply=" + std::to_string(b.belief.ply()) + ">";
        });
}

}  // namespace fogpy
