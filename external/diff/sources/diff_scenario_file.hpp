// A minimized disagreement saved by `fogproof diff` and replayed by
// `fogproof repro --against CMD FILE`: the start, the moves, the settings of
// the comparison and what was found, as one JSON document.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "external/diff/game/diff_game.hpp"

namespace external {

struct DiffScenario {
    DiffGame game;
    DiffSettings settings;
    std::string against;          // the command it was found with
    std::string original_source;  // the game it was minimized from
    std::size_t original_plies = 0;
    std::optional<harness::ScenarioFailure> found;
    // The signatures of the run's known differences (--known): replaying
    // sets them aside as the run did, so a finding met after a known
    // difference replays itself ("known" in the file; absent when none).
    std::vector<std::string> known;
};

std::string write_diff_scenario(const DiffScenario& scenario);

// Parses a scenario file's text; throws std::invalid_argument naming the
// field that is missing or malformed.
DiffScenario read_diff_scenario(const std::string& text);

inline constexpr const char* kDiffScenarioFormat = "fogproof-diff-scenario";

}  // namespace external
