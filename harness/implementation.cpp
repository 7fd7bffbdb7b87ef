#include "harness/implementation.hpp"

namespace harness {

std::optional<Spelling> spelling_from_name(const std::string& name) {
    if (name == "full") return Spelling::Full;
    if (name == "xfen") return Spelling::Xfen;
    if (name == "legal") return Spelling::Legal;
    return std::nullopt;
}

std::unique_ptr<Implementation> make_implementation(const std::string& name) {
    if (name == "engine") return make_engine_implementation();
    if (name == "oracle") return make_oracle_implementation();
    return nullptr;
}

}  // namespace harness
