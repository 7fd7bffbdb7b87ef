// fogproof replay FILES... : track P for both colours through recorded games
// and check at every ply that the true board is still in P.
#include <fmt/format.h>
#include <unistd.h>

#include <atomic>
#include <fstream>
#include <iostream>
#include <optional>

#include "engine/memory_limit.hpp"
#include "engine/fen.hpp"
#include "replay/game_pool.hpp"
#include "replay/progress.hpp"
#include "replay/replay_report.hpp"
#include "replay/shard.hpp"
#include "replay/replay.hpp"
#include "replay/row_json.hpp"
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
    std::string dump_dir, report, rows_file, shard = "1/1";
    bool json = false;
    bool strict = false;
};

// A game to replay: its record, id and index among all games of the files.
struct Candidate {
    const fog::records::GameRecord* record;
    std::string id;
    std::size_t index;
};

int run_replay(const ReplayArgs& args) {
    fog::replay::ReplayOptions options;
    options.belief.max_memory = max_memory_bytes(args.max_memory);
    options.belief.cap = args.cap;
    options.belief.own_observation = args.own_observation == "on";
    options.belief.threads = args.threads;
    options.dump_dir = args.dump_dir;
    options.max_plies = args.max_plies;
    std::string shard_error;
    const auto shard = fog::replay::parse_shard(args.shard, shard_error);
    if (!shard) throw UsageError(shard_error);

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
    fog::replay::ReplaySummary summary;
    summary.shard = *shard;
    const fog::records::ReadOptions read_options{args.strict};

    // Every file is read, and every start position checked, before any game
    // is replayed: the games then run side by side, and every shard finds
    // the same games at the same indices (and the same faults).
    std::vector<fog::records::ReadResult> reads;
    reads.reserve(args.files.size());  // the candidates point into it
    std::vector<Candidate> all;
    std::size_t games_read = 0;  // the --shard key counts every game, its start readable or not
    for (const std::string& file : args.files) {
        reads.push_back(fog::records::read_records(file, read_options));
        const fog::records::ReadResult& read = reads.back();
        // Notes and faults go to stderr as they are found, so that stdout
        // holds only the report (or the JSONL rows).
        for (const auto& w : read.warnings) progress.print_line("warning: " + w.to_string());
        for (const auto& e : read.errors) {
            progress.print_line("error: " + e.to_string());
            summary.input_errors.push_back(e.to_string());
        }
        summary.tally.add_read(read);
        for (std::size_t i = 0; i < read.games.size(); ++i) {
            const std::string id = fog::replay::game_id(read.games[i], i, read.games.size());
            const std::size_t index = games_read++;
            try {
                (void)fog::parse_fen_or_throw(read.games[i].start_fen, fog::KingRule::Required);
            } catch (const fog::FenError& e) {
                const std::string message = fmt::format("{}: start position: {}", id, e.what());
                progress.print_line("error: " + message);
                summary.input_errors.push_back(message);
                summary.tally.add_unreplayable("start position the replay cannot read");
                continue;
            }
            all.push_back({&read.games[i], id, index});
        }
    }
    summary.games_in_set = all.size();
    std::vector<const Candidate*> mine;
    for (const Candidate& c : all)
        if (shard->owns(c.index)) mine.push_back(&c);

    const fog::replay::GamePool pool = fog::replay::plan_game_pool(options.belief, 2, mine.size());
    // One game at a time: its rows go out as they are computed. Side by
    // side: each game's rows wait for it and the games before it.
    const bool streaming = pool.games_at_once <= 1;
    if (!streaming) options.belief.in_caller_arena = true;
    std::vector<fog::replay::ReplayRow> all_rows;
    std::vector<fog::replay::GameReplay> replays(mine.size());
    std::vector<std::vector<fog::replay::ReplayRow>> rows(mine.size());
    const auto write_row = [&](const fog::replay::ReplayRow& r) {
        const nlohmann::json j = fog::replay::replay_row_json(r);
        if (args.json) std::cout << j.dump() << '\n';
        if (rows_out) rows_out << j.dump() << '\n';
        all_rows.push_back(r);
    };
    const auto on_update_start = [&](const fog::replay::ReplayRow& r) {
        progress.set({r.game, r.ply, r.perspective, r.size_before});
    };
    // The game the memory limit stopped (the last to stop is the one run alone).
    std::atomic<std::size_t> stopped{mine.size()};
    const auto run = [&](std::size_t j) {
        rows[j].clear();
        try {
            const auto on_row = [&, j](const fog::replay::ReplayRow& r) {
                if (streaming) write_row(r);
                else rows[j].push_back(r);
            };
            replays[j] = fog::replay::replay_game(*mine[j]->record, mine[j]->id, options, on_row, on_update_start);
        } catch (const fog::MemoryLimitError& e) {
            stopped = j;
            throw fog::MemoryLimitError(e.ply, e.last_size, e.max_memory, mine[j]->id + ": " + e.what());
        }
    };
    const auto deliver = [&](std::size_t j) {
        for (const auto& r : rows[j]) write_row(r);
        rows[j].clear();
        summary.tally.add_replay(replays[j]);
        summary.games.push_back(fog::replay::game_line(mine[j]->index, replays[j]));
        if (replays[j].first_truth_loss_uncapped && summary.first_truth_loss.is_null())
            summary.first_truth_loss = fog::replay::replay_row_json(*replays[j].first_truth_loss_uncapped);
    };
    try {
        fog::replay::run_games_in_order(mine.size(), pool, run, deliver);
    } catch (const fog::MemoryLimitError& e) {
        // Nothing after this update can be trusted to fit either: the
        // whole replay stops, with the rows so far written, the stopped
        // game's included, as one game at a time writes them.
        if (stopped < mine.size())
            for (const auto& r : rows[stopped]) write_row(r);
        progress.clear();
        std::cerr << fmt::format("fogproof: error: {}; raise --max-memory or set a --cap\n", e.what());
        if (rows_out) rows_out.flush();
        return fog::replay::kExitMemoryLimit;
    }
    progress.clear();

    if (!args.report.empty()) {
        std::ofstream svg(args.report);
        if (!svg) throw UsageError("cannot write --report file " + args.report);
        svg << fog::replay::belief_size_chart(all_rows);
    }
    if (args.json) std::cout << fog::replay::replay_summary_json(summary).dump() << '\n';
    else std::cout << fog::replay::replay_summary_text(summary);
    return summary.tally.exit_code();
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
    cmd->add_option("--threads", args->threads,
                    "Worker threads (0: all cores). More than one: games run side by side, as many as fit under "
                    "--max-memory, each update still parallel inside; the report is the same as with one")
        ->check(CLI::Range(0, 256));
    cmd->add_option("--shard", args->shard,
                    "K/N: replay only game i with i mod N = K-1 (i counts all games of FILES from 0, in the order "
                    "given); `fogproof merge` joins the N --json reports")
        ->capture_default_str();
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
