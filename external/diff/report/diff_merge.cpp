#include "external/diff/report/diff_merge.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <functional>
#include <map>
#include <set>

#include "external/diff/findings/finding_groups.hpp"
#include "replay/replay_report.hpp"
#include "replay/shard.hpp"

namespace external {
namespace {

using Json = nlohmann::json;
using fog::replay::report_field;
using fog::replay::ReportError;

const Json& list(const Json& j, const char* name, const std::string& where) {
    if (!j.contains(name) || !j.at(name).is_array())
        throw ReportError(fmt::format("{}: field \"{}\" is missing or not a list", where, name));
    return j.at(name);
}

// Adds the numbers of `from` into `into`, key by key (nested objects
// too); a key named in `largest` keeps the larger number instead.
void add_numbers(Json& into, const Json& from, const std::set<std::string>& largest = {}) {
    for (auto it = from.begin(); it != from.end(); ++it) {
        if (!into.contains(it.key())) {
            into[it.key()] = it.value();
            continue;
        }
        Json& mine = into[it.key()];
        if (it.value().is_object() && mine.is_object())
            add_numbers(mine, it.value(), largest);
        else if (it.value().is_number_unsigned() && mine.is_number_unsigned())
            mine = largest.count(it.key()) ? std::max(mine.get<std::size_t>(), it.value().get<std::size_t>())
                                           : mine.get<std::size_t>() + it.value().get<std::size_t>();
        else if (it.value().is_number() && mine.is_number())
            mine = largest.count(it.key()) ? std::max(mine.get<double>(), it.value().get<double>())
                                           : mine.get<double>() + it.value().get<double>();
    }
}

// A group row as the grouping reads it: its signatures, where it was
// first met, how often.
FindingGroup group_from_row(const Json& row, const std::string& where) {
    FindingGroup g;
    for (const std::string& text : report_field<std::vector<std::string>>(row, "signatures", where)) {
        const auto s = signature_from_text(text);
        if (!s) throw ReportError(fmt::format("{}: \"{}\" is not a finding signature", where, text));
        g.signatures.push_back(*s);
    }
    if (g.signatures.empty()) throw ReportError(where + ": a finding without signatures");
    g.first_game = report_field<std::size_t>(row, "first_game", where);
    g.occurrences = report_field<std::size_t>(row, "occurrences", where);
    g.known = report_field<bool>(row, "known", where);
    return g;
}

std::string row_key(const FindingGroup& g) { return fmt::format("{}#{}", g.first_game, g.signature().text()); }

// An example of `from` that shows what no example of `into` shows, up to
// FindingGroup::kMaxExamples (as keep_examples keeps them).
void join_examples(Json& into, const Json& from) {
    const auto same = [](const Json& a, const Json& b) {
        for (const char* k : {"kind", "field", "difference", "colour", "clause"})
            if (a.value(k, Json()) != b.value(k, Json())) return false;
        return true;
    };
    Json& mine = into["examples"];
    for (const Json& x : from.value("examples", Json::array())) {
        if (mine.size() >= FindingGroup::kMaxExamples) return;
        if (std::none_of(mine.begin(), mine.end(), [&](const Json& y) { return same(x, y); })) mine.push_back(x);
    }
}

// The rows of `field` ("findings" or "notes") of every shard, grouped as
// one run groups its findings (join_found_groups); a row that joins
// another gives it the examples it lacks.
Json join_groups(const std::vector<Json>& reports, const std::vector<std::string>& where, const char* field) {
    std::vector<FindingGroup> found;
    std::map<std::string, Json> row_of;  // row_key -> the row as its shard wrote it
    for (std::size_t i = 0; i < reports.size(); ++i)
        for (const Json& row : list(reports[i], field, where[i])) {
            found.push_back(group_from_row(row, fmt::format("{}: {}[]", where[i], field)));
            row_of[row_key(found.back())] = row;
        }
    const std::vector<FindingGroup> groups =
        join_found_groups(std::move(found), [&](FindingGroup& into, FindingGroup& from) {
            join_examples(row_of.at(row_key(into)), row_of.at(row_key(from)));
        });
    Json out = Json::array();
    for (const FindingGroup& g : groups) {
        Json row = row_of.at(row_key(g));
        row["occurrences"] = g.occurrences;
        out.push_back(std::move(row));
    }
    return out;
}

// Each question once: where the earliest game of any shard showed it, the
// games of every shard.
Json join_readings(const std::vector<Json>& reports, const std::vector<std::string>& where) {
    Json out = Json::array();
    for (std::size_t i = 0; i < reports.size(); ++i)
        for (const Json& r : list(reports[i], "other_readings", where[i])) {
            const auto id = report_field<std::string>(r, "question_id", where[i] + ": other_readings[]");
            auto it = std::find_if(out.begin(), out.end(), [&](const Json& o) { return o.at("question_id") == id; });
            if (it == out.end()) {
                out.push_back(r);
                continue;
            }
            const std::size_t games = it->value("games", std::size_t(0)) + r.value("games", std::size_t(0));
            if (r.value("first_game", std::size_t(0)) < it->value("first_game", std::size_t(0))) *it = r;
            (*it)["games"] = games;
        }
    std::stable_sort(out.begin(), out.end(), [](const Json& a, const Json& b) {
        return a.value("first_game", std::size_t(0)) < b.value("first_game", std::size_t(0));
    });
    return out;
}

// The clause table of every shard added up; "never" is what no shard
// exercised.
Json join_clauses(const std::vector<Json>& reports, const std::vector<std::string>& where) {
    Json out = report_field<Json>(reports.front(), "clauses", where.front());
    Json sources = out.value("sources", Json::array());
    for (std::size_t i = 1; i < reports.size(); ++i) {
        const Json c = report_field<Json>(reports[i], "clauses", where[i]);
        add_numbers(out["plies_by_clause"], c.value("plies_by_clause", Json::object()));
        for (const Json& s : c.value("sources", Json::array()))
            if (std::find(sources.begin(), sources.end(), s) == sources.end()) sources.push_back(s);
    }
    out["sources"] = sources;
    Json never = Json::array();
    for (auto it = out["plies_by_clause"].begin(); it != out["plies_by_clause"].end(); ++it)
        if (it.value().value("total", std::size_t(0)) == 0) never.push_back(it.key());
    out["never"] = never;
    return out;
}

// The section `name` of every report that has one, as one: the first
// shard's, with the numbers of the others added (those named in `largest`
// keep the largest instead) and `also` called with each later section.
// Null when no report has it.
Json join_sections(const std::vector<Json>& reports, const char* name, const std::set<std::string>& largest,
                   const std::function<void(Json& joined, const Json& section)>& also = {}) {
    Json out;
    for (const Json& r : reports) {
        if (!r.contains(name)) continue;
        const Json& section = r.at(name);
        if (out.is_null()) {
            out = section;
            continue;
        }
        add_numbers(out, section, largest);
        if (also) also(out, section);
    }
    return out;
}

// The guided searches of every shard.
Json join_search(const std::vector<Json>& reports, const Json& clauses) {
    Json out = join_sections(reports, "search", {"features", "seconds"}, [](Json& joined, const Json& s) {
        for (const Json& saved : s.value("saved", Json::array())) joined["saved"].push_back(saved);
        for (const Json& c : s.value("new_clauses", Json::array())) joined["new_clauses"].push_back(c);
    });
    if (out.is_null()) return out;
    // New: exercised by some shard's search and by no source of any shard.
    Json fresh = Json::array();
    for (const Json& c : out.value("new_clauses", Json::array())) {
        const Json row = clauses.at("plies_by_clause").value(c.get<std::string>(), Json::object());
        if (row.value("search", std::size_t(0)) == row.value("total", std::size_t(0)) &&
            std::find(fresh.begin(), fresh.end(), c) == fresh.end())
            fresh.push_back(c);
    }
    out["new_clauses"] = fresh;
    return out;
}

// The children's coverage of every shard (--coverage): each shard watched
// its own child, so a count of distinct features is at least the largest
// shard's (as --jobs joins its jobs'), and the replies add up.
Json join_child_coverage(const std::vector<Json>& reports) {
    return join_sections(reports, "child_coverage", {"features", "pairs", "first_reached"},
                         [](Json& joined, const Json& c) {
                             if (joined.value("source", std::string()).empty())
                                 joined["source"] = c.value("source", std::string());
                         });
}

// The clauses --require-clauses named that no shard exercised.
Json never_in_any(const std::vector<Json>& reports, const std::vector<std::string>& where) {
    Json out = Json::array();
    for (const Json& c : list(reports.front(), "required_clauses_never_exercised", where.front())) {
        bool everywhere = true;
        for (std::size_t i = 1; i < reports.size(); ++i) {
            const Json& l = list(reports[i], "required_clauses_never_exercised", where[i]);
            everywhere = everywhere && std::find(l.begin(), l.end(), c) != l.end();
        }
        if (everywhere) out.push_back(c);
    }
    return out;
}

int exit_code_of(const std::string& result) {
    if (result == "agree") return 0;
    if (result == "disagree" || result == "clauses-missing") return 1;
    return 2;
}

}  // namespace

bool is_diff_report(const nlohmann::json& report) {
    return report.is_object() && report.contains("against") && report.contains("findings");
}

nlohmann::json merge_diff_reports(const std::vector<nlohmann::json>& reports, const std::vector<std::string>& where) {
    std::vector<fog::replay::Shard> split;
    for (std::size_t i = 0; i < reports.size(); ++i) {
        if (!is_diff_report(reports[i])) throw ReportError(where[i] + ": not a `fogproof diff --json` report");
        std::string error;
        const auto shard = fog::replay::parse_shard(report_field<std::string>(reports[i], "shard", where[i]), error);
        if (!shard) throw ReportError(where[i] + ": field \"shard\": " + error);
        split.push_back(*shard);
    }
    fog::replay::check_shards_cover(split, where);
    const Json& first = reports.front();
    // One run: the same child, reference and games in every shard.
    for (std::size_t i = 1; i < reports.size(); ++i)
        for (const char* common : {"against", "reference", "games_in_run", "strict_fen"})
            if (report_field<Json>(reports[i], common, where[i]) != report_field<Json>(first, common, where[0]))
                throw ReportError(
                    fmt::format("{} and {} differ in {}: the shards are not of one run", where[0], where[i], common));

    Json merged = {{"against", first.at("against")},     {"name", first.value("name", std::string())},
                   {"reference", first.at("reference")}, {"shard", "1/1"},
                   {"shards", reports.size()},           {"games_in_run", first.at("games_in_run")}};
    Json counts = Json::object(), skipped = Json::array(), slow = Json::array(), repairs = Json::array();
    std::string fault;
    bool stopped = false;
    double plies_per_second = 0;
    for (std::size_t i = 0; i < reports.size(); ++i) {
        const Json& r = reports[i];
        add_numbers(counts,
                    {{"games", report_field<std::size_t>(r, "games", where[i])},
                     {"skipped", report_field<std::size_t>(r, "skipped", where[i])},
                     {"plies", report_field<std::size_t>(r, "plies", where[i])},
                     {"round_trips", r.value("round_trips", std::size_t(0))},
                     {"seconds", r.value("seconds", 0.0)},
                     {"comparisons", r.value("comparisons", Json::object())},
                     {"beliefs", r.value("beliefs", Json::object())},
                     {"games_by_source", r.value("games_by_source", Json::object())},
                     {"after_known", r.value("after_known", Json::object())}},
                    {"seconds", "largest", "belief_max"});
        // The shards ran side by side, each at its own rate.
        plies_per_second += r.value("plies_per_second", 0.0);
        for (const Json& s : list(r, "skipped_games", where[i])) skipped.push_back(s);
        for (const Json& s : r.value("slow_child", Json::array())) slow.push_back(s);
        for (const Json& s : r.value("spelling_repairs", Json::array()))
            if (std::find(repairs.begin(), repairs.end(), s) == repairs.end()) repairs.push_back(s);
        stopped = stopped || r.value("stopped_early", false);
        if (fault.empty() && r.value("result", std::string()) == "protocol-fault")
            fault = where[i] + ": " + r.value("fault", std::string());
    }
    merged.update(counts);
    std::stable_sort(skipped.begin(), skipped.end(), [](const Json& a, const Json& b) {
        return a.value("game", std::size_t(0)) < b.value("game", std::size_t(0));
    });
    merged["skipped_games"] = skipped;
    merged["plies_per_second"] = plies_per_second;
    merged["other_readings"] = join_readings(reports, where);
    merged["clauses"] = join_clauses(reports, where);
    const Json search = join_search(reports, merged["clauses"]);
    if (!search.is_null()) merged["search"] = search;
    const Json child_coverage = join_child_coverage(reports);
    if (!child_coverage.is_null()) merged["child_coverage"] = child_coverage;
    merged["required_clauses_never_exercised"] = never_in_any(reports, where);
    merged["slow_child"] = slow;
    merged["required_clauses_out_of_reach"] = first.value("required_clauses_out_of_reach", Json::object());
    merged["spelling_repairs"] = repairs;
    merged["findings"] = join_groups(reports, where, "findings");
    merged["notes"] = join_groups(reports, where, "notes");
    merged["strict_fen"] = first.at("strict_fen");
    std::size_t fresh = 0, known = 0;
    for (const Json& g : merged["findings"]) (g.value("known", false) ? known : fresh) += 1;
    merged["new_findings"] = fresh;
    merged["laxness_notes"] = merged["notes"].size();
    merged["known_findings"] = known;
    merged["stopped_early"] = stopped;
    // The finding shown in full: the first new group's, from the shard
    // that found it (its first finding is that group's).
    for (const Json& g : merged["findings"]) {
        if (g.value("known", false)) continue;
        const auto shard = std::find_if(reports.begin(), reports.end(), [&](const Json& r) {
            const Json& rows = r.at("findings");
            return std::any_of(rows.begin(), rows.end(), [&](const Json& row) {
                return row.value("first_game", std::size_t(0)) == g.value("first_game", std::size_t(0)) &&
                       row.value("signature", std::string()) == g.value("signature", std::string());
            });
        });
        if (shard != reports.end())
            for (const char* k : {"found_in", "found_at_ply", "seconds_to_find", "minimized", "report_text",
                                  "first_divergence", "scenario_file", "repro"})
                if (shard->contains(k)) merged[k] = shard->at(k);
        break;
    }
    std::string result;
    if (!fault.empty()) {
        result = "protocol-fault";
        merged["fault"] = fault;
    } else if (fresh > 0)
        result = "disagree";
    else if (merged.value("games", std::size_t(0)) == 0)
        result = "nothing-compared";
    else if (!merged["required_clauses_never_exercised"].empty())
        result = "clauses-missing";
    else
        result = "agree";
    merged["result"] = result;
    merged["exit_code"] = exit_code_of(result);
    return merged;
}

std::string merged_diff_text(const nlohmann::json& m) {
    std::string out = fmt::format("fogproof diff, {} shards joined: {} against the {} ({})\n", m.value("shards", 0),
                                  m.value("name", std::string()), m.value("reference", std::string()),
                                  m.value("against", std::string()));
    out += fmt::format("  {} games compared of the run's {} ({} skipped), {} plies\n", m.value("games", 0),
                       m.value("games_in_run", 0), m.value("skipped", 0), m.value("plies", 0));
    for (auto it = m.at("games_by_source").begin(); it != m.at("games_by_source").end(); ++it)
        out += fmt::format("    {}: {} games\n", it.key(), it.value().get<std::size_t>());
    for (const char* table : {"findings", "notes"}) {
        if (m.at(table).empty()) continue;
        out += fmt::format("\n{}:\n", std::string(table) == "notes" ? "laxness notes" : "findings");
        std::size_t row = 0;
        for (const Json& g : m.at(table)) {
            out += fmt::format("  {}. [{}] {}\n     first in {} at ply {}; {} time{}", ++row,
                               g.value("known", false) ? "known" : "new", g.value("signature", std::string()),
                               g.value("first_source", std::string()), g.value("first_ply", 0),
                               g.value("occurrences", 0), g.value("occurrences", 0) == 1 ? "" : "s");
            if (g.contains("scenario_file"))
                out += fmt::format("; scenario {}", g.value("scenario_file", std::string()));
            out += '\n';
        }
    }
    if (!m.at("other_readings").empty()) {
        out += "\nopen questions answered the other way:\n";
        for (const Json& r : m.at("other_readings"))
            out += fmt::format("  {}: {} games\n", r.value("question_id", std::string()), r.value("games", 0));
    }
    if (!m.at("required_clauses_never_exercised").empty())
        out += fmt::format("\nrequired clauses never exercised: {}\n",
                           fmt::join(m.at("required_clauses_never_exercised").get<std::vector<std::string>>(), ", "));
    if (m.contains("fault")) out += "\nprotocol fault in " + m.value("fault", std::string()) + "\n";
    out += "(each finding in detail, with its minimized scenario: the shards' reports)\n";
    out += fmt::format("fogproof merge: {}\n", m.value("result", std::string()));
    return out;
}

}  // namespace external
