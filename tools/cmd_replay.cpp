// fogproof replay FILES... : track P for both colours through recorded games
// and check at every ply that the true board is still in P.
#include <fmt/format.h>
#include <unistd.h>

#include <fstream>
#include <iostream>
#include <optional>

#include "engine/memory_limit.hpp"
#include "replay/progress.hpp"
#include "replay/replay.hpp"
#include "replay/row_json.hpp"
#include "replay/summary.hpp"
#include "replay/svg_chart.hpp"
#include "tools/cli_common.hpp"

namespace cli {
namespace {

struct ReplayArgs {
    std::vector<std::string> files;
    std::size_t cap = 0;
    std::string own_observation = "on";
    int threads = 0;
    int max_plies = 0;
    std::string max_memory = "80%";
    std::string dump_dir, report, rows_file;
    bool json = false;
    bool strict = false;
};

std::string describe_loss(const fog::replay::ReplayRow& r) {
    return fmt::format("{} ply {} ({} moved), {}'s belief{}", r.game, r.ply, r.mover == 'w' ? "white" : "black",
                       r.perspective == 'w' ? "white" : "black", r.error.empty() ? "" : ": " + r.error);
}

int run_replay(const ReplayArgs& args) {
    fog::replay::ReplayOptions options;
    options.belief.max_memory = max_memory_bytes(args.max_memory);
    options.belief.cap = args.cap;
    options.belief.own_observation = args.own_observation == "on";
    options.belief.threads = args.threads;
    options.dump_dir = args.dump_dir;
    options.max_plies = args.max_plies;

    std::ofstream rows_out;
    if (!args.rows_file.empty()) {
        rows_out.open(args.rows_file);
        if (!rows_out) throw UsageError("cannot write --rows file " + args.rows_file);
    }
    // Progress only on a terminal; not when JSON rows go to the same
    // terminal, where the line would cut into them.
    fog::replay::ProgressLine progress(std::cerr, isatty(STDERR_FILENO) && !(args.json && isatty(STDOUT_FILENO)),
                                       fog::replay::ProgressLine::steady_seconds, {},
                                       fog::replay::line_width_of_terminal(STDERR_FILENO));
    fog::replay::ProgressTicker ticker(progress);
    std::vector<fog::replay::ReplayRow> all_rows;
    std::vector<fog::replay::GameReplay> replays;
    std::vector<std::string> input_errors;
    fog::replay::ReplayTally tally;
    const fog::records::ReadOptions read_options{args.strict};

    for (const std::string& file : args.files) {
        const fog::records::ReadResult read = fog::records::read_records(file, read_options);
        // Notes and faults go to stderr as they are found, so that stdout
        // holds only the report (or the JSONL rows).
        for (const auto& w : read.warnings) progress.print_line("warning: " + w.to_string());
        for (const auto& e : read.errors) {
            progress.print_line("error: " + e.to_string());
            input_errors.push_back(e.to_string());
        }
        tally.add_read(read);
        for (std::size_t i = 0; i < read.games.size(); ++i) {
            const auto& record = read.games[i];
            const std::string id = fog::replay::game_id(record, i, read.games.size());
            try {
                const auto on_row = [&](const fog::replay::ReplayRow& r) {
                    const nlohmann::json j = fog::replay::replay_row_json(r);
                    if (args.json) std::cout << j.dump() << '\n';
                    if (rows_out) rows_out << j.dump() << '\n';
                    all_rows.push_back(r);
                };
                const auto on_update_start = [&](const fog::replay::ReplayRow& r) {
                    progress.set({r.game, r.ply, r.perspective, r.size_before});
                };
                replays.push_back(fog::replay::replay_game(record, id, options, on_row, on_update_start));
                tally.add_replay(replays.back());
            } catch (const fog::MemoryLimitError& e) {
                // Nothing after this update can be trusted to fit either:
                // the whole replay stops, with the rows so far written.
                progress.clear();
                std::cerr << fmt::format("fogproof: error: {}: {}; raise --max-memory or set a --cap\n", id, e.what());
                if (rows_out) rows_out.flush();
                return fog::replay::kExitMemoryLimit;
            } catch (const fog::FenError& e) {
                const std::string message = fmt::format("{}: start position: {}", id, e.what());
                progress.print_line("error: " + message);
                input_errors.push_back(message);
                tally.add_unreplayable("start position the replay cannot read");
            }
        }
    }
    progress.clear();

    if (!args.report.empty()) {
        std::ofstream svg(args.report);
        if (!svg) throw UsageError("cannot write --report file " + args.report);
        svg << fog::replay::belief_size_chart(all_rows);
    }

    const fog::replay::ReplayRow* first_loss = nullptr;
    for (const auto& g : replays)
        if (g.first_truth_loss_uncapped && !first_loss) first_loss = &*g.first_truth_loss_uncapped;
    const int code = tally.exit_code();

    if (args.json) {
        nlohmann::json games = nlohmann::json::array();
        for (const auto& g : replays)
            games.push_back({{"game", g.game},
                             {"plies", g.plies},
                             {"exact_through_ply", g.exact_through_ply},
                             {"largest_p", g.largest_p},
                             {"truth_lost_uncapped", bool(g.first_truth_loss_uncapped)},
                             {"truth_lost_capped", bool(g.first_truth_loss_capped)},
                             {"seconds", g.seconds}});
        nlohmann::json summary = {{"type", "summary"},
                                  {"games", games},
                                  {"replayed", tally.replayed()},
                                  {"failed", tally.failed()},
                                  {"skipped", tally.skipped_game_count()},
                                  {"skipped_by_reason", tally.skipped_games()},
                                  {"files_not_read", tally.skipped_files()},
                                  {"cut_short", tally.cut_short()},
                                  {"continued_after_rules_end", tally.continued_after_rules_end()},
                                  {"warnings", tally.warnings()},
                                  {"input_errors", input_errors},
                                  // No answer (null) when no game was replayed.
                                  {"truth_always_in_p", tally.replayed() > 0 ? nlohmann::json(first_loss == nullptr)
                                                                             : nlohmann::json(nullptr)},
                                  {"verdict", tally.verdict_text()},
                                  {"exit_code", code}};
        if (first_loss) summary["first_truth_loss"] = fog::replay::replay_row_json(*first_loss);
        std::cout << summary.dump() << '\n';
    } else {
        std::cout << fmt::format("{:<34} {:>5} {:>7} {:>10} {:>8}  {}\n", "game", "plies", "exact", "largest|P|",
                                 "seconds", "truth");
        for (const auto& g : replays) {
            std::string truth = "always in P";
            if (g.first_truth_loss_uncapped)
                truth = fmt::format("LOST at ply {}", g.first_truth_loss_uncapped->ply);
            else if (g.first_truth_loss_capped)
                truth = fmt::format("dropped by the cap at ply {}", g.first_truth_loss_capped->ply);
            std::cout << fmt::format(
                "{:<34} {:>5} {:>7} {:>10} {:>8.2f}  {}\n", g.game, g.plies,
                g.exact_through_ply == g.plies ? std::string("all") : std::to_string(g.exact_through_ply), g.largest_p,
                g.seconds, truth);
        }
        std::cout << '\n' << tally.counts_text();
        if (first_loss) std::cout << "first truth loss: " << describe_loss(*first_loss) << '\n';
        std::cout << tally.verdict_text() << '\n';
    }
    return code;
}

}  // namespace

void register_replay(CLI::App& app) {
    auto* cmd = app.add_subcommand("replay", "Track P for both colours through recorded games (JSONL, UCI, PGN)");
    auto args = std::make_shared<ReplayArgs>();
    cmd->add_option("FILES", args->files, "Game records")->required()->check(CLI::ExistingFile);
    cmd->add_option("--cap", args->cap, "Keep at most K boards per belief (0: exact)");
    cmd->add_option("--own-observation", args->own_observation, "Filter P after own moves too")
        ->check(CLI::IsMember({"on", "off"}))
        ->capture_default_str();
    cmd->add_option("--threads", args->threads, "Worker threads (0: all cores)")->check(CLI::Range(0, 256));
    cmd->add_option("--max-plies", args->max_plies, "Stop each game after N plies (0: whole game)")
        ->check(CLI::NonNegativeNumber);
    cmd->add_option("--max-memory", args->max_memory,
                    "Stop with exit code 3, naming the ply and |P|, when an update would make the process hold more "
                    "than this: bytes or 4G, 500M, 1.5GiB (K = 1024), 80% of physical memory, 0 for no limit")
        ->capture_default_str();
    cmd->add_option("--dump-belief", args->dump_dir, "Write P per ply: DIR/<game>/ply-NNN-<white|black>.fen");
    cmd->add_option("--report", args->report, "Draw |P| per ply as an SVG chart");
    cmd->add_option("--rows", args->rows_file, "Also write the per-ply rows as JSONL to this file");
    cmd->add_flag("--json", args->json, "Rows as JSONL on stdout, then one summary line");
    cmd->add_flag("--strict", args->strict,
                  "Refuse start positions that need a repair (fullmove 0, impossible castling rights, 4-field FEN, "
                  "runs of spaces, FEN tag without SetUp) instead of repairing them with a warning");
    cmd->footer(fog::replay::kExitCodesHelp);
    cmd->callback([args] {
        const int code = run_replay(*args);
        if (code != 0) throw ExitCode{code};
    });
}

}  // namespace cli
