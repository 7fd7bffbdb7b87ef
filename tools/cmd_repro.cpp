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

#include "external/diff/sources/diff_scenario_file.hpp"
#include "external/diff/findings/finding_signature.hpp"
#include "external/diff/findings/known_findings.hpp"
#include "external/diff/fuzz_scenarios.hpp"
#include "harness/scenarios.hpp"
#include "tools/cli_common.hpp"
#include "external/diff/comparisons/lockstep_game.hpp"

namespace cli {

namespace {

// Far above any fuzz input or scenario file; a bound, so that a path such
// as /dev/zero ends with a message instead of filling the memory.
constexpr std::size_t kMaxInputBytes = std::size_t(64) << 20;

std::vector<std::uint8_t> read_input(const std::string& path) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) throw UsageError("'" + path + "' is a directory, not an input file");
    std::ifstream in(path, std::ios::binary);
    if (!in) throw UsageError("cannot read '" + path + "'");
    std::vector<std::uint8_t> bytes;
    char chunk[65536];
    while (in.read(chunk, sizeof chunk) || in.gcount() > 0) {
        bytes.insert(bytes.end(), chunk, chunk + in.gcount());
        if (bytes.size() > kMaxInputBytes)
            throw UsageError(fmt::format("'{}' is larger than {} bytes, too large for an input", path, kMaxInputBytes));
    }
    if (in.bad()) throw UsageError("cannot read '" + path + "'");
    return bytes;
}

}  // namespace

// A scenario saved by `fogproof diff`, replayed against the command.
void replay_diff_scenario(const std::string& against, const std::string& file, double timeout,
                          std::size_t max_reply_bytes, bool json) {
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
                                                  std::chrono::milliseconds(static_cast<long long>(timeout * 1000)),
                                                  max_reply_bytes);
        // The run's known differences, set aside as the run set them aside.
        external::KnownFindings known;
        for (const std::string& signature : scenario.known) known.findings.push_back({signature, {}});
        external::KnownSignatures set_aside(known);
        result = external::run_diff_game(external, scenario.game, scenario.settings,
                                         known.findings.empty() ? nullptr : &set_aside);
        external.quit();
    } catch (const external::ProtocolError& e) {
        throw UsageError(e.what());
    }
    if (!result.played) throw UsageError("the reference rejects the scenario's start: " + scenario.game.start_fen);
    CommonOptions options;
    options.json = json;
    // The signature `fogproof diff` gave its table row, named the same way.
    const std::vector<external::FindingSignature> signatures = external::finding_signatures(scenario.game, result);
    nlohmann::json document = harness::report_json(result.report);
    std::string text = harness::report_text(result.report);
    if (!signatures.empty()) {
        document["signature"] = signatures.front().text();
        text += "signature: " + signatures.front().text() + "\n";
    }
    emit(options, document, text);
    if (!result.passed()) throw ExitCode{1};
    if (result.reference_refused)
        throw UsageError(fmt::format(
            "the {} refuses the scenario's move {} after {} plies: the scenario ended there, so it shows no "
            "failure; it was saved with another reading (--reference) or another version of fogproof",
            scenario.settings.reference, result.reference_refused->move, result.reference_refused->ply));
}

void register_repro(CLI::App& app) {
    auto* cmd = app.add_subcommand(
        "repro", "Replay a fuzz input (repro TARGET FILE) or a diff scenario (repro --against CMD FILE) readably");
    cmd->footer(kReproExitCodes);
    auto args = std::make_shared<std::vector<std::string>>();
    auto against = std::make_shared<std::string>();
    auto timeout = std::make_shared<double>(10);
    auto max_reply_bytes = std::make_shared<std::size_t>(external::ProtocolClient::kDefaultMaxReplyBytes);
    auto json = std::make_shared<bool>(false);
    cmd->add_option("ARGS", *args, "TARGET FILE (a fuzz input), or FILE with --against")->required()->expected(1, 2);
    cmd->add_option("--against", *against, "Replay a `fogproof diff` scenario against this command");
    cmd->add_option("--timeout", *timeout, "Seconds to wait for each reply (--against)")->check(CLI::PositiveNumber);
    cmd->add_option("--max-reply-bytes", *max_reply_bytes,
                    "A longer reply line is a protocol fault, the child is stopped (--against)")
        ->check(CLI::PositiveNumber)
        ->capture_default_str();
    cmd->add_flag("--json", *json, "Print one JSON document instead of text");
    cmd->callback([args, against, timeout, max_reply_bytes, json] {
        if (!against->empty()) {
            if (args->size() != 1) throw UsageError("repro --against CMD takes one FILE (a fogproof diff scenario)");
            replay_diff_scenario(*against, args->front(), *timeout, *max_reply_bytes, *json);
            return;
        }
        if (args->size() != 2) throw UsageError("repro needs TARGET FILE (or --against CMD FILE)");
        const std::string& target = (*args)[0];
        std::vector<std::string> targets = harness::scenario_targets();
        const auto& peer_targets = external::fuzz_scenario_targets();
        targets.insert(targets.end(), peer_targets.begin(), peer_targets.end());
        if (std::find(targets.begin(), targets.end(), target) == targets.end())
            throw UsageError(fmt::format("unknown target '{}': one of {}", target, fmt::join(targets, ", ")));
        const std::vector<std::uint8_t> bytes = read_input((*args)[1]);
        auto report = harness::run_scenario(target, bytes.data(), bytes.size());
        if (!report) report = external::run_fuzz_scenario(target, bytes.data(), bytes.size());
        CommonOptions options;
        options.json = *json;
        emit(options, harness::report_json(*report), harness::report_text(*report));
        if (!report->passed()) throw ExitCode{1};
    });
}

}  // namespace cli
