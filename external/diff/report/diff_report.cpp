#include "external/diff/report/diff_report.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>

#include "external/diff/findings/clause_naming.hpp"
#include "external/diff/game/open_questions.hpp"
#include "harness/scenario_report.hpp"

namespace external {
namespace {

using Json = nlohmann::json;

const char* verdict_name(DiffOutcome::Verdict v) {
    switch (v) {
        case DiffOutcome::Verdict::Agree:
            return "agree";
        case DiffOutcome::Verdict::Disagree:
            return "disagree";
        case DiffOutcome::Verdict::ProtocolFault:
            return "protocol-fault";
        case DiffOutcome::Verdict::NothingCompared:
            return "nothing-compared";
        case DiffOutcome::Verdict::ClausesMissing:
            return "clauses-missing";
    }
    return "?";
}

std::string comparisons_text(const std::map<std::string, std::size_t>& by_kind) {
    std::vector<std::string> parts;
    for (const auto& [kind, n] : by_kind) parts.push_back(fmt::format("{} {}", kind, n));
    return fmt::format("{}", fmt::join(parts, ", "));
}

// Skipped games: each one when there are few, else counted by reason and
// by the part of the start the reference refused ("placement 27").
std::string skipped_text(const std::vector<SkippedGame>& skipped) {
    constexpr std::size_t kListedOneByOne = 5;
    std::string text;
    if (skipped.size() <= kListedOneByOne) {
        for (const SkippedGame& s : skipped)
            text += fmt::format("    skipped {}: {}: {}\n", s.source, s.reason, s.detail);
        return text;
    }
    std::map<std::string, std::map<std::string, std::size_t>> by_reason;
    for (const SkippedGame& s : skipped) ++by_reason[s.reason][s.detail.substr(0, s.detail.find(':'))];
    for (const auto& [reason, parts] : by_reason) {
        std::vector<std::string> counts;
        std::size_t total = 0;
        for (const auto& [part, n] : parts) {
            counts.push_back(fmt::format("{} {}", part, n));
            total += n;
        }
        text += fmt::format("    {} skipped: {} ({})\n", total, reason, fmt::join(counts, ", "));
    }
    return text + "    (--json lists every skipped game with its reason)\n";
}

std::string readings_text(const DiffOutcome& o) {
    std::string text;
    for (const OtherReadingSeen& r : o.other_readings) {
        const OpenQuestion& q = open_question(r.question);
        text += fmt::format(
            "  takes the other reading of docs/rules.md '{}' ({}): it answered: {}; fogproof reads: {}. First in {} "
            "at ply {}; {} games. {}\n",
            q.question, q.id, r.detail, q.answer, r.first_source, r.first_ply, r.games,
            o.strict_answers ? "A failure under --strict-answers (a finding below)"
                             : "Not a failure (--strict-answers makes it one)");
    }
    for (const std::string& repair : o.spelling_repairs)
        text += fmt::format("  its FENs needed a repair of spelling only: {}\n", repair);
    return text;
}

// Every line of `text` two spaces in, as report_text writes a disagreement.
std::string indented(const std::string& text) {
    std::string out = "  ";
    for (char c : text) out += c == '\n' ? std::string("\n  ") : std::string(1, c);
    return out + "\n";
}

std::string diverged_text(const std::vector<StateKind>& kinds) {
    std::vector<std::string> names;
    for (StateKind k : kinds) names.push_back(state_kind_name(k));
    return fmt::format("{}", fmt::join(names, ", "));
}

std::vector<std::string> clause_ids(const std::vector<oracle::Clause>& clauses) {
    std::vector<std::string> ids;
    for (oracle::Clause c : clauses) ids.emplace_back(oracle::clause_id(c));
    return ids;
}

// The elements of a group's first finding, each with its clause (at most
// a few).
std::string elements_text(const FindingGroup& g) {
    constexpr std::size_t kElementsShown = 4;
    std::string text;
    std::size_t shown = 0, total = 0;
    for (const NamedDivergence& d : g.named)
        for (const NamedElement& e : d.elements) {
            if (shown++ < kElementsShown) text += "     - " + e.text + "\n";
            ++total;
        }
    if (total > kElementsShown)
        text += fmt::format("     - ... {} more elements (--json lists them)\n", total - kElementsShown);
    // How the same fault showed elsewhere: another kind of state, colour or
    // kind of element.
    for (const GroupExample& x : g.examples)
        if (x.source != g.first_source || x.ply != g.first_ply)
            text += fmt::format("     - also in {} at ply {} ({}): {}\n", x.source, x.ply, state_kind_name(x.kind),
                                x.element.text);
    return text;
}

// One row per distinct finding (laxness notes apart: notes_text), then the
// clause of each element its first finding differed in.
std::string groups_text(const DiffOutcome& o) {
    if (o.new_findings() + o.known_findings() == 0) return {};
    std::string text = fmt::format("\ndistinct findings: {} new, {} known{} (grouped by signature: kind of state: "
                                   "kind of difference: deciding clause)\n",
                                   o.new_findings(), o.known_findings(),
                                   o.stopped_early ? "; the run stopped at --max-findings or --first" : "");
    std::size_t row = 0;
    for (const FindingGroup& g : o.groups) {
        if (!g.known && o.is_note(g)) continue;
        const std::string plies =
            g.finding ? std::to_string(g.finding->minimized.game.moves.size()) + " plies" : std::string("-");
        text += fmt::format("  {}. [{}] {}\n     first in {} at ply {}; {} game{}; minimized to {}{}\n", ++row,
                            g.known ? "known" : "new", g.signature().text(), g.first_source, g.first_ply,
                            g.occurrences, g.occurrences == 1 ? "" : "s", plies,
                            g.scenario_path.empty() ? "" : "; scenario " + g.scenario_path);
        text += elements_text(g);
    }
    return text;
}

// What it accepted where only docs/rules.md refuses (findings/verdict.hpp):
// notes, not failures.
std::string notes_text(const DiffOutcome& o) {
    if (o.notes() == 0) return {};
    std::string text = fmt::format(
        "\naccepted where fogproof's reading refuses: {} note{} (docs/rules.md, not the rules text, refuses these; "
        "not failures: --strict-fen makes them failures)\n",
        o.notes(), o.notes() == 1 ? "" : "s");
    std::size_t row = 0;
    for (const FindingGroup& g : o.groups) {
        if (g.known || !o.is_note(g)) continue;
        text += fmt::format("  {}. {}\n     first in {}; {} time{}\n", ++row, g.signature().text(), g.first_source,
                            g.occurrences, g.occurrences == 1 ? "" : "s");
        text += elements_text(g);
    }
    return text;
}

// The groups of the run, its findings (`notes` false) or its laxness
// notes (`notes` true).
Json groups_json(const DiffOutcome& o, bool notes) {
    Json groups = Json::array();
    for (const FindingGroup& g : o.groups) {
        if ((!g.known && o.is_note(g)) != notes) continue;
        Json signatures = Json::array();
        for (const FindingSignature& s : g.signatures) signatures.push_back(s.text());
        Json elements = Json::array();
        for (const NamedDivergence& d : g.named)
            for (const NamedElement& e : d.elements) {
                Json clauses = Json::array();
                for (oracle::Clause c : e.clauses) clauses.push_back(std::string(oracle::clause_id(c)));
                elements.push_back({{"kind", state_kind_name(d.kind)},
                                    {"field", field_name(e.difference)},
                                    {"element", element_text(e.difference)},
                                    {"difference", side_name(e.difference.side)},
                                    {"colour", std::string(1, e.difference.colour)},
                                    {"clauses", clauses},
                                    {"rules_answer", e.rules_answer},
                                    {"text", e.text}});
            }
        Json examples = Json::array();
        for (const GroupExample& x : g.examples)
            examples.push_back({{"source", x.source},
                                {"ply", x.ply},
                                {"kind", state_kind_name(x.kind)},
                                {"field", field_name(x.element.difference)},
                                {"element", element_text(x.element.difference)},
                                {"difference", side_name(x.element.difference.side)},
                                {"colour", std::string(1, x.element.difference.colour)},
                                {"clause", deciding_name(x.element)},
                                {"text", x.element.text}});
        Json row = {{"signature", g.signature().text()},
                    {"kind", g.signature().kind},
                    {"difference", g.signature().difference},
                    {"clause", g.signature().deciding},
                    {"signatures", signatures},
                    {"known", g.known},
                    {"first_source", g.first_source},
                    {"first_ply", g.first_ply},
                    {"first_game", g.first_game},
                    {"occurrences", g.occurrences},
                    {"elements", elements},
                    {"examples", examples}};
        if (g.finding) {
            row["minimized_plies"] = g.finding->minimized.game.moves.size();
            row["reproduced"] = g.finding->minimized.reproduced;
        }
        if (!g.scenario_path.empty()) {
            row["scenario_file"] = g.scenario_path;
            row["repro"] = g.repro_command;
        }
        groups.push_back(std::move(row));
    }
    return groups;
}

std::string search_text(const DiffOutcome& o) {
    if (!o.search) return {};
    const SearchSummary& s = *o.search;
    std::string text = fmt::format(
        "  guided search: {} games in {:.1f} s, {} kept for a new clause or pair of clauses ({} features in the run); "
        "new clauses: {}\n",
        s.executions, s.seconds, s.kept - s.kept_for_child, s.features,
        s.new_clauses.empty() ? "none" : fmt::format("{}", fmt::join(clause_ids(s.new_clauses), ", ")));
    if (o.child_coverage)
        text += fmt::format("  guided search, the child's coverage: {} more games kept for it ({} as it grew, {} for a new "
                            "(clause, child edge) pair); findings first reached through it (not a clause): {}\n",
                            s.kept_for_child, s.kept_for_child - s.kept_for_pair, s.kept_for_pair, s.through_child.empty() ? "none" : fmt::format("{}", fmt::join(s.through_child, ", ")));
    if (!s.saved.empty())
        text += fmt::format("  {} kept games saved to {} (replay them with --corpus)\n", s.saved.size(),
                            std::filesystem::path(s.saved.front()).parent_path().string());
    return text;
}

// --coverage: what the child's own code showed, over the run and per source.
std::string child_coverage_text(const DiffOutcome& o) {
    if (!o.child_coverage) return {};
    const ChildCoverageSummary& c = *o.child_coverage;
    if (c.source.empty())
        return fmt::format("  child coverage (--coverage): no feature came in {} replies: the child is neither built "
                           "by afl-clang-fast(++) nor run under `fogproof cov python|node` (docs/protocol.md)\n",
                           c.replies);
    return fmt::format("  child coverage (--coverage, {}): {} distinct features, {} (clauses, child edges) pairs of a "
                       "ply, {} of {} replies with features\n",
                       c.source, c.features, c.pairs, c.replies_with_features, c.replies);
}

std::string summary_text(const DiffOutcome& o) {
    std::string text = readings_text(o);
    for (const SourceTally& s : o.sources)
        text += o.child_coverage && !o.child_coverage->source.empty()
                    ? fmt::format("  {}: {} games; child coverage: {} features reached, {} first reached here\n",
                                  s.label, s.games, s.child_features, s.child_new)
                    : fmt::format("  {}: {} games\n", s.label, s.games);
    text += child_coverage_text(o);
    text += fmt::format("  games: {} compared, {} skipped\n", o.games, o.skipped.size());
    text += skipped_text(o.skipped);
    text += fmt::format("  plies: {} compared in {:.1f} s ({:.0f} plies/s; {:.1f} s in all), {} protocol round trips\n",
                        o.plies, o.comparing_seconds, o.plies_per_second(), o.seconds, o.round_trips);
    text += "  comparisons: " + comparisons_text(o.comparisons) + "\n";
    text += beliefs_text(o.beliefs, o.belief_max);
    if (o.after_known.games > 0)
        text += fmt::format("  after a known difference (--known): {} games went on, {} plies compared after it; the "
                            "child loaded at the reference's position {} times; {} games ended there (it refused "
                            "that position)\n",
                            o.after_known.games, o.after_known.plies_after, o.after_known.resynced,
                            o.after_known.ended);
    for (const SlowChildSeen& slow : o.slow_child)
        text += fmt::format("  beliefs ended for a slow child: no reply in time at |P| {} in {} at ply {} (request "
                            "{}); restarted and loaded at the reference's position, and P kept to at most {} boards from "
                            "then on\n",
                            slow.size, slow.source, slow.ply, slow.request, slow.cap);
    return text;
}

std::string finding_text(const DiffOutcome& o, const SavedScenario& saved) {
    const DiffFinding& f = *o.finding;
    std::string text = fmt::format(
        "fogproof diff: {} DISAGREES with the {}: {} distinct finding{} ({} known)\n", o.name, o.reference,
        o.new_findings(), o.new_findings() == 1 ? "" : "s", o.known_findings());
    text += groups_text(o);
    text += notes_text(o);
    text += fmt::format(
        "\nthe first new finding in full:\n"
        "  found in {} at ply {} after {:.1f} s; minimized to {} plies from a simpler start in {} runs ({:.1f} "
        "s){}\n\n",
        f.game.source, f.found_at_ply, f.seconds_to_find, f.minimized.game.moves.size(),
        f.minimized.runs, f.minimize_seconds,
        f.minimized.reproduced ? "" : " (did not reproduce on a fresh run: kept as found)");
    const harness::ScenarioReport& report = f.minimized.result.report;
    if (report.failure)
        text += fmt::format("first divergence: ply {}, in {}\n\n", report.failure->ply,
                            diverged_text(f.minimized.result.diverged));
    text += readings_text(o);
    text += harness::report_text(report);
    for (const harness::ScenarioFailure& also : f.minimized.result.also_diverged) {
        text += fmt::format("ALSO after ply {}: {}\n", also.ply, also.check);
        if (also.disagreement) text += indented(also.disagreement->to_string(also.left_name, also.right_name));
        if (!also.details.empty()) text += "  " + also.details + "\n";
    }
    if (!saved.path.empty())
        text += fmt::format("\nscenario written to {}; replay it with:\n  {}\n", saved.path, saved.repro_command);
    text += '\n';
    text += summary_text(o);
    text += "\nplies per rule clause and source (docs/clauses.md; the columns are sources of games):\n" +
            o.clauses.table_text();
    return text;
}

}  // namespace

std::string shell_quoted(const std::string& text) {
    const bool plain = !text.empty() && text.find_first_not_of(
                                            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                            "0123456789@%_+=:,./-") == std::string::npos;
    if (plain) return text;
    std::string out = "'";
    for (char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

std::string diff_text(const DiffOutcome& o, const SavedScenario& saved) {
    switch (o.verdict) {
        case DiffOutcome::Verdict::Disagree:
            return finding_text(o, saved);
        case DiffOutcome::Verdict::ProtocolFault:
            return o.fault + "\n";
        case DiffOutcome::Verdict::Agree:
        case DiffOutcome::Verdict::NothingCompared:
        case DiffOutcome::Verdict::ClausesMissing:
            break;
    }
    std::string text;
    if (o.verdict == DiffOutcome::Verdict::NothingCompared)
        text = fmt::format(
            "fogproof diff: NOTHING COMPARED between the {} and {} ({}): every source was empty or rejected\n",
            o.reference, o.name, o.command);
    else if (o.known_findings() > 0 || o.notes() > 0)
        text = fmt::format("fogproof diff: no new difference between the {} and {} ({}); {} known finding{} "
                           "(--known), {} laxness note{}, listed below\n",
                           o.reference, o.name, o.command, o.known_findings(), o.known_findings() == 1 ? "" : "s",
                           o.notes(), o.notes() == 1 ? "" : "s");
    else
        text = fmt::format("fogproof diff: no difference between the {} and {} ({})\n", o.reference, o.name, o.command);
    text += summary_text(o);
    text += search_text(o);
    text += groups_text(o);
    text += notes_text(o);
    text += "\nplies per rule clause and source (docs/clauses.md; the columns are sources of games):\n" +
            o.clauses.table_text();
    if (!o.out_of_reach.empty())
        text += fmt::format("\n--require-clauses all left out {} clause{} the child cannot reach: it does not support "
                            "{}: {}\n",
                            o.out_of_reach.size(), o.out_of_reach.size() == 1 ? "" : "s",
                            fmt::join(o.unsupported_commands, ", "), fmt::join(clause_ids(o.out_of_reach), ", "));
    if (!o.missing_clauses.empty()) {
        std::vector<std::string> ids;
        for (oracle::Clause c : o.missing_clauses) ids.emplace_back(oracle::clause_id(c));
        text += fmt::format("\nfogproof diff: REQUIRED CLAUSES NEVER EXERCISED ({}): {}\n", ids.size(),
                            fmt::join(ids, ", "));
    }
    return text;
}

Json diff_json(const DiffOutcome& o, const SavedScenario& saved) {
    Json by_source = Json::object();
    for (const SourceTally& s : o.sources) by_source[s.label] = s.games;
    Json skipped = Json::array();
    for (const SkippedGame& s : o.skipped)
        skipped.push_back({{"source", s.source}, {"reason", s.reason + ": " + s.detail}, {"game", s.game}});
    Json doc = {{"against", o.command},
                {"name", o.name},
                {"reference", o.reference},
                {"result", verdict_name(o.verdict)},
                {"games", o.games},
                {"skipped", o.skipped.size()},
                {"skipped_games", skipped},
                {"plies", o.plies},
                {"comparisons", o.comparisons},
                {"beliefs", beliefs_json(o.beliefs, o.belief_max)},
                {"games_by_source", by_source},
                {"round_trips", o.round_trips},
                {"seconds", o.seconds},
                {"plies_per_second", o.plies_per_second()}};
    if (o.verdict == DiffOutcome::Verdict::ProtocolFault) doc["fault"] = o.fault;
    Json readings = Json::array();
    for (const OtherReadingSeen& r : o.other_readings) {
        const OpenQuestion& q = open_question(r.question);
        readings.push_back({{"question_id", q.id},
                            {"question", q.question},
                            {"fogproof_reads", q.answer},
                            {"other_reading", q.other_reading},
                            {"first_source", r.first_source},
                            {"first_ply", r.first_ply},
                            {"first_game", r.first_game},
                            {"detail", r.detail},
                            {"games", r.games}});
    }
    doc["other_readings"] = readings;
    doc["clauses"] = o.clauses.json();
    if (o.search)
        doc["search"] = {{"executions", o.search->executions},
                         {"kept", o.search->kept},
                         {"features", o.search->features},
                         {"seconds", o.search->seconds},
                         {"new_clauses", clause_ids(o.search->new_clauses)},
                         {"saved", o.search->saved},
                         {"kept_for_child_coverage", o.search->kept_for_child},
                         {"kept_for_new_pair", o.search->kept_for_pair},
                         {"findings_through_child_coverage", o.search->through_child}};
    if (o.child_coverage) {
        Json by_source_features = Json::object();
        for (const SourceTally& s : o.sources)
            by_source_features[s.label] = {{"features", s.child_features}, {"first_reached", s.child_new}};
        doc["child_coverage"] = {{"source", o.child_coverage->source},
                                 {"features", o.child_coverage->features},
                                 {"pairs", o.child_coverage->pairs},
                                 {"replies", o.child_coverage->replies},
                                 {"replies_with_features", o.child_coverage->replies_with_features},
                                 {"by_source", by_source_features}};
    }
    Json missing = Json::array();
    for (oracle::Clause c : o.missing_clauses) missing.push_back(std::string(oracle::clause_id(c)));
    doc["required_clauses_never_exercised"] = missing;
    Json slow = Json::array();
    for (const SlowChildSeen& e : o.slow_child)
        slow.push_back(
            {{"source", e.source}, {"ply", e.ply}, {"size", e.size}, {"request", e.request}, {"cap", e.cap}});
    doc["slow_child"] = slow;
    doc["after_known"] = {{"games", o.after_known.games},
                          {"plies_after", o.after_known.plies_after},
                          {"resynced", o.after_known.resynced},
                          {"ended", o.after_known.ended}};
    doc["required_clauses_out_of_reach"] = {{"clauses", clause_ids(o.out_of_reach)},
                                            {"unsupported_commands", o.unsupported_commands}};
    doc["spelling_repairs"] = o.spelling_repairs;
    doc["findings"] = groups_json(o, false);
    doc["notes"] = groups_json(o, true);
    doc["strict_fen"] = o.strict_fen;
    doc["new_findings"] = o.new_findings();
    doc["laxness_notes"] = o.notes();
    doc["known_findings"] = o.known_findings();
    doc["stopped_early"] = o.stopped_early;
    if (o.finding) {
        const DiffFinding& f = *o.finding;
        doc["found_in"] = f.game.source;
        doc["found_at_ply"] = f.found_at_ply;
        doc["seconds_to_find"] = f.seconds_to_find;
        doc["minimized"] = {{"plies", f.minimized.game.moves.size()},
                            {"runs", f.minimized.runs},
                            {"seconds", f.minimize_seconds},
                            {"reproduced", f.minimized.reproduced},
                            {"report", harness::report_json(f.minimized.result.report)}};
        doc["report_text"] = harness::report_text(f.minimized.result.report);
        Json kinds = Json::array();
        for (StateKind k : f.minimized.result.diverged) kinds.push_back(state_kind_name(k));
        if (f.minimized.result.report.failure)
            doc["first_divergence"] = {{"ply", f.minimized.result.report.failure->ply}, {"kinds", kinds}};
        if (!saved.path.empty()) {
            doc["scenario_file"] = saved.path;
            doc["repro"] = saved.repro_command;
        }
    }
    return doc;
}

namespace {

DiffScenario scenario_of(const DiffOutcome& o, const DiffFinding& f, const DiffOptions& options) {
    DiffScenario scenario;
    scenario.game = f.minimized.game;
    scenario.settings = options.settings;
    // A guided search's game may be longer than --plies.
    scenario.settings.max_plies = std::max(scenario.settings.max_plies, f.minimized.game.moves.size());
    scenario.against = o.command;
    scenario.original_source = f.game.source;
    scenario.original_plies = f.found_at_ply;
    scenario.found = f.minimized.result.report.failure;
    for (const KnownFinding& k : options.known.findings) scenario.known.push_back(k.signature);
    return scenario;
}

}  // namespace

DiffScenario finding_scenario(const DiffOutcome& o, const DiffOptions& options) {
    return scenario_of(o, o.finding.value(), options);
}

DiffScenario group_scenario(const DiffOutcome& o, const FindingGroup& group, const DiffOptions& options) {
    return scenario_of(o, group.finding.value(), options);
}

std::string repro_command(const std::string& against, const std::string& scenario_path) {
    return fmt::format("fogproof repro --against {} {}", shell_quoted(against), shell_quoted(scenario_path));
}

}  // namespace external
