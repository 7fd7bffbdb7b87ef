#include "harness/differential.hpp"

#include <fmt/format.h>

namespace harness {
namespace {

std::string join(const MoveCodes& moves) {
    std::string out;
    for (const MoveCode m : moves) {
        if (!out.empty()) out += ' ';
        out += uci_of(m);
    }
    return out;
}

// Boards of `from` missing in `other`: the count and the first few, enough
// to read without drowning the report.
std::string only_in(const NeutralBelief& from, const NeutralBelief& other) {
    constexpr std::size_t kShown = 3;
    std::vector<std::string> shown;
    std::size_t count = 0;
    for (const DuplicateKey& k : from) {
        if (other.count(k)) continue;
        if (++count > kShown) continue;
        shown.push_back(describe(position_of(k)));
    }
    return fmt::format("{} of {} boards not in the other set{}{}", count, from.size(), count ? ": " : "",
                       fmt::join(shown, " | "));
}

}  // namespace

std::string Disagreement::to_string(const std::string& left_name, const std::string& right_name) const {
    return fmt::format("{} differs\n  {:>6}: {}\n  {:>6}: {}", what, left_name, left, right_name, right);
}

std::optional<Disagreement> compare_state(const Implementation& a, const Implementation& b,
                                          MoveCodes* agreed_moves) {
    const NeutralPosition pa = a.position(), pb = b.position();
    if (pa != pb) return Disagreement{"position", describe(pa), describe(pb)};
    auto ma = a.move_codes();
    if (const auto mb = b.move_codes(); ma != mb) return Disagreement{"move set", join(ma), join(mb)};
    for (char colour : {'w', 'b'}) {
        const SquareSet va = a.vision(colour), vb = b.vision(colour);
        if (va != vb) return Disagreement{fmt::format("vision of {}", colour), describe(va), describe(vb)};
    }
    if (agreed_moves) *agreed_moves = std::move(ma);
    return std::nullopt;
}

std::optional<Disagreement> compare_last_observations(const Implementation& a, const Implementation& b,
                                                      std::array<NeutralObservation, 2>* agreed) {
    std::array<NeutralObservation, 2> seen;
    for (std::size_t i = 0; i < 2; ++i) {
        const char colour = "wb"[i];
        seen[i] = a.last_observation(colour);
        const NeutralObservation ob = b.last_observation(colour);
        if (seen[i] != ob) return Disagreement{fmt::format("observation of {}", colour), describe(seen[i]), describe(ob)};
    }
    if (agreed) *agreed = std::move(seen);
    return std::nullopt;
}

std::optional<Disagreement> compare_acceptance(const std::string& a_error, const std::string& b_error) {
    if (a_error.empty() == b_error.empty()) return std::nullopt;
    return Disagreement{"FEN acceptance", a_error.empty() ? "accepted" : "rejected: " + a_error,
                        b_error.empty() ? "accepted" : "rejected: " + b_error};
}

std::optional<Disagreement> compare_beliefs(const Implementation& a, const Implementation& b, char colour) {
    // Equal digest lists mean equal sets (a different board digests alike
    // with probability 2^-128); only a difference needs the boards.
    if (a.belief_digests(colour) == b.belief_digests(colour)) return std::nullopt;
    const NeutralBelief pa = a.belief(colour), pb = b.belief(colour);
    if (pa == pb) return std::nullopt;
    return Disagreement{fmt::format("belief of {}", colour), only_in(pa, pb), only_in(pb, pa)};
}

}  // namespace harness
