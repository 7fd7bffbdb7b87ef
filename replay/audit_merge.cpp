#include "replay/audit_merge.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "replay/audit_report.hpp"
#include "replay/replay_report.hpp"

namespace fog::replay {
namespace {

// A list field of a report.
const nlohmann::json& list(const nlohmann::json& j, const char* name, const std::string& where) {
    if (!j.contains(name) || !j.at(name).is_array())
        throw ReportError(fmt::format("{}: field \"{}\" is missing or not a list", where, name));
    return j.at(name);
}

// The tracks of a report as the verdict needs them: who, how many rows
// checked, and the first divergent ply.
TrackAudit track_from_json(const nlohmann::json& t, const std::string& where) {
    TrackAudit track;
    track.game = report_field<std::string>(t, "game", where);
    track.perspective = report_field<std::string>(t, "perspective", where) == "w" ? White : Black;
    track.own_observation = report_field<bool>(t, "own_observation", where);
    track.rows = report_field<int>(t, "rows", where);
    track.rows_checked = report_field<int>(t, "rows_checked", where);
    track.rows_against_capped_p = report_field<int>(t, "rows_against_capped_p", where);
    if (t.contains("not_checked") && t.at("not_checked").is_string()) track.not_checked = t.at("not_checked");
    if (t.contains("first_divergence") && !t.at("first_divergence").is_null()) {
        Divergence d;
        d.ply = report_field<int>(t.at("first_divergence"), "ply", where + ": first_divergence");
        track.first = d;
    }
    return track;
}

}  // namespace

nlohmann::json merge_audit_reports(const std::vector<nlohmann::json>& reports, const std::vector<std::string>& where) {
    std::vector<Shard> split;
    for (std::size_t i = 0; i < reports.size(); ++i) {
        if (!reports[i].is_object() || reports[i].value("type", std::string()) != "audit")
            throw ReportError(where[i] + ": not a `fogproof audit --json` report (no \"type\": \"audit\")");
        std::string error;
        const auto shard = parse_shard(report_field<std::string>(reports[i], "shard", where[i]), error);
        if (!shard) throw ReportError(where[i] + ": field \"shard\": " + error);
        split.push_back(*shard);
    }
    check_shards_cover(split, where);
    // What reading the records and the log found is the same in every shard.
    const nlohmann::json& first = reports.front();
    for (std::size_t i = 1; i < reports.size(); ++i)
        for (const char* common : {"games_in_set", "rows_read", "warnings", "input_errors"})
            if (report_field<nlohmann::json>(reports[i], common, where[i]) !=
                report_field<nlohmann::json>(first, common, where[0]))
                throw ReportError(
                    fmt::format("{} and {} differ in {}: the shards did not read the same records and log", where[0],
                                where[i], common));

    std::vector<std::pair<std::size_t, nlohmann::json>> games, without;
    std::map<std::string, std::size_t> index_of;
    std::vector<std::pair<std::size_t, nlohmann::json>> tracks;  // by their game's index, stable
    for (std::size_t i = 0; i < reports.size(); ++i) {
        const nlohmann::json& r = reports[i];
        for (const nlohmann::json& g : list(r, "games", where[i])) {
            const auto index = report_field<std::size_t>(g, "index", where[i] + ": games[]");
            if (!split[i].owns(index))
                throw ReportError(fmt::format("{}: game index {} belongs to shard {}/{}, not {}", where[i], index,
                                              index % std::size_t(split[i].n) + 1, split[i].n, split[i].text()));
            games.emplace_back(index, g);
            index_of[report_field<std::string>(g, "game", where[i] + ": games[]")] = index;
        }
        const nlohmann::json& ids = list(r, "games_without_rows", where[i]);
        const nlohmann::json& indices = list(r, "games_without_rows_index", where[i]);
        if (ids.size() != indices.size())
            throw ReportError(where[i] + ": games_without_rows and games_without_rows_index differ in length");
        for (std::size_t k = 0; k < ids.size(); ++k) without.emplace_back(indices[k].get<std::size_t>(), ids[k]);
    }
    for (std::size_t i = 0; i < reports.size(); ++i)
        for (const nlohmann::json& t : list(reports[i], "tracks", where[i])) {
            const auto found = index_of.find(report_field<std::string>(t, "game", where[i] + ": tracks[]"));
            if (found == index_of.end())
                throw ReportError(where[i] + ": a track of game " + t.value("game", std::string()) +
                                  ", which no report lists among its games");
            tracks.emplace_back(found->second, t);
        }
    const auto by_index = [](const auto& a, const auto& b) { return a.first < b.first; };
    std::stable_sort(games.begin(), games.end(), by_index);
    std::stable_sort(without.begin(), without.end(), by_index);
    std::stable_sort(tracks.begin(), tracks.end(), by_index);
    const auto games_in_set = report_field<std::size_t>(first, "games_in_set", where[0]);
    if (games.size() + without.size() != games_in_set)
        throw ReportError(
            fmt::format("the reports account for {} of the {} games of the records: a shard stopped "
                        "early (exit 3 writes no report) or a report is not from this split",
                        games.size() + without.size(), games_in_set));

    // The result as the unsharded audit held it, as far as the verdict and
    // the exit code read it.
    AuditResult result;
    result.shard = Shard{};
    result.games_in_set = games_in_set;
    result.rows_read = report_field<int>(first, "rows_read", where[0]);
    result.warnings = report_field<int>(first, "warnings", where[0]);
    result.input_errors = report_field<std::vector<std::string>>(first, "input_errors", where[0]);
    std::map<std::size_t, std::size_t> game_at;  // index -> place in result.games
    for (const auto& [index, g] : games) {
        GameAudit audit;
        audit.index = index;
        audit.game = report_field<std::string>(g, "game", "games[]");
        audit.plies = report_field<int>(g, "plies", "games[]");
        audit.seconds = report_field<double>(g, "seconds", "games[]");
        game_at[index] = result.games.size();
        result.games.push_back(std::move(audit));
    }
    for (const auto& [index, t] : tracks) result.games[game_at[index]].tracks.push_back(track_from_json(t, "tracks[]"));
    for (const auto& [index, id] : without) {
        result.games_without_rows.push_back(id);
        result.games_without_rows_index.push_back(index);
    }

    nlohmann::json merged_games = nlohmann::json::array(), merged_tracks = nlohmann::json::array();
    for (const auto& [index, g] : games) merged_games.push_back(g);
    for (const auto& [index, t] : tracks) merged_tracks.push_back(t);
    return audit_summary_json(result, std::move(merged_games), std::move(merged_tracks));
}

std::string merged_audit_text(const nlohmann::json& m) {
    std::string out = fmt::format("{:<34} {:>5} {:>5} {:>8}  {}\n", "game", "plies", "rows", "seconds", "verdict");
    for (const nlohmann::json& g : m.at("games"))
        out += fmt::format("{:<34} {:>5} {:>5} {:>8.2f}  {}\n", g.value("game", std::string()), g.value("plies", 0),
                           g.value("rows", 0), g.value("seconds", 0.0), g.value("verdict", std::string()));
    out += fmt::format("\ngames: {} audited, {} diverged; rows: {} checked of {} logged\n", m.value("audited", 0),
                       m.value("diverged", 0), m.value("rows_checked", 0), m.value("rows_read", 0));
    if (!m.at("games_without_rows").empty())
        out += fmt::format("{} of the records not in the log\n", m.at("games_without_rows").size());
    out += "(each divergent belief in detail: the shards' reports)\n";
    out += m.value("verdict", std::string()) + '\n';
    return out;
}

}  // namespace fog::replay
