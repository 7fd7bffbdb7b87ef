#include "external/diff/fuzz_scenarios.hpp"

#include "harness/scenarios.hpp"

namespace external {

const std::vector<std::string>& fuzz_scenario_targets() {
    static const std::vector<std::string> targets = {"protocol", "serve", "scenario_file"};
    return targets;
}

std::optional<harness::ScenarioReport> run_fuzz_scenario(const std::string& target, const std::uint8_t* data,
                                                         std::size_t size) {
    harness::ScenarioRunner run = nullptr;
    if (target == "protocol")
        run = run_protocol_scenario;
    else if (target == "serve")
        run = run_serve_scenario;
    else if (target == "scenario_file")
        run = run_scenario_file_scenario;
    else
        return std::nullopt;
    return harness::run_guarded(target, run, data, size);
}

}  // namespace external
