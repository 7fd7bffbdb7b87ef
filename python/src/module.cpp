// The extension module fogproof._fogproof; the package fogproof re-exports it
// (python/fogproof/__init__.py), and fogproof.oracle its `oracle` submodule.
#include "python/src/bindings.hpp"

PYBIND11_MODULE(_fogproof, m) {
    m.doc() = "fogproof: fog-of-war chess rules, belief tracking and game records (C++ core)";
    fogpy::bind_values(m);
    fogpy::bind_position(m);
    fogpy::bind_belief(m);
    fogpy::bind_records(m);
    fogpy::bind_audit(m);
    fogpy::bind_play(m);
    fogpy::bind_external(m);
    pybind11::module_ oracle = m.def_submodule("oracle", "The reference oracle: the same Position calls, answered by the "
                                                   "second, independent reading of the rules");
    fogpy::bind_oracle(oracle);
}
