#include "external/diff/game/belief_bands.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace external {

std::string BeliefBands::band_name(std::size_t band) {
    static const char* const names[] = {"<= 200", "<= 10^3", "<= 10^4", "<= 10^5", "<= 10^6"};
    return names[std::min(band, kUpper.size() - 1)];
}

void BeliefBands::add(std::size_t size) {
    std::size_t band = 0;
    while (band + 1 < kUpper.size() && size > kUpper[band]) ++band;
    ++checks[band];
    largest = std::max(largest, size);
}

BeliefBands& BeliefBands::operator+=(const BeliefBands& other) {
    for (std::size_t i = 0; i < checks.size(); ++i) checks[i] += other.checks[i];
    largest = std::max(largest, other.largest);
    frozen += other.frozen;
    past_max += other.past_max;
    past_memory += other.past_memory;
    size_only += other.size_only;
    engine_answered += other.engine_answered;
    return *this;
}

std::string beliefs_text(const BeliefBands& bands, std::size_t belief_max) {
    std::string per_band;
    for (std::size_t i = 0; i < bands.checks.size(); ++i)
        per_band += fmt::format("{}{} {}", i ? ", " : "", BeliefBands::band_name(i), bands.checks[i]);
    std::string text = fmt::format("  P checked: largest |P| {}; checks of one colour's P per size band: {}\n",
                                   bands.largest, per_band);
    text += fmt::format(
        "  P beyond the oracle's bound answered by the engine: {} checks; size only (no belief_contains or "
        "belief_sample): {}\n",
        bands.engine_answered, bands.size_only);
    text += fmt::format(
        "  beliefs stopped: {} frozen by the implementation (not a failure), {} games past --belief-max {}, {} "
        "games past --max-memory\n",
        bands.frozen, bands.past_max, belief_max, bands.past_memory);
    return text;
}

nlohmann::json beliefs_json(const BeliefBands& bands, std::size_t belief_max) {
    nlohmann::json per_band = nlohmann::json::object();
    for (std::size_t i = 0; i < bands.checks.size(); ++i) per_band[BeliefBands::band_name(i)] = bands.checks[i];
    return {{"largest", bands.largest},
            {"checks_per_size_band", per_band},
            {"engine_answered", bands.engine_answered},
            {"size_only", bands.size_only},
            {"frozen", bands.frozen},
            {"games_past_belief_max", bands.past_max},
            {"belief_max", belief_max},
            {"games_past_max_memory", bands.past_memory}};
}

}  // namespace external
