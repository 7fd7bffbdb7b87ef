// `fogproof diff --against CMD`: puts an external fog-of-war implementation
// (docs/protocol.md) under the reference: external/diff/diff_run.hpp plays the
// games, external/diff/report/diff_report.hpp says what happened. This file reads the
// options, saves a finding's scenario for `fogproof repro --against CMD
// FILE`, and turns the verdict into the exit code.
#include <fmt/chrono.h>
#include <fmt/format.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "external/diff/child_coverage.hpp"
#include "external/diff/game/belief_log_writer.hpp"
#include "external/diff/data_paths.hpp"
#include "external/diff/diff_jobs.hpp"
#include "external/diff/report/diff_report.hpp"
#include "replay/shard.hpp"
#include "tools/cli_common.hpp"

namespace cli {
namespace {

struct DiffCommand {
    std::string against;
    external::DiffOptions options;
    double timeout_seconds = 10;
    std::size_t max_reply_bytes = external::ProtocolClient::kDefaultMaxReplyBytes;
    int minimize_seconds = 60;
    int fuzz_seconds = 0;
    std::string out;     // the scenario file; see scenario_path()
    std::string report;  // where the report is written too
    std::string required_clauses;
    std::string known;        // --known FILE
    std::string write_known;  // --write-known FILE
    std::string belief_log;   // --write-belief-log FILE
    std::string shard = "1/1";  // --shard K/N
    std::size_t jobs = 1;       // --jobs J
    bool coverage = false;      // --coverage
    // With --coverage, one per job: makes its child's channels, so it
    // outlives them.
    std::vector<std::unique_ptr<external::ChildCoverage>> child_coverage;
    bool json = false;
};

// --shard K/N: this run compares game i of the run when i mod N is K-1
// (external/diff/diff_run.hpp's GameSplit), as replay's and audit's split.
external::GameSplit game_split(const std::string& text) {
    std::string error;
    const auto shard = fog::replay::parse_shard(text, error);
    if (!shard) throw UsageError(error);
    return {std::size_t(shard->k - 1), std::size_t(shard->n)};
}

// The children of --jobs J, each its own process, started one after the
// other so that a command that does not start fails once, before any game.
std::vector<std::unique_ptr<external::ExternalImplementation>> start_children(const DiffCommand& c,
                                                                              std::chrono::milliseconds timeout) {
    std::vector<std::unique_ptr<external::ExternalImplementation>> children;
    try {
        for (std::size_t j = 0; j < c.jobs; ++j) {
            if (!c.coverage) {
                children.push_back(std::make_unique<external::ExternalImplementation>(
                    c.against, c.options.settings.reference, timeout, c.max_reply_bytes));
                continue;
            }
            // A child whose channels (the first, and one per restart) its
            // job's coverage gathering makes.
            external::ChildCoverage* coverage = c.child_coverage[j].get();
            auto client = std::make_unique<external::ProtocolClient>([coverage] { return coverage->open(); },
                                                                     c.against, timeout, c.max_reply_bytes);
            children.push_back(
                std::make_unique<external::ExternalImplementation>(std::move(client), c.options.settings.reference));
        }
    } catch (const external::ProtocolError& e) {
        throw UsageError(c.jobs > 1 ? fmt::format("child {} of --jobs {}: {}", children.size() + 1, c.jobs, e.what())
                                    : std::string(e.what()));
    }
    return children;
}

// Where this run sits in a split one (--shard, --jobs), for `fogproof
// merge` and for the reader: which shard, of how many games in all.
void add_split(const DiffCommand& c, const std::vector<external::DiffSource>& sources, nlohmann::json& doc,
               std::string& text) {
    std::size_t games = 0;
    for (const external::DiffSource& s : sources) games += s.games.size();
    doc["shard"] = c.shard;
    doc["games_in_run"] = games;
    doc["jobs"] = c.jobs;
    if (c.options.split.count > 1)
        text += fmt::format("\nshard {} of the run's {} games (every {}th from game {}); `fogproof merge` joins "
                            "the shards' --json reports\n",
                            c.shard, games, c.options.split.count, c.options.split.index + 1);
    if (c.jobs > 1) text += fmt::format("{} jobs, each its own child, side by side\n", c.jobs);
}

std::vector<std::string> default_corpora() { return external::default_corpora(); }

// Where a finding's scenario goes: --out; else beside the --report file
// (report.txt -> report.scenario.json); else a new folder in the temporary
// directory, never the working directory.
std::string scenario_path(const DiffCommand& c) {
    namespace fs = std::filesystem;
    if (!c.out.empty()) return c.out;
    if (!c.report.empty()) return fs::path(c.report).replace_extension(".scenario.json").string();
    std::error_code ec;
    const fs::path temp = fs::temp_directory_path(ec);
    if (ec) throw UsageError("no temporary directory for the scenario file (" + ec.message() + "); use --out FILE");
    for (int attempt = 0;; ++attempt) {
        const auto now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
        const fs::path folder =
            temp / fmt::format("fogproof-diff-{:%Y%m%d-%H%M%S}-{}", fmt::localtime(now), getpid() + attempt);
        if (fs::create_directory(folder, ec)) return (folder / "scenario.json").string();
        if (attempt > 100) throw UsageError("cannot make a folder for the scenario file in " + temp.string());
    }
}

// The scenario of group `index` (from 0): the first new group's at
// scenario_path(), each later one beside it (scenario.json ->
// scenario-2.json, ...).
std::string group_scenario_path(const std::string& first, std::size_t index) {
    if (index == 0) return first;
    const std::filesystem::path p(first);
    return (p.parent_path() / fmt::format("{}-{}{}", p.stem().string(), index + 1, p.extension().string())).string();
}

// Saves every new group's minimized scenario; returns the first one's. A
// file it cannot write adds a line to `errors`: the report is still printed.
external::SavedScenario save_scenarios(const DiffCommand& c, external::DiffOutcome& outcome,
                                       std::vector<std::string>& errors) {
    if (!outcome.finding) return {};
    std::string first;
    try {
        first = scenario_path(c);
    } catch (const UsageError& e) {
        errors.push_back(e.what());
        return {};
    }
    std::size_t saved = 0;
    external::SavedScenario first_saved;
    for (external::FindingGroup& group : outcome.groups) {
        if (!group.finding) continue;
        const std::string path = group_scenario_path(first, saved++);
        std::ofstream file(path);
        file << external::write_diff_scenario(external::group_scenario(outcome, group, c.options));
        if (!file) {
            errors.push_back("cannot write the scenario file '" + path + "'");
            continue;
        }
        group.scenario_path = path;
        group.repro_command = external::repro_command(c.against, path);
        if (first_saved.path.empty()) first_saved = {path, group.repro_command};
    }
    return first_saved;
}

// --write-known FILE: every signature of every group of the run.
void write_known(const DiffCommand& c, const external::DiffOutcome& outcome, std::vector<std::string>& errors) {
    external::KnownFindings known;
    known.implementation = outcome.name;
    for (const external::FindingGroup& group : outcome.groups) {
        std::string example;
        for (const external::NamedDivergence& d : group.named)
            if (example.empty() && !d.elements.empty()) example = d.elements.front().text;
        for (const external::FindingSignature& s : group.signatures)
            if (!known.knows(s)) known.findings.push_back({s.text(), &s == &group.signatures.front() ? example : ""});
    }
    std::ofstream file(c.write_known);
    file << external::write_known_findings(known);
    if (!file) errors.push_back("cannot write the known findings '" + c.write_known + "'");
}

// Prints the report and, with --report, writes it there too; then the
// files that could not be written fail the run (exit 2), after the report
// and its findings were printed.
void emit_report(const DiffCommand& c, const nlohmann::json& doc, const std::string& text,
                 std::vector<std::string> errors) {
    CommonOptions out;
    out.json = c.json;
    emit(out, doc, text);
    if (!c.report.empty()) {
        std::ofstream file(c.report);
        file << (c.json ? doc.dump(2) + "\n" : text);
        if (!file) errors.push_back("cannot write the report '" + c.report + "'");
    }
    if (errors.empty()) return;
    std::string all;
    for (const std::string& e : errors) all += (all.empty() ? "" : "\n") + e;
    throw UsageError(all + "\n(the report above is complete)");
}

// A file the run will write, checked before the run: its folder is made and
// the file opened once, so that a mistyped path fails now, not after the
// games. A file that did not exist is removed again (a run without a
// finding writes no scenario).
void prepare_output(const std::string& option, const std::string& path) {
    if (path.empty()) return;
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::path folder = fs::path(path).parent_path();
    if (!folder.empty()) fs::create_directories(folder, ec);
    if (ec)
        throw UsageError(fmt::format("{}: cannot make the folder '{}' ({})", option, folder.string(), ec.message()));
    if (fs::is_directory(path, ec)) throw UsageError(fmt::format("{}: '{}' is a folder, not a file", option, path));
    const bool existed = fs::exists(path, ec);
    if (!std::ofstream(path, std::ios::app))
        throw UsageError(fmt::format("{}: cannot write '{}'", option, path));
    if (!existed) fs::remove(path, ec);
}

void run(DiffCommand& c) {
    if (c.options.corpora.empty()) c.options.corpora = default_corpora();
    if (!c.required_clauses.empty()) try {
            c.options.required_clauses = external::parse_required_clauses(c.required_clauses);
            c.options.require_all_clauses = c.required_clauses == "all";
        } catch (const std::invalid_argument& e) {
            throw UsageError(std::string("--require-clauses: ") + e.what());
        }
    if (!c.known.empty()) try {
            c.options.known = external::read_known_findings(c.known);
        } catch (const std::invalid_argument& e) {
            throw UsageError(e.what());
        }
    prepare_output("--out", c.out);
    prepare_output("--report", c.report);
    prepare_output("--write-known", c.write_known);
    if (!c.belief_log.empty()) {
        // An unwritable log fails now, not after the whole run.
        if (!std::ofstream(c.belief_log, std::ios::trunc))
            throw UsageError("--write-belief-log: cannot write '" + c.belief_log + "'");
        c.options.keep_belief_log = true;
    }
    c.options.split = game_split(c.shard);
    c.options.minimize_budget = std::chrono::seconds(c.minimize_seconds);
    c.options.fuzz_budget = std::chrono::seconds(c.fuzz_seconds);
    const auto timeout = std::chrono::milliseconds(static_cast<long long>(c.timeout_seconds * 1000));
    const auto to_stderr = [](const std::string& line) { std::cerr << line << '\n'; };
    const auto warn = [](const std::string& line) { std::cerr << "warning: " << line << '\n'; };
    std::vector<external::ChildCoverage*> coverage;
    if (c.coverage)
        for (std::size_t j = 0; j < c.jobs; ++j) {
            c.child_coverage.push_back(std::make_unique<external::ChildCoverage>(c.against));
            coverage.push_back(c.child_coverage.back().get());
        }
    const auto children = start_children(c, timeout);
    std::vector<external::ExternalImplementation*> peers;
    for (const auto& child : children) peers.push_back(child.get());
    const auto sources = external::gather_sources(c.options, warn);
    external::DiffOutcome outcome = external::run_diff_jobs(peers, sources, c.options, to_stderr, coverage);
    if (outcome.verdict != external::DiffOutcome::Verdict::ProtocolFault)
        for (external::ExternalImplementation* peer : peers) peer->quit();
    std::vector<std::string> errors;
    const external::SavedScenario saved = save_scenarios(c, outcome, errors);
    if (!c.write_known.empty() && outcome.verdict != external::DiffOutcome::Verdict::ProtocolFault)
        write_known(c, outcome, errors);
    // A protocol fault ends the run, but the plies before it were compared.
    if (!c.belief_log.empty()) try {
            external::write_belief_log(c.belief_log, outcome.belief_log);
        } catch (const std::runtime_error& e) {
            errors.push_back(e.what());
        }
    nlohmann::json doc = external::diff_json(outcome, saved);
    std::string text = external::diff_text(outcome, saved);
    add_split(c, sources, doc, text);
    switch (outcome.verdict) {
        case external::DiffOutcome::Verdict::Agree:
            emit_report(c, doc, text, errors);
            return;
        case external::DiffOutcome::Verdict::Disagree:
            emit_report(c, doc, text, errors);
            throw ExitCode{1};
        case external::DiffOutcome::Verdict::ProtocolFault:
            // The message goes to stderr as every error does; --json and
            // --report also get the document.
            if (c.json || !c.report.empty()) emit_report(c, doc, c.json ? "" : text, errors);
            for (const std::string& e : errors) std::cerr << "fogproof diff: " << e << '\n';
            throw UsageError(outcome.fault);
        case external::DiffOutcome::Verdict::ClausesMissing:
            emit_report(c, doc, text, errors);
            throw ExitCode{1};
        case external::DiffOutcome::Verdict::NothingCompared:
            emit_report(c, doc, text, errors);
            throw ExitCode{2};
    }
}

}  // namespace

void register_diff(CLI::App& app) {
    auto* cmd = app.add_subcommand(
        "diff",
        "Compare an external implementation (docs/protocol.md) with the reference; exit 0 agree, 1 disagree, 2 fault");
    cmd->footer(kDiffExitCodes);
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
                    "Folders of games (records, moves/belief fuzz inputs); replaces the default: the moves and belief "
                    "corpora and the real games of the data `fogproof --version` names");
    cmd->add_option("--plies", c->options.settings.max_plies, "Plies per game at most")
        ->check(CLI::PositiveNumber)
        ->capture_default_str();
    cmd->add_option("--belief-limit", c->options.settings.belief_limit,
                    "Compare P board by board while both P have at most this many boards")
        ->capture_default_str();
    cmd->add_option("--belief-max", c->options.settings.belief_max,
                    "Beyond the limit, check P at scale (the truth, |P|, samples both ways) up to this many boards; "
                    "beliefs stop past it")
        ->capture_default_str();
    cmd->add_option("--belief-sample", c->options.settings.belief_sample,
                    "Boards sampled each way per check of P at scale")
        ->capture_default_str();
    cmd->add_option("--oracle-belief-max", c->options.settings.belief_reference.oracle_max,
                    "With the oracle as reference, a larger P of its own is handed to the engine's belief")
        ->capture_default_str();
    cmd->add_option("--threads", c->options.settings.belief_reference.threads,
                    "Threads of the engine's belief updates (0: all)")
        ->check(CLI::NonNegativeNumber)
        ->capture_default_str();
    cmd->add_option("--max-memory", c->options.settings.belief_reference.max_memory,
                    "Bytes the process may hold during an engine belief update; past it beliefs stop for the game "
                    "(0: no bound)")
        ->capture_default_str();
    cmd->add_option("--timeout", c->timeout_seconds, "Seconds to wait for each reply")
        ->check(CLI::PositiveNumber)
        ->capture_default_str();
    cmd->add_option("--max-reply-bytes", c->max_reply_bytes,
                    "A longer reply line is a protocol fault (the child is stopped)")
        ->check(CLI::PositiveNumber)
        ->capture_default_str();
    cmd->add_option("--minimize-seconds", c->minimize_seconds, "Time allowed for minimizing a finding")
        ->check(CLI::NonNegativeNumber)
        ->capture_default_str();
    cmd->add_option("--fuzz", c->fuzz_seconds,
                    "After the sources, a guided search for SECONDS: games edited as the fuzzers edit them, kept "
                    "when they exercise a new rule clause or pair of clauses")
        ->check(CLI::NonNegativeNumber)
        ->capture_default_str();
    cmd->add_flag("--coverage", c->coverage,
                  "See the child's own code: a native child built by afl-clang-fast(++), or one run under `fogproof "
                  "cov python|node` (docs/protocol.md); the guided search also keeps a game that grows the child's "
                  "coverage (edges run, not how often) or runs a child edge in a ply with a clause it never ran with, "
                  "and the report gives the features reached per source");
    cmd->add_option("--corpus-out", c->options.corpus_out,
                    "Where the guided search saves the games it kept (scenario files; --corpus DIR reads them)");
    cmd->add_option("--require-clauses", c->required_clauses,
                    "all, or rule clause IDs separated by commas (docs/clauses.md): exit 1 when the run never "
                    "exercised one of them");
    cmd->add_flag("--strict-answers", c->options.settings.strict_answers,
                  "Fail an implementation that answers a question the rules text leaves open the other way "
                  "(docs/rules.md decides it; without this flag it is a note)");
    cmd->add_flag("--strict-fen", c->options.strict_fen,
                  "Fail an implementation that accepts a FEN only docs/rules.md refuses (its syntax, clocks, material, "
                  "kings, castling letters; without this flag, or --strict-answers, a note in a table of its own)");
    cmd->add_option("--max-findings", c->options.max_findings,
                    "Stop after this many distinct findings not known (each grouped by signature and minimized; "
                    "requests it accepted do not count)")
        ->check(CLI::PositiveNumber)
        ->capture_default_str();
    cmd->add_flag("--first", c->options.first_only, "Stop at the first disagreement not known");
    cmd->add_option("--known", c->known,
                    "A file of known findings (--write-known): those are listed, not failed; a new one fails");
    cmd->add_option("--write-known", c->write_known, "Write the signatures of this run's findings to this file");
    cmd->add_option("--out", c->out,
                    "Where the first finding's minimized scenario is written, each further finding's beside it "
                    "(scenario-2.json, ...) (default: beside --report, else a new folder in the temporary "
                    "directory; never the working directory)");
    cmd->add_option("--write-belief-log", c->belief_log,
                    "Write the implementation's P at each ply of the games from records (|P|, its boards within "
                    "--belief-limit) as JSONL rows for `fogproof audit RECORDS --log FILE`");
    cmd->add_option("--report", c->report, "Also write the report (text, or JSON with --json) to this file");
    cmd->add_option("--shard", c->shard,
                    "K/N: compare only the K-th of N parts of the run's games (game i, counted over every source in "
                    "order, when i mod N is K-1); `fogproof merge` joins the N shards' --json reports")
        ->capture_default_str();
    cmd->add_option("--jobs", c->jobs,
                    "Children started side by side, each its own process, the games split among them; their "
                    "findings are grouped, minimized and reported as one run's")
        ->check(CLI::Range(std::size_t(1), std::size_t(256)))
        ->capture_default_str();
    cmd->add_flag("--json", c->json, "Print one JSON document instead of text");
    cmd->callback([c] { run(*c); });
}

}  // namespace cli
