#include "replay/replay_report.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>

namespace fog::replay {
namespace {

nlohmann::json optional_ply(const std::optional<int>& ply) {
    return ply ? nlohmann::json(*ply) : nlohmann::json(nullptr);
}

std::string colour_word(const std::string& letter) { return letter == "w" ? "white" : "black"; }

std::string describe_loss(const nlohmann::json& r) {
    const std::string error = r.value("error", std::string());
    return fmt::format("{} ply {} ({} moved), {}'s belief{}", r.value("game", std::string()), r.value("ply", 0),
                       colour_word(r.value("mover", std::string())), colour_word(r.value("perspective", std::string())),
                       error.empty() ? "" : ": " + error);
}

std::optional<int> optional_int(const nlohmann::json& j, const char* name, const std::string& where) {
    if (j.contains(name) && j.at(name).is_null()) return std::nullopt;
    return report_field<int>(j, name, where);
}

}  // namespace

GameLine game_line(std::size_t index, const GameReplay& g) {
    GameLine line{index, g.game, g.plies, g.exact_through_ply, g.largest_p, std::nullopt, std::nullopt, g.seconds};
    if (g.first_truth_loss_uncapped) line.lost_uncapped_ply = g.first_truth_loss_uncapped->ply;
    if (g.first_truth_loss_capped) line.lost_capped_ply = g.first_truth_loss_capped->ply;
    return line;
}

nlohmann::json replay_summary_json(const ReplaySummary& s) {
    nlohmann::json games = nlohmann::json::array();
    for (const GameLine& g : s.games)
        games.push_back({{"index", g.index},
                         {"game", g.game},
                         {"plies", g.plies},
                         {"exact_through_ply", g.exact_through_ply},
                         {"largest_p", g.largest_p},
                         {"truth_lost_uncapped", bool(g.lost_uncapped_ply)},
                         {"truth_lost_capped", bool(g.lost_capped_ply)},
                         {"truth_lost_uncapped_ply", optional_ply(g.lost_uncapped_ply)},
                         {"truth_lost_capped_ply", optional_ply(g.lost_capped_ply)},
                         {"seconds", g.seconds}});
    const ReplayTally& tally = s.tally;
    nlohmann::json summary = {{"type", "summary"},
                              {"shard", s.shard.text()},
                              {"games_in_set", s.games_in_set},
                              {"games", games},
                              {"replayed", tally.replayed()},
                              {"failed", tally.failed()},
                              {"skipped", tally.skipped_game_count()},
                              {"skipped_by_reason", tally.skipped_games()},
                              {"files_not_read", tally.skipped_files()},
                              {"cut_short", tally.cut_short()},
                              {"continued_after_rules_end", tally.continued_after_rules_end()},
                              {"warnings", tally.warnings()},
                              {"other_input_errors", tally.other_input_errors()},
                              {"input_errors", s.input_errors},
                              // No answer (null) when no game was replayed.
                              {"truth_always_in_p", tally.replayed() > 0 ? nlohmann::json(s.first_truth_loss.is_null())
                                                                         : nlohmann::json(nullptr)},
                              {"verdict", tally.verdict_text()},
                              {"exit_code", tally.exit_code()}};
    if (!s.first_truth_loss.is_null()) summary["first_truth_loss"] = s.first_truth_loss;
    return summary;
}

std::string replay_summary_text(const ReplaySummary& s) {
    std::string out;
    if (s.shard.n > 1)
        out += fmt::format("shard {}: {} of the {} games (index i mod {} = {})\n", s.shard.text(), s.games.size(),
                           s.games_in_set, s.shard.n, s.shard.k - 1);
    out += fmt::format("{:<34} {:>5} {:>7} {:>10} {:>8}  {}\n", "game", "plies", "exact", "largest|P|", "seconds",
                       "truth");
    for (const GameLine& g : s.games) {
        std::string truth = "always in P";
        if (g.lost_uncapped_ply)
            truth = fmt::format("LOST at ply {}", *g.lost_uncapped_ply);
        else if (g.lost_capped_ply)
            truth = fmt::format("dropped by the cap at ply {}", *g.lost_capped_ply);
        out += fmt::format("{:<34} {:>5} {:>7} {:>10} {:>8.2f}  {}\n", g.game, g.plies,
                           g.exact_through_ply == g.plies ? std::string("all") : std::to_string(g.exact_through_ply),
                           g.largest_p, g.seconds, truth);
    }
    out += '\n' + s.tally.counts_text();
    if (!s.first_truth_loss.is_null()) out += "first truth loss: " + describe_loss(s.first_truth_loss) + '\n';
    out += s.tally.verdict_text() + '\n';
    return out;
}

ReplaySummary replay_summary_from_json(const nlohmann::json& j, const std::string& where) {
    if (!j.is_object() || j.value("type", std::string()) != "summary")
        throw ReportError(where +
                          ": not a `fogproof replay --json` summary (its last line has no \"type\": \"summary\")");
    ReplaySummary s;
    std::string error;
    const auto shard = parse_shard(report_field<std::string>(j, "shard", where), error);
    if (!shard) throw ReportError(where + ": field \"shard\": " + error);
    s.shard = *shard;
    s.games_in_set = report_field<std::size_t>(j, "games_in_set", where);
    const auto games = report_field<nlohmann::json>(j, "games", where);
    if (!games.is_array()) throw ReportError(where + ": field \"games\" is not a list");
    for (std::size_t i = 0; i < games.size(); ++i) {
        const std::string at = fmt::format("{}: games[{}]", where, i);
        const nlohmann::json& g = games[i];
        s.games.push_back({report_field<std::size_t>(g, "index", at), report_field<std::string>(g, "game", at),
                           report_field<int>(g, "plies", at), report_field<int>(g, "exact_through_ply", at),
                           report_field<std::size_t>(g, "largest_p", at),
                           optional_int(g, "truth_lost_uncapped_ply", at), optional_int(g, "truth_lost_capped_ply", at),
                           report_field<double>(g, "seconds", at)});
    }
    ReplayTally::Counts c;
    c.replayed = report_field<int>(j, "replayed", where);
    c.failed = report_field<int>(j, "failed", where);
    c.cut_short = report_field<int>(j, "cut_short", where);
    c.continued_after_rules_end = report_field<int>(j, "continued_after_rules_end", where);
    c.other_input_errors = report_field<int>(j, "other_input_errors", where);
    c.warnings = report_field<int>(j, "warnings", where);
    c.skipped_games = report_field<std::map<std::string, int>>(j, "skipped_by_reason", where);
    c.skipped_files = report_field<std::map<std::string, int>>(j, "files_not_read", where);
    s.tally = ReplayTally(c);
    s.input_errors = report_field<std::vector<std::string>>(j, "input_errors", where);
    s.first_truth_loss = j.value("first_truth_loss", nlohmann::json(nullptr));
    if (report_field<int>(j, "exit_code", where) != s.tally.exit_code())
        throw ReportError(fmt::format("{}: its exit_code {} does not follow from its counts ({})", where,
                                      report_field<int>(j, "exit_code", where), s.tally.exit_code()));
    return s;
}

void check_shards_cover(const std::vector<Shard>& shards, const std::vector<std::string>& where) {
    if (shards.empty()) throw ReportError("no reports to merge");
    const int n = shards.front().n;
    std::map<int, std::size_t> by_k;
    for (std::size_t i = 0; i < shards.size(); ++i) {
        const Shard& shard = shards[i];
        if (shard.n != n)
            throw ReportError(fmt::format("{} is shard {} but {} is shard {}: the reports come from different splits",
                                          where[i], shard.text(), where.front(), shards.front().text()));
        const auto [at, fresh] = by_k.emplace(shard.k, i);
        if (!fresh)
            throw ReportError(fmt::format("{} and {} are both shard {}", where[at->second], where[i], shard.text()));
    }
    std::vector<std::string> missing;
    for (int k = 1; k <= n; ++k)
        if (!by_k.count(k)) missing.push_back(fmt::format("{}/{}", k, n));
    if (!missing.empty())
        throw ReportError(
            fmt::format("shard {} missing: the merge needs every shard of the split", fmt::join(missing, ", ")));
}

ReplaySummary merge_replay_summaries(const std::vector<ReplaySummary>& shards, const std::vector<std::string>& where) {
    if (shards.empty()) throw ReportError("no reports to merge");
    std::vector<Shard> split;
    for (const ReplaySummary& s : shards) split.push_back(s.shard);
    check_shards_cover(split, where);
    const int n = split.front().n;

    // What reading the files found is the same in every shard (each reads
    // all of them); a difference means the jobs read different files.
    const ReplaySummary& first = shards.front();
    const ReplayTally::Counts read = first.tally.counts();
    for (std::size_t i = 1; i < shards.size(); ++i) {
        const ReplaySummary& s = shards[i];
        const ReplayTally::Counts c = s.tally.counts();
        const auto differs = [&](const char* what) {
            return ReportError(fmt::format("{} and {} differ in {}: the shards did not read the same files", where[0],
                                           where[i], what));
        };
        if (s.games_in_set != first.games_in_set) throw differs("games_in_set");
        if (c.cut_short != read.cut_short) throw differs("cut_short");
        if (c.continued_after_rules_end != read.continued_after_rules_end) throw differs("continued_after_rules_end");
        if (c.other_input_errors != read.other_input_errors) throw differs("other_input_errors");
        if (c.warnings != read.warnings) throw differs("warnings");
        if (c.skipped_games != read.skipped_games) throw differs("skipped_by_reason");
        if (c.skipped_files != read.skipped_files) throw differs("files_not_read");
        if (s.input_errors != first.input_errors) throw differs("input_errors");
    }

    ReplaySummary merged;
    merged.games_in_set = first.games_in_set;
    merged.input_errors = first.input_errors;
    ReplayTally::Counts counts = read;
    counts.replayed = counts.failed = 0;
    std::map<std::string, std::size_t> index_of;
    for (std::size_t i = 0; i < shards.size(); ++i) {
        const ReplaySummary& s = shards[i];
        counts.replayed += s.tally.replayed();
        counts.failed += s.tally.failed();
        for (const GameLine& g : s.games) {
            if (!s.shard.owns(g.index))
                throw ReportError(fmt::format("{}: game {} has index {}, which belongs to shard {}/{}, not {}",
                                              where[i], g.game, g.index, g.index % std::size_t(n) + 1, n,
                                              s.shard.text()));
            merged.games.push_back(g);
            index_of[g.game] = g.index;
        }
    }
    std::sort(merged.games.begin(), merged.games.end(),
              [](const GameLine& a, const GameLine& b) { return a.index < b.index; });
    for (std::size_t i = 0; i + 1 < merged.games.size(); ++i)
        if (merged.games[i].index == merged.games[i + 1].index)
            throw ReportError(fmt::format("game index {} is reported twice", merged.games[i].index));
    if (merged.games.size() != merged.games_in_set)
        throw ReportError(
            fmt::format("the reports hold {} of the {} games: a shard stopped early (exit 3 writes no "
                        "summary) or a report is not from this split",
                        merged.games.size(), merged.games_in_set));
    merged.tally = ReplayTally(counts);
    // The run's first loss is the one of the earliest game.
    std::optional<std::size_t> earliest;
    for (const ReplaySummary& s : shards) {
        if (s.first_truth_loss.is_null()) continue;
        const auto found = index_of.find(s.first_truth_loss.value("game", std::string()));
        if (found == index_of.end()) continue;
        if (!earliest || found->second < *earliest) {
            earliest = found->second;
            merged.first_truth_loss = s.first_truth_loss;
        }
    }
    return merged;
}

}  // namespace fog::replay
