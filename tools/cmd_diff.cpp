// `fogproof diff --against CMD`: puts an external fog-of-war implementation
// (docs/protocol.md) under the reference. It plays the fuzz corpora, the
// real games and seeded random games through both in lockstep; on the first
// disagreement it minimizes the game, prints it side by side and writes a
// scenario that `fogproof repro --against CMD FILE` replays. Exit 0: no
// difference; 1: a disagreement; 2: a protocol fault or bad arguments.
#include <fmt/format.h>

#include <chrono>
#include <fstream>
#include <iostream>

#include "external/diff_minimize.hpp"
#include "external/diff_scenario_file.hpp"
#include "external/diff_sources.hpp"
#include "tools/cli_common.hpp"

namespace cli {
namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

struct DiffOptions {
    std::string against;
    external::DiffSettings settings;
    std::size_t random_games = 100;
    std::uint64_t seed = 1;
    std::vector<std::string> corpora;
    double timeout_seconds = 10;
    std::size_t max_reply_bytes = external::ProtocolClient::kDefaultMaxReplyBytes;
    int minimize_seconds = 60;
    std::string out = "fogproof-diff-scenario.json";
    bool json = false;
};

struct Source {
    std::string label;
    std::vector<external::DiffGame> games;
};

std::vector<std::string> default_corpora() {
    const std::string root = FOGPROOF_SOURCE_DIR;
    return {root + "/corpus/moves", root + "/corpus/belief", std::string(FOGPROOF_SHARED_DIR) + "/games"};
}

std::vector<Source> gather_sources(const DiffOptions& o) {
    std::vector<Source> sources;
    const auto warn = [](const std::string& line) { std::cerr << "warning: " << line << '\n'; };
    for (const std::string& folder : o.corpora.empty() ? default_corpora() : o.corpora)
        sources.push_back({folder, external::games_from_folder(folder, warn)});
    if (o.random_games)
        sources.push_back({fmt::format("random (seed {})", o.seed),
                           external::random_games(o.seed, o.random_games, o.settings.max_plies)});
    return sources;
}

std::unique_ptr<external::ExternalImplementation> start_external(const std::string& command,
                                                                 const external::DiffSettings& settings, double timeout,
                                                                 std::size_t max_reply_bytes) {
    const auto ms = std::chrono::milliseconds(static_cast<long long>(timeout * 1000));
    return std::make_unique<external::ExternalImplementation>(command, settings.reference, ms, max_reply_bytes);
}

std::string comparisons_text(const std::map<std::string, std::size_t>& by_kind) {
    std::vector<std::string> parts;
    for (const auto& [kind, n] : by_kind) parts.push_back(fmt::format("{} {}", kind, n));
    return fmt::format("{}", fmt::join(parts, ", "));
}

// The finding: minimized, printed, saved. Exit code 1.
[[noreturn]] void report_finding(external::ExternalImplementation& external, const DiffOptions& o,
                                 const external::DiffGame& game, const external::DiffGameResult& failing,
                                 double seconds_to_find, const nlohmann::json& progress) {
    std::cerr << fmt::format("diff: disagreement in {} at ply {} after {:.1f} s; minimizing (at most {} s)\n",
                             game.source, failing.report.failure->ply, seconds_to_find, o.minimize_seconds);
    const auto started = Clock::now();
    const external::Minimized m =
        external::minimize_failure(external, game, failing, o.settings, std::chrono::seconds(o.minimize_seconds));
    const double minimize_seconds = seconds_since(started);
    external::DiffScenario scenario;
    scenario.game = m.game;
    scenario.settings = o.settings;
    scenario.against = o.against;
    scenario.original_source = game.source;
    scenario.original_plies = failing.report.failure->ply;
    scenario.found = m.result.report.failure;
    std::ofstream(o.out) << external::write_diff_scenario(scenario);
    const std::size_t plies = m.game.moves.size();
    nlohmann::json doc = progress;
    doc["result"] = "disagree";
    doc["found_in"] = game.source;
    doc["found_at_ply"] = failing.report.failure->ply;
    doc["seconds_to_find"] = seconds_to_find;
    doc["minimized"] = {{"plies", plies},
                        {"runs", m.runs},
                        {"seconds", minimize_seconds},
                        {"reproduced", m.reproduced},
                        {"report", report_json(m.result.report)}};
    doc["scenario_file"] = o.out;
    doc["repro"] = fmt::format("fogproof repro --against '{}' {}", o.against, o.out);
    std::string text = fmt::format(
        "fogproof diff: {} DISAGREES with the {}\n"
        "  found in {} at ply {} after {:.1f} s; minimized to {} plies from a simpler start in {} runs ({:.1f} "
        "s){}\n\n",
        external.name(), o.settings.reference, game.source, failing.report.failure->ply, seconds_to_find, plies, m.runs,
        minimize_seconds, m.reproduced ? "" : " (did not reproduce on a fresh run: kept as found)");
    text += harness::report_text(m.result.report);
    text += fmt::format("\nscenario written to {}; replay it with:\n  {}\n", o.out, doc["repro"].get<std::string>());
    CommonOptions out;
    out.json = o.json;
    emit(out, doc, text);
    throw ExitCode{1};
}

void run_diff(const DiffOptions& o) {
    const auto started = Clock::now();
    auto external = start_external(o.against, o.settings, o.timeout_seconds, o.max_reply_bytes);
    const std::vector<Source> sources = gather_sources(o);
    std::size_t total = 0;
    for (const Source& s : sources) total += s.games.size();
    std::size_t games = 0, skipped = 0, plies = 0;
    double comparing = 0;  // seconds inside games, without reading the sources
    std::map<std::string, std::size_t> comparisons;
    nlohmann::json by_source = nlohmann::json::object();
    auto last_progress = Clock::now();
    const auto progress_json = [&] {
        return nlohmann::json{{"against", o.against},
                              {"name", external->name()},
                              {"reference", o.settings.reference},
                              {"games", games},
                              {"skipped", skipped},
                              {"plies", plies},
                              {"comparisons", comparisons},
                              {"games_by_source", by_source},
                              {"round_trips", external->round_trips()},
                              {"seconds", seconds_since(started)}};
    };
    for (const Source& source : sources) {
        std::size_t played_here = 0;
        for (const external::DiffGame& game : source.games) {
            external::DiffGameResult r;
            const auto game_started = Clock::now();
            try {
                r = external::run_diff_game(*external, game, o.settings);
                comparing += seconds_since(game_started);
            } catch (const external::ProtocolError& e) {
                throw external::ProtocolError(fmt::format("while comparing {}:\n{}", game.source, e.what()));
            }
            if (!r.played) {
                ++skipped;
                continue;
            }
            ++games;
            ++played_here;
            plies += r.plies;
            for (const auto& [kind, n] : r.comparisons) comparisons[kind] += n;
            if (!r.passed()) report_finding(*external, o, game, r, seconds_since(started), progress_json());
            if (seconds_since(last_progress) >= 2.0) {
                last_progress = Clock::now();
                std::cerr << fmt::format("diff: {}/{} games, {} plies, {:.0f} s\n", games + skipped, total, plies,
                                         seconds_since(started));
            }
        }
        by_source[source.label] = played_here;
    }
    const double seconds = seconds_since(started);
    nlohmann::json doc = progress_json();
    doc["result"] = "agree";
    doc["plies_per_second"] = comparing > 0 ? double(plies) / comparing : 0.0;
    std::string text = fmt::format("fogproof diff: no difference between the {} and {} ({})\n", o.settings.reference,
                                   external->name(), o.against);
    for (const auto& [label, n] : by_source.items())
        text += fmt::format("  {}: {} games\n", label, n.get<std::size_t>());
    text += fmt::format("  games: {} compared, {} skipped (start rejected by the reference)\n", games, skipped);
    text += fmt::format("  plies: {} compared in {:.1f} s ({:.0f} plies/s; {:.1f} s in all), {} protocol round trips\n",
                        plies, comparing, comparing > 0 ? double(plies) / comparing : 0.0, seconds,
                        external->round_trips());
    text += "  comparisons: " + comparisons_text(comparisons) + "\n";
    external->quit();
    CommonOptions out;
    out.json = o.json;
    emit(out, doc, text);
    if (games == 0) {
        std::cerr << "error: no game was compared (every source was empty or rejected)\n";
        throw ExitCode{2};
    }
}

}  // namespace

