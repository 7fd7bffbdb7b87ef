#include "harness/scenarios.hpp"

#include <exception>

namespace harness {

const std::vector<std::string>& scenario_targets() {
    static const std::vector<std::string> targets = {"fen", "moves", "belief", "records"};
    return targets;
}

std::optional<ScenarioReport> run_scenario(const std::string& target, const std::uint8_t* data, std::size_t size) {
    ScenarioRunner run = nullptr;
    if (target == "fen") run = run_fen_scenario;
    else if (target == "moves") run = run_moves_scenario;
    else if (target == "belief") run = run_belief_scenario;
    else if (target == "records") run = run_records_scenario;
    else return std::nullopt;
    return run_guarded(target, run, data, size);
}

ScenarioReport run_guarded(const std::string& target, ScenarioRunner run, const std::uint8_t* data, std::size_t size) {
    // The libraries promise not to throw on any input; a throw is a finding,
    // reported like any other instead of ending the reproducer.
    try {
        return run(data, size);
    } catch (const std::exception& e) {
        ScenarioReport report;
        report.target = target;
        report.failure = ScenarioFailure{0, "no exception escapes the libraries", std::nullopt, "", "", e.what()};
        return report;
    }
}

}  // namespace harness
