// `fogproof diff --against CMD`: puts an external fog-of-war implementation
// (docs/protocol.md) under the reference: external/diff_run.hpp plays the
// games, external/diff_report.hpp says what happened. This file reads the
// options, saves a finding's scenario for `fogproof repro --against CMD
// FILE`, and turns the verdict into the exit code.
#include <fmt/format.h>

#include <chrono>
#include <fstream>
#include <iostream>

#include "external/diff_report.hpp"
#include "tools/cli_common.hpp"

namespace cli {
namespace {

struct DiffCommand {
    std::string against;
    external::DiffOptions options;
    double timeout_seconds = 10;
    int minimize_seconds = 60;
    std::string out = "fogproof-diff-scenario.json";
    bool json = false;
};

std::vector<std::string> default_corpora() {
    const std::string root = FOGPROOF_SOURCE_DIR;
    return {root + "/corpus/moves", root + "/corpus/belief", std::string(FOGPROOF_SHARED_DIR) + "/games"};
}

external::SavedScenario save_scenario(const DiffCommand& c, const external::DiffOutcome& outcome) {
    std::ofstream file(c.out);
    file << external::write_diff_scenario(external::finding_scenario(outcome, c.options));
    if (!file) throw UsageError("cannot write the scenario file '" + c.out + "'");
    return {c.out, external::repro_command(c.against, c.out)};
}

void run(DiffCommand& c) {
    if (c.options.corpora.empty()) c.options.corpora = default_corpora();
    c.options.minimize_budget = std::chrono::seconds(c.minimize_seconds);
    const auto timeout = std::chrono::milliseconds(static_cast<long long>(c.timeout_seconds * 1000));
    const auto to_stderr = [](const std::string& line) { std::cerr << line << '\n'; };
    const auto warn = [](const std::string& line) { std::cerr << "warning: " << line << '\n'; };
    std::unique_ptr<external::ExternalImplementation> peer;
    try {
        peer = std::make_unique<external::ExternalImplementation>(c.against, c.options.settings.reference, timeout);
    } catch (const external::ProtocolError& e) {
        throw UsageError(e.what());
    }
    const auto sources = external::gather_sources(c.options, warn);
    const external::DiffOutcome outcome = external::run_diff(*peer, sources, c.options, to_stderr);
    if (outcome.verdict != external::DiffOutcome::Verdict::ProtocolFault) peer->quit();
    const external::SavedScenario saved = outcome.finding ? save_scenario(c, outcome) : external::SavedScenario{};
    CommonOptions out;
    out.json = c.json;
    switch (outcome.verdict) {
        case external::DiffOutcome::Verdict::Agree:
            emit(out, external::diff_json(outcome, saved), external::diff_text(outcome, saved));
            return;
        case external::DiffOutcome::Verdict::Disagree:
            emit(out, external::diff_json(outcome, saved), external::diff_text(outcome, saved));
            throw ExitCode{1};
        case external::DiffOutcome::Verdict::ProtocolFault:
            if (c.json) emit(out, external::diff_json(outcome, saved), "");
            throw UsageError(outcome.fault);
        case external::DiffOutcome::Verdict::NothingCompared:
            emit(out, external::diff_json(outcome, saved), external::diff_text(outcome, saved));
            throw ExitCode{2};
    }
}

}  // namespace

void register_diff(CLI::App& app) {
    auto* cmd = app.add_subcommand(
        "diff",
        "Compare an external implementation (docs/protocol.md) with the reference; exit 0 agree, 1 disagree, 2 fault");
    auto c = std::make_shared<DiffCommand>();
    cmd->add_option("--against", c->against, "The command that starts the implementation (run by /bin/sh -c)")
        ->required();
    cmd->add_option("--reference", c->options.settings.reference, "The reading it is compared with")
        ->check(CLI::IsMember({"oracle", "engine"}))
        ->capture_default_str();
    cmd->add_option("--games", c->options.random_games, "Seeded random games, besides the corpora")
        ->capture_default_str();
    cmd->add_option("--targeted", c->options.targeted_games,
                    "Games of each generator built to reach rare rule clauses (fifty moves in a belief update, a "
                    "rook captured on its corner, ...)")
        ->capture_default_str();
    cmd->add_option("--seed", c->options.seed, "Seed of the random and targeted games")->capture_default_str();
    cmd->add_option("--corpus", c->options.corpora,
                    "Folders of games (records, moves/belief fuzz inputs); replaces the default corpus/moves, "
                    "corpus/belief and ../shared/games");
    cmd->add_option("--plies", c->options.settings.max_plies, "Plies per game at most")
        ->check(CLI::PositiveNumber)
        ->capture_default_str();
    cmd->add_option("--belief-limit", c->options.settings.belief_limit,
                    "Compare beliefs while both P have at most this many boards")
        ->capture_default_str();
    cmd->add_option("--timeout", c->timeout_seconds, "Seconds to wait for each reply")
        ->check(CLI::PositiveNumber)
        ->capture_default_str();
    cmd->add_option("--minimize-seconds", c->minimize_seconds, "Time allowed for minimizing a finding")
        ->check(CLI::NonNegativeNumber)
        ->capture_default_str();
    cmd->add_flag("--strict-answers", c->options.settings.strict_answers,
                  "Fail an implementation that answers a question the rules text leaves open the other way "
                  "(docs/rules.md decides it; without this flag it is a note)");
    cmd->add_option("--out", c->out, "Where the minimized scenario is written")->capture_default_str();
    cmd->add_flag("--json", c->json, "Print one JSON document instead of text");
    cmd->callback([c] { run(*c); });
}

}  // namespace cli
