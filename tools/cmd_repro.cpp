// `fogproof repro TARGET FILE`: a fuzz input as a scenario a person can
// read: the start and the moves, what each colour observed, and where the
// engine, the oracle or a property first disagreed, side by side.
// `fogproof repro --against CMD FILE` does the same for a scenario that
// `fogproof diff` saved, with the external implementation. Exit 0
// when the scenario passes, 1 when it fails, 2 on bad arguments.
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "external/diff_scenario_file.hpp"
#include "harness/scenario_report_json.hpp"
#include "harness/scenarios.hpp"
#include "tools/cli_common.hpp"

namespace cli {

namespace {

std::vector<std::uint8_t> read_input(const std::string& path) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) throw UsageError("'" + path + "' is a directory, not an input file");
    std::ifstream in(path, std::ios::binary);
    if (!in) throw UsageError("cannot read '" + path + "'");
    std::vector<std::uint8_t> bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    if (in.bad()) throw UsageError("cannot read '" + path + "'");
    return bytes;
}

}  // namespace

// A scenario saved by `fogproof diff`, replayed against the command.
void replay_diff_scenario(const std::string& against, const std::string& file, double timeout, bool json) {
    const std::vector<std::uint8_t> bytes = read_input(file);
    external::DiffScenario scenario;
    try {
        scenario = external::read_diff_scenario(std::string(bytes.begin(), bytes.end()));
    } catch (const std::invalid_argument& e) {
        throw UsageError("'" + file + "' is not a fogproof diff scenario: " + e.what());
    }
    scenario.game.source = file;
    external::DiffGameResult result;
    try {
        external::ExternalImplementation external(against, scenario.settings.reference,
                                                  std::chrono::milliseconds(static_cast<long long>(timeout * 1000)));
        result = external::run_diff_game(external, scenario.game, scenario.settings);
        external.quit();
    } catch (const external::ProtocolError& e) {
        throw UsageError(e.what());
    }
    if (!result.played) throw UsageError("the reference rejects the scenario's start: " + scenario.game.start_fen);
    CommonOptions options;
    options.json = json;
    emit(options, harness::report_json(result.report), harness::report_text(result.report));
    if (!result.passed()) throw ExitCode{1};
}

void register_repro(CLI::App& app) {
    auto* cmd = app.add_subcommand(
        "repro", "Replay a fuzz input (repro TARGET FILE) or a diff scenario (repro --against CMD FILE) readably");
    cmd->footer(kReproExitCodes);
    auto args = std::make_shared<std::vector<std::string>>();
    auto against = std::make_shared<std::string>();
    auto timeout = std::make_shared<double>(10);
    auto json = std::make_shared<bool>(false);
    cmd->add_option("ARGS", *args, "TARGET FILE (a fuzz input), or FILE with --against")->required()->expected(1, 2);
    cmd->add_option("--against", *against, "Replay a `fogproof diff` scenario against this command");
    cmd->add_option("--timeout", *timeout, "Seconds to wait for each reply (--against)")->check(CLI::PositiveNumber);
    cmd->add_flag("--json", *json, "Print one JSON document instead of text");
    cmd->callback([args, against, timeout, json] {
        if (!against->empty()) {
            if (args->size() != 1) throw UsageError("repro --against CMD takes one FILE (a fogproof diff scenario)");
            replay_diff_scenario(*against, args->front(), *timeout, *json);
            return;
        }
        if (args->size() != 2) throw UsageError("repro needs TARGET FILE (or --against CMD FILE)");
        const std::string& target = (*args)[0];
        const auto& targets = harness::scenario_targets();
        if (std::find(targets.begin(), targets.end(), target) == targets.end())
            throw UsageError(fmt::format("unknown target '{}': one of {}", target, fmt::join(targets, ", ")));
        const std::vector<std::uint8_t> bytes = read_input((*args)[1]);
        const auto report = harness::run_scenario(target, bytes.data(), bytes.size());
        CommonOptions options;
        options.json = *json;
        emit(options, harness::report_json(*report), harness::report_text(*report));
        if (!report->passed()) throw ExitCode{1};
    });
}

}  // namespace cli
