// How far a diff checked beliefs: the largest |P| checked, and how many
// checks of one colour's P at one ply fell in each size band. The size of
// a check is the larger of the two sides' |P|. The summary and --json
// print it, so a run that never reached large beliefs says so.
#pragma once

#include <array>
#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>

namespace external {

struct BeliefBands {
    // Upper bounds of the bands: <= 200, <= 10^3, <= 10^4, <= 10^5, <= 10^6;
    // a check above the last (possible only with a larger --belief-max)
    // counts in the last.
    static constexpr std::array<std::size_t, 5> kUpper = {200, 1'000, 10'000, 100'000, 1'000'000};
    static std::string band_name(std::size_t band);  // "<= 200", "<= 10^3", ...

    std::array<std::size_t, kUpper.size()> checks{};
    std::size_t largest = 0;
    // Beliefs no longer checked, and why.
    std::size_t frozen = 0;          // the child said it froze P (not a failure)
    std::size_t past_max = 0;        // games whose P passed --belief-max
    std::size_t past_memory = 0;     // games whose reference update passed --max-memory
    std::size_t size_only = 0;       // checks beyond the limit of a child without belief_contains/belief_sample
    std::size_t engine_answered = 0; // checks above the oracle's bound, answered by the engine's P

    void add(std::size_t size);
    BeliefBands& operator+=(const BeliefBands& other);
};

// "  P checked: largest |P| 812,345; per size band <= 200: 9,120, ...", and why
// beliefs stopped; `belief_max` is the run's --belief-max.
std::string beliefs_text(const BeliefBands& bands, std::size_t belief_max);
nlohmann::json beliefs_json(const BeliefBands& bands, std::size_t belief_max);

}  // namespace external