void register_diff(CLI::App& app) {
    auto* cmd = app.add_subcommand(
        "diff",
        "Compare an external implementation (docs/protocol.md) with the reference; exit 0 agree, 1 disagree, 2 fault");
    auto o = std::make_shared<DiffOptions>();
    cmd->add_option("--against", o->against, "The command that starts the implementation (run by /bin/sh -c)")
        ->required();
    cmd->add_option("--reference", o->settings.reference, "The reading it is compared with")
        ->check(CLI::IsMember({"oracle", "engine"}))
        ->capture_default_str();
    cmd->add_option("--games", o->random_games, "Seeded random games, besides the corpora")->capture_default_str();
    cmd->add_option("--seed", o->seed, "Seed of the random games")->capture_default_str();
    cmd->add_option("--corpus", o->corpora,
                    "Folders of games (records, moves/belief fuzz inputs); replaces the default corpus/moves, "
                    "corpus/belief and ../shared/games");
    cmd->add_option("--plies", o->settings.max_plies, "Plies per game at most")
        ->check(CLI::PositiveNumber)
        ->capture_default_str();
    cmd->add_option("--belief-limit", o->settings.belief_limit,
                    "Compare beliefs while both P have at most this many boards")
        ->capture_default_str();
    cmd->add_option("--timeout", o->timeout_seconds, "Seconds to wait for each reply")
        ->check(CLI::PositiveNumber)
        ->capture_default_str();
    cmd->add_option("--max-reply-bytes", o->max_reply_bytes,
                    "A longer reply line is a protocol fault (the child is stopped)")
        ->check(CLI::PositiveNumber)
        ->capture_default_str();
    cmd->add_option("--minimize-seconds", o->minimize_seconds, "Time allowed for minimizing a finding")
        ->check(CLI::NonNegativeNumber)
        ->capture_default_str();
    cmd->add_option("--out", o->out, "Where the minimized scenario is written")->capture_default_str();
    cmd->add_flag("--json", o->json, "Print one JSON document instead of text");
    cmd->callback([o] {
        try {
            run_diff(*o);
        } catch (const external::ProtocolError& e) {
            throw UsageError(e.what());
        }
    });
}

}  // namespace cli
