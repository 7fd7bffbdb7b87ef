#include "harness/implementation.hpp"

#include <algorithm>

#include <fmt/format.h>

namespace harness {

std::optional<Spelling> spelling_from_name(const std::string& name) {
    if (name == "full") return Spelling::Full;
    if (name == "xfen") return Spelling::Xfen;
    if (name == "legal") return Spelling::Legal;
    return std::nullopt;
}

MoveCodes Implementation::move_codes() const {
    MoveCodes codes;
    for (const std::string& uci : moves()) {
        const auto code = move_code_of(uci);
        if (!code) throw std::runtime_error(fmt::format("{} listed a move that is not UCI: '{}'", name(), uci));
        codes.push_back(*code);
    }
    std::sort(codes.begin(), codes.end());
    return codes;
}

BeliefDigests Implementation::belief_digests(char colour) const { return sorted_digests(belief(colour)); }

std::unique_ptr<Implementation> make_implementation(const std::string& name) {
    if (name == "engine") return make_engine_implementation();
    if (name == "oracle") return make_oracle_implementation();
    return nullptr;
}

}  // namespace harness
