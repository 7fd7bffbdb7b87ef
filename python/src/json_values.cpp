#include "python/src/json_values.hpp"

#include <fmt/format.h>

#include <cmath>

namespace fogpy {
namespace {

using Json = nlohmann::json;

// A value that cannot be converted: where it is inside the whole value
// (built up only on the way out, so a good value pays nothing for it) and
// what is wrong with it.
struct Refused {
    std::string where;
    std::string problem;
};

std::string with_article(const std::string& name) {
    return (name.find_first_of("aeiouAEIOU") == 0 ? "an " : "a ") + name;
}

class Converter {
public:
    explicit Converter(const JsonBounds& bounds) : bounds_(bounds) {}

    Json convert(py::handle value, std::size_t depth) {
        if (++values_ > bounds_.max_values) throw Refused{"", fmt::format("holds over {} items", bounds_.max_values)};
        if (depth > bounds_.max_depth) throw Refused{"", fmt::format("is nested over {} levels", bounds_.max_depth)};
        PyObject* object = value.ptr();
        if (object == Py_None) return nullptr;
        if (PyBool_Check(object)) return object == Py_True;
        if (PyLong_Check(object)) return integer(object);
        if (PyFloat_Check(object)) {
            const double d = PyFloat_AS_DOUBLE(object);
            if (!std::isfinite(d)) throw Refused{"", fmt::format("is {}, which JSON cannot carry", d)};
            return d;
        }
        if (PyUnicode_Check(object)) return text(object);
        if (PyDict_Check(object)) return mapping(value, depth);
        if (PyList_Check(object) || PyTuple_Check(object) || PyAnySet_Check(object)) {
            Json out = Json::array();
            std::size_t index = 0;
            for (py::handle item : value) {
                try {
                    out.push_back(convert(item, depth + 1));
                } catch (Refused& r) {
                    r.where = fmt::format("[{}]{}", index, r.where);
                    throw;
                }
                ++index;
            }
            return out;
        }
        const std::string type = py::str(py::type::of(value).attr("__name__"));
        throw Refused{"", fmt::format("is {}, which JSON cannot carry (expected dict, list, tuple, set, str, "
                                      "int, float, bool or None)",
                                      with_article(type))};
    }

private:
    static Json integer(PyObject* object) {
        int overflow = 0;
        const long long n = PyLong_AsLongLongAndOverflow(object, &overflow);
        // As JSON's parser reads them: unsigned when not negative.
        if (overflow == 0) return n >= 0 ? Json(static_cast<unsigned long long>(n)) : Json(n);
        if (overflow > 0) {
            const unsigned long long u = PyLong_AsUnsignedLongLong(object);
            if (!PyErr_Occurred()) return u;
            PyErr_Clear();
        }
        throw Refused{"", "is an integer outside 64 bits"};
    }

    std::string text(PyObject* object) const {
        Py_ssize_t size = 0;
        const char* data = PyUnicode_AsUTF8AndSize(object, &size);
        if (data == nullptr) {
            PyErr_Clear();
            throw Refused{"", "is a str that is not valid UTF-8"};
        }
        if (std::size_t(size) > bounds_.max_string_bytes)
            throw Refused{"", fmt::format("is a str of {} bytes, over {}", size, bounds_.max_string_bytes)};
        return std::string(data, std::size_t(size));
    }

    Json mapping(py::handle value, std::size_t depth) {
        Json out = Json::object();
        for (auto [key, item] : py::reinterpret_borrow<py::dict>(value)) {
            if (!PyUnicode_Check(key.ptr()))
                throw Refused{"", fmt::format("has the key {}, not a str", std::string(py::repr(key)))};
            std::string name = text(key.ptr());
            try {
                out[name] = convert(item, depth + 1);
            } catch (Refused& r) {
                r.where = fmt::format("[{}]{}", Json(name).dump(), r.where);
                throw;
            }
        }
        return out;
    }

    const JsonBounds& bounds_;
    std::size_t values_ = 0;
};

}  // namespace

Json json_from_python(py::handle value, const JsonBounds& bounds) {
    try {
        return Converter(bounds).convert(value, 0);
    } catch (const Refused& r) {
        throw NotJson(fmt::format("{} {}", r.where.empty() ? "the value" : "the value" + r.where, r.problem));
    }
}

py::object python_from_json(const Json& value) {
    switch (value.type()) {
        case Json::value_t::null:
            return py::none();
        case Json::value_t::boolean:
            return py::bool_(value.get<bool>());
        case Json::value_t::number_integer:
            return py::int_(value.get<long long>());
        case Json::value_t::number_unsigned:
            return py::int_(value.get<unsigned long long>());
        case Json::value_t::number_float:
            return py::float_(value.get<double>());
        case Json::value_t::string:
            return py::str(value.get_ref<const std::string&>());
        case Json::value_t::array: {
            py::list out;
            for (const Json& item : value) out.append(python_from_json(item));
            return out;
        }
        case Json::value_t::object: {
            py::dict out;
            for (const auto& [key, item] : value.items()) out[py::str(key)] = python_from_json(item);
            return out;
        }
        default:
            return py::none();  // binary and discarded values never come out of fogproof's reports
    }
}

}  // namespace fogpy
