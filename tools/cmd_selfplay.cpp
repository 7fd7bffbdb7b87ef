// fogproof selfplay: games between fog players, written as JSONL event logs
// (the format of real fog-chess servers), with a summary of results.
#include <fmt/format.h>
#include <tbb/parallel_for.h>
#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <mutex>

#include "play/game_record.hpp"
#include "play/selfplay.hpp"
#include "records/records.hpp"
#include "tools/cli_common.hpp"

namespace cli {
namespace {

struct SelfplayArgs {
    int games = 10;
    std::uint64_t seed = 1;
    std::string white = "sampler", black = "random", out;
    int samples = 16;
    std::size_t cap = 20000;
    int max_plies = 600;
    bool json = false;
};

fog::records::GameRecord to_record(const fog::play::GameResult& g, int index, const SelfplayArgs& args) {
    fog::records::GameRecord r = fog::play::game_record(g, fmt::format("selfplay-{}-{:04}", args.seed, index));
    r.tags["Seed"] = std::to_string(args.seed);
    return r;
}

void run_selfplay(const SelfplayArgs& args) {
    const auto white = fog::play::parse_player_kind(args.white);
    const auto black = fog::play::parse_player_kind(args.black);
    namespace fs = std::filesystem;
    if (!args.out.empty()) {
        std::error_code ec;
        fs::create_directories(args.out, ec);
        if (ec) throw UsageError(fmt::format("cannot create --out directory {}: {}", args.out, ec.message()));
    }
    fog::play::SelfplayOptions options;
    options.sampler.samples = args.samples;
    options.sampler.belief_cap = args.cap;
    options.referee.max_plies = args.max_plies;

    std::vector<fog::play::GameResult> results(std::size_t(args.games));
    std::atomic<int> done{0};
    std::mutex print;
    const bool progress = !args.json && isatty(STDERR_FILENO);
    // Games are independent and each is seeded by its index, so running
    // them in parallel changes nothing but the wall time.
    tbb::parallel_for(0, args.games, [&](int i) {
        results[std::size_t(i)] = fog::play::play_selfplay_game(i, args.seed, *white, *black, options);
        const int n = ++done;
        if (progress) {
            std::lock_guard lock(print);
            std::cerr << fmt::format("\rselfplay: {}/{} games", n, args.games) << std::flush;
        }
    });
    if (progress) std::cerr << '\n';

    std::map<std::string, int> scores, reasons;
    nlohmann::json games = nlohmann::json::array();
    for (int i = 0; i < args.games; ++i) {
        const auto& g = results[std::size_t(i)];
        ++scores[g.score()];
        ++reasons[g.end_reason];
        std::string file;
        if (!args.out.empty()) {
            file = (fs::path(args.out) / fmt::format("game-{:04}-{}-{}.jsonl", i, args.white, args.black)).string();
            std::ofstream(file) << fog::records::write_jsonl(to_record(g, i, args));
        }
        nlohmann::json j = {
            {"index", i},           {"score", g.score()}, {"end_reason", g.end_reason}, {"plies", g.plies.size()},
            {"seconds", g.seconds}, {"file", file}};
        if (!g.error.empty()) j["error"] = g.error;
        games.push_back(j);
    }
    std::string text =
        fmt::format("{} games, {} (white) vs {} (black), seed {}\n", args.games, args.white, args.black, args.seed);
    for (const auto& [score, n] : scores) text += fmt::format("  {:<8} {}\n", score, n);
    text += "end reasons:\n";
    for (const auto& [reason, n] : reasons) text += fmt::format("  {:<14} {}\n", reason, n);
    if (!args.out.empty()) text += "games written to " + args.out + "\n";
    CommonOptions print_options;
    print_options.json = args.json;
    emit(print_options, {{"games", games}, {"scores", scores}, {"end_reasons", reasons}}, text);
}

}  // namespace

void register_selfplay(CLI::App& app) {
    auto* cmd = app.add_subcommand("selfplay", "Play games between fog players and record them");
    cmd->footer(kSelfplayExitCodes);
    auto args = std::make_shared<SelfplayArgs>();
    cmd->add_option("--games", args->games, "Number of games")->check(CLI::Range(1, 100000))->capture_default_str();
    cmd->add_option("--seed", args->seed, "Base seed; game i is reproducible alone")->capture_default_str();
    cmd->add_option("--white", args->white, "random or sampler")
        ->check(CLI::IsMember({"random", "sampler"}))
        ->capture_default_str();
    cmd->add_option("--black", args->black, "random or sampler")
        ->check(CLI::IsMember({"random", "sampler"}))
        ->capture_default_str();
    cmd->add_option("--out", args->out, "Directory for the JSONL game logs");
    cmd->add_option("--samples", args->samples, "Boards the sampler draws from P per move")
        ->check(CLI::Range(1, 4096))
        ->capture_default_str();
    cmd->add_option("--cap", args->cap, "The sampler's belief cap")->capture_default_str();
    cmd->add_option("--max-plies", args->max_plies, "Stop a game after this many plies")
        ->check(CLI::Range(1, 100000))
        ->capture_default_str();
    cmd->add_flag("--json", args->json, "Print one JSON document instead of text");
    cmd->callback([args] { run_selfplay(*args); });
}

}  // namespace cli
