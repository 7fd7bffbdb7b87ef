// Colours and squares as Python callers write them.
#include <string>
#include <string_view>

#include "python/src/bindings.hpp"

namespace fogpy {

bool is_white(py::handle colour) {
    if (py::isinstance<py::bool_>(colour)) return colour.cast<bool>();
    if (PyUnicode_Check(colour.ptr())) {
        // Read in place: this runs on every vision() call, and a
        // std::string copy would be a good part of its cost.
        Py_ssize_t size = 0;
        const char* data = PyUnicode_AsUTF8AndSize(colour.ptr(), &size);
        if (!data) throw py::error_already_set();
        const std::string_view text(data, std::size_t(size));
        if (text == "w" || text == "white") return true;
        if (text == "b" || text == "black") return false;
        throw py::value_error("bad colour '" + std::string(text) + "' (expected 'w', 'b', 'white', 'black' or a bool)");
    }
    throw py::type_error("a colour is 'w', 'b', 'white', 'black' or a bool (chess.WHITE / chess.BLACK)");
}

std::string square_text(int square) {
    if (square < 0 || square > 63) return "-";
    return std::string{char('a' + square % 8), char('1' + square / 8)};
}

int square_from_python(py::handle square) {
    if (py::isinstance<py::int_>(square) && !py::isinstance<py::bool_>(square)) {
        const long long s = square.cast<long long>();
        if (s < 0 || s > 63) throw py::value_error("square " + std::to_string(s) + " is off the board (expected 0..63)");
        return int(s);
    }
    if (py::isinstance<py::str>(square)) {
        const std::string text = square.cast<std::string>();
        if (text.size() == 2 && text[0] >= 'a' && text[0] <= 'h' && text[1] >= '1' && text[1] <= '8')
            return (text[1] - '1') * 8 + (text[0] - 'a');
        throw py::value_error("bad square '" + text + "' (expected a1..h8)");
    }
    throw py::type_error("a square is an int 0..63 (a1 = 0) or a name such as 'e4'");
}

}  // namespace fogpy
