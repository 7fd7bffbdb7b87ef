// fogproof merge REPORT.json... : the --json reports of the N shards of a
// replay, an audit or a diff (--shard K/N) joined into one report and one
// exit code, as the run without --shard would have given them.
#include <fmt/format.h>

#include <fstream>
#include <iostream>

#include "external/diff/report/diff_merge.hpp"
#include "replay/audit_merge.hpp"
#include "replay/replay_report.hpp"
#include "tools/cli_common.hpp"

namespace cli {
namespace {

struct MergeArgs {
    std::vector<std::string> reports;
    bool json = false;
};

// The report of a file: its last non-empty line (`replay --json` writes
// the rows first), as JSON.
nlohmann::json read_report(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw UsageError("cannot read report " + path);
    std::string line, last;
    std::size_t number = 0, last_number = 0;
    while (std::getline(in, line)) {
        ++number;
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
        last = line;
        last_number = number;
    }
    if (last.empty()) throw UsageError(path + ": empty, not a --json report");
    try {
        return nlohmann::json::parse(last);
    } catch (const nlohmann::json::parse_error& e) {
        throw UsageError(fmt::format("{}:{}: not JSON ({}): not a --json report", path, last_number, e.what()));
    }
}

int run_merge(const MergeArgs& args) {
    std::vector<nlohmann::json> reports;
    for (const std::string& path : args.reports) reports.push_back(read_report(path));
    try {
        if (external::is_diff_report(reports.front())) {
            const nlohmann::json merged = external::merge_diff_reports(reports, args.reports);
            if (args.json) std::cout << merged.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
            else std::cout << external::merged_diff_text(merged);
            return merged.at("exit_code").get<int>();
        }
        if (reports.front().is_object() && reports.front().value("type", std::string()) == "audit") {
            const nlohmann::json merged = fog::replay::merge_audit_reports(reports, args.reports);
            if (args.json) std::cout << merged.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
            else std::cout << fog::replay::merged_audit_text(merged);
            return merged.at("exit_code").get<int>();
        }
        std::vector<fog::replay::ReplaySummary> summaries;
        for (std::size_t i = 0; i < reports.size(); ++i)
            summaries.push_back(fog::replay::replay_summary_from_json(reports[i], args.reports[i]));
        const fog::replay::ReplaySummary merged = fog::replay::merge_replay_summaries(summaries, args.reports);
        if (args.json) std::cout << fog::replay::replay_summary_json(merged).dump() << '\n';
        else std::cout << fog::replay::replay_summary_text(merged);
        return merged.tally.exit_code();
    } catch (const fog::replay::ReportError& e) {
        throw UsageError(e.what());
    }
}

}  // namespace

void register_merge(CLI::App& app) {
    auto* cmd = app.add_subcommand(
        "merge",
        "Join the --json reports of `replay --shard K/N` (or of `audit` or `diff --shard K/N`) into one report");
    auto args = std::make_shared<MergeArgs>();
    cmd->add_option("REPORTS", args->reports,
                    "The shards' --json reports (stdout of replay/audit/diff --json), one per shard")
        ->required()
        ->check(CLI::ExistingFile);
    cmd->add_flag("--json", args->json, "The merged report as one JSON line, as the unsharded run writes it");
    cmd->footer(
        "Exit codes: the exit code of the unsharded run (replay's, audit's or diff's, see their --help), recomputed "
        "from the joined games; 2 also when the reports cannot be joined (unreadable, not --json reports, a shard missing or "
        "repeated, shards of different splits or of different inputs).");
    cmd->callback([args] {
        const int code = run_merge(*args);
        if (code != 0) throw ExitCode{code};
    });
}

}  // namespace cli
