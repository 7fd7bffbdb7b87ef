// Python values as JSON values and back, without JSON text: what a Python
// implementation returns becomes the reply a child process would have
// written (fogproof.diff), and a diff's report becomes Python dicts and
// lists (DiffResult.json).
//
// A Python method can return anything, so the conversion is bounded the way
// a reply line is: a nesting depth, a number of values and a string length,
// and only the types JSON has (dict with str keys, list, tuple, set,
// frozenset, str, int, float, bool, None). Anything else throws
// NotJson with a message naming where in the value it was.
#pragma once

#include <pybind11/pybind11.h>

#include <cstddef>
#include <nlohmann/json.hpp>
#include <stdexcept>

namespace fogpy {

namespace py = pybind11;

struct JsonBounds {
    std::size_t max_depth = 16;  // a reply needs 3 (reply, list, item)
    std::size_t max_values = 1'000'000;
    std::size_t max_string_bytes = 1 << 20;
};

struct NotJson : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// `value` as JSON; throws NotJson, e.g. "the value["fens"][3] is a bytes
// object, which JSON cannot carry (...)".
nlohmann::json json_from_python(py::handle value, const JsonBounds& bounds = {});

py::object python_from_json(const nlohmann::json& value);

}  // namespace fogpy
