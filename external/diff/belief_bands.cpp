#include "external/diff/belief_bands.hpp"

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

}  // namespace external
