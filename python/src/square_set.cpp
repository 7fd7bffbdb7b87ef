// The neutral value types: SquareSet and Outcome.
#include <pybind11/stl.h>

#include <bit>
#include <vector>

#include "python/src/bindings.hpp"

namespace fogpy {
namespace {

std::vector<int> squares_of(const SquareSet& s) {
    std::vector<int> out;
    for (std::uint64_t m = s.mask; m; m &= m - 1) out.push_back(std::countr_zero(m));
    return out;
}

std::string names_joined(const SquareSet& s) {
    std::string out;
    for (int sq : squares_of(s)) {
        if (!out.empty()) out += ' ';
        out += square_text(sq);
    }
    return out;
}

}  // namespace

void bind_values(py::module_& m) {
    py::class_<SquareSet>(m, "SquareSet",
                          "A set of squares (a1 = 0 ... h8 = 63, as in python-chess), e.g. what a colour sees.\n"
                          "Iterates in square order; `in` accepts an index or a name ('e4').")
        .def(py::init([](py::iterable squares) {
                 SquareSet s;
                 for (py::handle sq : squares) s.mask |= std::uint64_t{1} << square_from_python(sq);
                 return s;
             }),
             py::arg("squares") = py::list(), "From squares given as indices or names.")
        .def_static("from_mask", [](std::uint64_t mask) { return SquareSet{mask}; }, py::arg("mask"),
                    "From a 64-bit mask, bit i standing for square i.")
        .def("__len__", [](const SquareSet& s) { return std::popcount(s.mask); })
        .def("__iter__", [](const SquareSet& s) { return py::iter(py::cast(squares_of(s))); })
        .def("__contains__",
             [](const SquareSet& s, py::handle sq) { return ((s.mask >> square_from_python(sq)) & 1) != 0; })
        .def("__int__", [](const SquareSet& s) { return s.mask; })
        .def("__bool__", [](const SquareSet& s) { return s.mask != 0; })
        .def("__eq__", [](const SquareSet& a, const SquareSet& b) { return a.mask == b.mask; }, py::is_operator())
        .def("__hash__", [](const SquareSet& s) { return py::hash(py::int_(s.mask)); })
        .def("__repr__", [](const SquareSet& s) { return "SquareSet('" + names_joined(s) + "')"; })
        .def_property_readonly("mask", [](const SquareSet& s) { return s.mask; }, "The 64-bit mask.")
        .def(
            "names",
            [](const SquareSet& s) {
                std::vector<std::string> out;
                for (int sq : squares_of(s)) out.push_back(square_text(sq));
                return out;
            },
            "Square names in square order: ['a1', 'e4', ...].");

    py::class_<Outcome>(m, "Outcome",
                        "How a move ended the game (rules §2): termination is 'king-captured', 'no-moves',\n"
                        "'fifty-moves' or 'repetition'; winner is 'w' or 'b' for king-captured, else None.")
        .def_readonly("termination", &Outcome::termination)
        .def_property_readonly(
            "winner",
            [](const Outcome& o) -> py::object {
                if (!o.winner) return py::none();
                return py::str(std::string(1, *o.winner));
            })
        .def("result",
             [](const Outcome& o) -> std::string {
                 if (!o.winner) return "1/2-1/2";
                 return *o.winner == 'w' ? "1-0" : "0-1";
             },
             "'1-0', '0-1' or '1/2-1/2'.")
        .def("__eq__",
             [](const Outcome& a, const Outcome& b) { return a.termination == b.termination && a.winner == b.winner; }, py::is_operator())
        .def("__repr__", [](const Outcome& o) {
            return "Outcome(termination='" + o.termination + "', winner=" +
                   (o.winner ? "'" + std::string(1, *o.winner) + "'" : std::string("None")) + ")";
        });
}

}  // namespace fogpy
