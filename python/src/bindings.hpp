// Shared pieces of the fogproof Python module: each bind_*.cpp file adds
// one part of the API to the module; the small neutral value types that
// both the engine and the oracle bindings return live here.
#pragma once

#include <pybind11/pybind11.h>

#include <cstdint>
#include <optional>
#include <string>

namespace fogpy {

namespace py = pybind11;

// A set of squares as a 64-bit mask (a1 = 0, h8 = 63, python-chess's
// numbering). Both readings return their vision as one, so the two can be
// compared with ==.
struct SquareSet {
    std::uint64_t mask = 0;
};

// How a move ended the game (rules §2, the part a pair of boards decides),
// in the names the logs use. Shared by the engine and the oracle bindings.
struct Outcome {
    std::string termination;     // "king-captured", "no-moves", "fifty-moves", "repetition"
    std::optional<char> winner;  // 'w' or 'b' for king-captured
};

// A colour given from Python: 'w'/'b', "white"/"black", or a bool as
// python-chess writes it (chess.WHITE is True). True for White; ValueError
// (TypeError for other types) on anything else.
bool is_white(py::handle colour);

// "a1".."h8" and 0..63; ValueError otherwise.
int square_from_python(py::handle square);
std::string square_text(int square);

// A memory limit given from Python (BeliefOptions::max_memory): None or 0
// for none, bytes as an int, or text as the CLI reads it ("4G", "80%").
// ValueError on a bad value, TypeError on other types.
std::size_t max_memory_from_python(py::handle value);

// Raises fogproof.MemoryLimitError (a MemoryError) with .ply,
// .size_before and .max_memory; `prefix` goes before the message.
[[noreturn]] void raise_memory_limit(const std::string& what, int ply, std::size_t size_before,
                                     std::size_t max_memory);

void bind_values(py::module_& m);  // SquareSet, Outcome
void bind_position(py::module_& m);
void bind_belief(py::module_& m);
void bind_records(py::module_& m);
void bind_audit(py::module_& m);  // audit
void bind_play(py::module_& m);
void bind_oracle(py::module_& m);
void bind_external(py::module_& m);  // diff, serve

}  // namespace fogpy
