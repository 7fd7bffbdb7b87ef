// The scenario_file target (external/diff/fuzz_scenarios.hpp): any text as the
// scenario file `fogproof repro --against CMD FILE` reads. An accepted
// file means, once written and read again, what it meant; a refused one is
// refused with std::invalid_argument naming what is wrong.
#include <fmt/format.h>

#include <array>
#include <string_view>

#include "external/diff/sources/diff_scenario_file.hpp"
#include "external/diff/fuzz_scenarios.hpp"
#include "external/protocol/bounded_json.hpp"

namespace external {
namespace {

// What a refusal may name: a field, or why the text is no document at all.
constexpr std::array<std::string_view, 13> kNamedInRefusals = {
    "\"format\"",      "\"start\"",         "\"moves\"",   "\"own_observation\"", "\"reference\"",
    "\"belief_limit\"", "\"belief_max\"",    "\"belief_sample\"", "\"source\"", "\"against\"",
    "not a JSON object", "is not JSON", "nested deeper than"};

bool names_what_is_wrong(std::string_view message) {
    for (const std::string_view named : kNamedInRefusals)
        if (message.find(named) != std::string_view::npos) return true;
    return false;
}

// The fields read_diff_scenario reads, side by side; "" when all agree.
std::string first_difference(const DiffScenario& a, const DiffScenario& b) {
    if (a.game.start_fen != b.game.start_fen) return "start";
    if (a.game.moves != b.game.moves) return "moves";
    if (a.game.own_observation != b.game.own_observation) return "own_observation";
    if (a.game.source != b.game.source) return "source";
    if (a.settings.reference != b.settings.reference) return "reference";
    if (a.settings.belief_limit != b.settings.belief_limit) return "belief_limit";
    if (a.settings.belief_max != b.settings.belief_max) return "belief_max";
    if (a.settings.belief_sample != b.settings.belief_sample) return "belief_sample";
    if (a.settings.max_plies != b.settings.max_plies) return "max_plies";
    if (a.against != b.against) return "against";
    return "";
}

}  // namespace

harness::ScenarioReport run_scenario_file_scenario(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    harness::ScenarioReport report;
    report.target = "scenario_file";
    const auto fail = [&](const std::string& check, const std::string& details) {
        report.failure = harness::ScenarioFailure{0, check, std::nullopt, "", "", details};
    };
    DiffScenario scenario;
    try {
        scenario = read_diff_scenario(text);
    } catch (const std::invalid_argument& e) {
        report.settings.push_back({"outcome", std::string("refused: ") + excerpt(e.what())});
        if (!names_what_is_wrong(e.what())) fail("a refusal names the field", e.what());
        return report;
    }
    report.start_fen = scenario.game.start_fen;
    report.settings.push_back({"outcome", fmt::format("accepted: {} moves", scenario.game.moves.size())});
    const std::string written = write_diff_scenario(scenario);
    try {
        const std::string differs = first_difference(scenario, read_diff_scenario(written));
        if (!differs.empty())
            fail("a scenario read back means the same", "\"" + differs + "\" differs; written: " + excerpt(written));
    } catch (const std::invalid_argument& e) {
        fail("a written scenario reads back", std::string(e.what()) + "; written: " + excerpt(written));
    }
    return report;
}

}  // namespace external
