// fogproof audit RECORD... --log LOG : an engine's logged belief held, ply by
// ply, against P recomputed from the same games (replay/audit.hpp).
#include <fmt/format.h>
#include <unistd.h>

#include <iostream>

#include "engine/memory_limit.hpp"
#include "replay/audit.hpp"
#include "replay/audit_report.hpp"
#include "replay/progress.hpp"
#include "tools/cli_common.hpp"

namespace cli {
namespace {

struct AuditArgs {
    std::vector<std::string> records;
    std::string log;
    std::size_t cap = 0;
    int threads = 0;
    std::string max_memory = "80%";
    std::string shard = "1/1";
    bool json = false;
    bool strict = false;
};

int run_audit(const AuditArgs& args) {
    fog::replay::AuditOptions options;
    options.belief.max_memory = max_memory_bytes(args.max_memory);
    options.belief.cap = args.cap;
    options.belief.threads = args.threads;
    std::string shard_error;
    const auto shard = fog::replay::parse_shard(args.shard, shard_error);
    if (!shard) throw UsageError(shard_error);
    options.shard = *shard;

    fog::replay::ProgressLine progress(std::cerr, isatty(STDERR_FILENO) && !(args.json && isatty(STDOUT_FILENO)),
                                       fog::replay::ProgressLine::steady_seconds, {},
                                       fog::replay::line_width_of_terminal(STDERR_FILENO));
    const fog::replay::GameSet games = fog::replay::read_game_set(args.records, {args.strict});
    const fog::replay::BeliefLog log = fog::replay::read_belief_log(args.log);
    // Notes and faults on stderr, so that stdout holds only the report.
    for (const auto& w : games.warnings) progress.print_line("warning: " + w.to_string());
    for (const auto& w : log.warnings) progress.print_line("warning: " + w.to_string());
    options.on_update_start = [&](const fog::replay::ReplayRow& r) {
        progress.set({r.game, r.ply, r.perspective, r.size_before});
    };
    fog::replay::AuditResult result;
    {
        fog::replay::ProgressTicker ticker(progress);
        try {
            result = fog::replay::audit_games(games.games, log, options);
        } catch (const fog::MemoryLimitError& e) {
            progress.clear();
            std::cerr << fmt::format("fogproof: error: {}; raise --max-memory or set a --cap\n", e.what());
            return fog::replay::kAuditMemoryLimit;
        }
    }
    progress.clear();
    std::vector<std::string> record_errors;
    for (const auto& e : games.errors) record_errors.push_back(e.to_string());
    result.input_errors.insert(result.input_errors.begin(), record_errors.begin(), record_errors.end());
    result.warnings += int(games.warnings.size());
    for (const std::string& e : result.input_errors) std::cerr << "error: " << e << '\n';

    if (args.json)
        std::cout << fog::replay::audit_json(result).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)
                  << '\n';
    else
        std::cout << fog::replay::audit_text(result);
    return fog::replay::audit_exit_code(result);
}

}  // namespace

void register_audit(CLI::App& app) {
    auto* cmd = app.add_subcommand(
        "audit", "Hold an engine's logged belief (|P| per ply, and its boards) against P recomputed from the games");
    auto args = std::make_shared<AuditArgs>();
    cmd->add_option("RECORDS", args->records, "Game records the log is about (JSONL, UCI, PGN)")
        ->required()
        ->check(CLI::ExistingFile);
    cmd->add_option("--log", args->log,
                    "The engine's belief log: JSONL rows as `fogproof replay --json` writes them (game, ply, "
                    "perspective, p_after; optional capped, truth_in_p, fens, own_observation)")
        ->required()
        ->check(CLI::ExistingFile);
    cmd->add_option("--cap", args->cap, "Keep at most K boards of fogproof's own P (0: exact)");
    cmd->add_option("--threads", args->threads,
                    "Worker threads (0: all cores); games side by side as in replay, the report the same as with one")
        ->check(CLI::Range(0, 256));
    cmd->add_option("--shard", args->shard,
                    "K/N: audit only game i of RECORDS with i mod N = K-1 (as replay's --shard); `fogproof merge` "
                    "joins the N --json reports")
        ->capture_default_str();
    cmd->add_option("--max-memory", args->max_memory,
                    "Stop with exit code 3 when an update would make the process hold more than this, as in replay")
        ->capture_default_str();
    cmd->add_flag("--json", args->json, "The whole report as one JSON document");
    cmd->add_flag("--strict", args->strict, "Refuse start positions that need a repair, as in replay");
    cmd->footer(fog::replay::kAuditExitCodesHelp);
    cmd->callback([args] {
        const int code = run_audit(*args);
        if (code != 0) throw ExitCode{code};
    });
}

}  // namespace cli
