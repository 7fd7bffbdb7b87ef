#include "harness/implementation.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "harness/belief_sample.hpp"

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

std::vector<bool> Implementation::belief_contains(char colour, const std::vector<DuplicateKey>& boards) const {
    const NeutralBelief p = belief(colour);
    std::vector<bool> out;
    out.reserve(boards.size());
    for (const DuplicateKey& board : boards) out.push_back(p.count(board) > 0);
    return out;
}

std::vector<DuplicateKey> Implementation::belief_sample(char colour, std::size_t count, std::uint64_t seed) const {
    const NeutralBelief p = belief(colour);
    std::vector<DuplicateKey> out;
    for (std::size_t i : sample_indices(p.size(), count, seed)) out.push_back(*(p.begin() + std::ptrdiff_t(i)));
    return out;
}

void Implementation::stop_belief(char colour) {
    throw std::logic_error(fmt::format("{} cannot forget the belief of {} alone", name(), colour));
}

std::string ending_before_any_move(const Implementation& reference) {
    if (reference.moves().empty()) return "no-moves";
    if (reference.position().halfmove >= 100) return "fifty-moves";
    return "";
}

std::unique_ptr<Implementation> make_implementation(const std::string& name) {
    if (name == "engine") return make_engine_implementation();
    if (name == "oracle") return make_oracle_implementation();
    return nullptr;
}

}  // namespace harness
