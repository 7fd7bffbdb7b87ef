#include "replay/audit_report.hpp"

#include <fmt/format.h>

namespace fog::replay {
namespace {

const char* colour_name(Colour c) { return c == White ? "white" : "black"; }

std::string track_name(const TrackAudit& t) {
    return fmt::format("{}, {}'s belief{}", t.game, colour_name(t.perspective),
                       t.own_observation ? "" : " (own observations off)");
}

// "13-40, 44, 47-48": the plies to look at, compactly.
std::string ply_ranges(const std::vector<int>& plies) {
    std::vector<std::string> parts;
    for (std::size_t i = 0; i < plies.size();) {
        std::size_t j = i;
        while (j + 1 < plies.size() && plies[j + 1] == plies[j] + 1) ++j;
        parts.push_back(i == j ? std::to_string(plies[i]) : fmt::format("{}-{}", plies[i], plies[j]));
        i = j + 1;
    }
    return fmt::format("{}", fmt::join(parts, ", "));
}

std::string boards_shown(const std::vector<std::string>& shown, std::size_t count) {
    std::string out;
    for (const std::string& fen : shown) out += fmt::format("      {}\n", fen);
    if (count > shown.size()) out += fmt::format("      ... and {} more\n", count - shown.size());
    return out;
}

std::string truth_text(const Divergence& d) {
    if (!d.check.truth_among_lost)
        return d.right_capped ? "whether the true board is among the boards lost: unknown (fogproof's own P is capped "
                                "here)"
                              : "whether the true board is among the boards lost: unknown (the log has neither all "
                                "of its P nor truth_in_p here)";
    if (d.check.truth_from_claim)
        return *d.check.truth_among_lost
                   ? "the log says the true board is not in its P (truth_in_p false): " + d.truth_fen
                   : "the log says the true board is still in its P (truth_in_p true)";
    if (*d.check.truth_among_lost) return "the true board is among the boards lost: " + d.truth_fen;
    return "the true board is still in the logged P";
}

std::string shrink_text(const ShrinkWarning& w) {
    return fmt::format(
        "from ply {} to {} the logged P went from {} to {} boards ({:.3g}x) while the right one went "
        "from {} to {} ({:.3g}x): a belief that lost the truth grows sharper, not vaguer",
        w.from_ply, w.ply, w.logged_before, w.logged_after, double(w.logged_after) / double(w.logged_before),
        w.right_before, w.right_after, double(w.right_after) / double(w.right_before));
}

std::string track_text(const TrackAudit& t) {
    std::string out;
    if (t.first) {
        const Divergence& d = *t.first;
        out += fmt::format("{}: first diverges at ply {} ({} moved; {})\n", track_name(t), d.ply,
                           d.mover == 'w' ? "white" : "black", d.where);
        out += fmt::format("  |P|: {}{} in the log, {}{} by the rules\n", d.logged_size,
                           d.logged_capped ? " (capped)" : "", d.right_size,
                           d.right_capped ? " (fogproof's capped sample)" : "");
        for (const Finding& f : d.check.findings) {
            out += fmt::format("  {}: {}\n", finding_name(f.kind), f.message);
            if (f.kind == FindingKind::Unsound) out += boards_shown(d.check.extra_shown, d.check.extra_count);
            if (f.kind == FindingKind::Missing) out += boards_shown(d.check.lost_shown, *d.check.lost_count);
        }
        out += "  " + truth_text(d) + '\n';
        out += fmt::format("  divergent rows: {} of {} checked, at {} {}\n", t.divergent_plies.size(), t.rows_checked,
                           t.divergent_plies.size() == 1 ? "ply" : "plies", ply_ranges(t.divergent_plies));
    }
    for (std::size_t i = 0; i < t.shrink_warnings.size() && i < kBoardsShown; ++i)
        out += fmt::format("  warning: {}\n", shrink_text(t.shrink_warnings[i]));
    if (t.shrink_warnings.size() > kBoardsShown)
        out += fmt::format("  ... and {} more such warnings\n", t.shrink_warnings.size() - kBoardsShown);
    if (!t.not_checked.empty()) out += fmt::format("  {}\n", t.not_checked);
    if (!out.empty() && !t.first) out = track_name(t) + ":\n" + out;
    return out;
}

std::string game_verdict(const GameAudit& g) {
    std::vector<std::string> firsts;
    for (const TrackAudit& t : g.tracks) {
        if (!t.first) continue;
        std::vector<std::string> kinds;
        for (const Finding& f : t.first->check.findings) kinds.emplace_back(finding_name(f.kind));
        firsts.push_back(fmt::format("{}{} ply {} ({})", colour_name(t.perspective),
                                     t.own_observation ? "" : " (own observations off)", t.first->ply,
                                     fmt::join(kinds, ", ")));
    }
    if (!firsts.empty()) return fmt::format("DIVERGES: {}", fmt::join(firsts, "; "));
    for (const TrackAudit& t : g.tracks)
        if (!t.not_checked.empty() || t.rows_checked < t.rows) return "agrees where checked (some rows not checked)";
    return "agrees";
}

struct Totals {
    int diverged = 0, rows = 0, rows_checked = 0;
    bool all_checked = true;
    const TrackAudit* first = nullptr;
};

Totals totals(const AuditResult& r) {
    Totals t;
    for (const GameAudit& g : r.games) {
        if (g.diverged()) ++t.diverged;
        for (const TrackAudit& track : g.tracks) {
            t.rows += track.rows;
            t.rows_checked += track.rows_checked;
            if (track.rows_checked < track.rows) t.all_checked = false;
            if (track.first && !t.first) t.first = &track;
        }
    }
    return t;
}

std::string plural(std::size_t n, const char* one, const char* many) {
    return fmt::format("{} {}", n, n == 1 ? one : many);
}

nlohmann::json divergence_json(const Divergence& d) {
    nlohmann::json findings = nlohmann::json::array();
    for (const Finding& f : d.check.findings)
        findings.push_back({{"kind", finding_name(f.kind)}, {"message", f.message}});
    nlohmann::json lost = nullptr;
    if (d.check.lost_count) lost = {{"count", *d.check.lost_count}, {"shown", d.check.lost_shown}};
    return {{"ply", d.ply},
            {"mover", std::string(1, d.mover)},
            {"log_line", d.where},
            {"logged_p", d.logged_size},
            {"right_p", d.right_size},
            {"logged_capped", d.logged_capped},
            {"right_capped", d.right_capped},
            {"findings", findings},
            {"extra", {{"count", d.check.extra_count}, {"shown", d.check.extra_shown}}},
            {"lost", lost},
            {"truth_among_lost", d.check.truth_among_lost ? nlohmann::json(*d.check.truth_among_lost) : nullptr},
            {"truth_from_claim", d.check.truth_from_claim},
            {"truth_fen", d.truth_fen}};
}

}  // namespace

int audit_exit_code(const AuditResult& result) {
    const Totals t = totals(result);
    if (t.diverged > 0) return kAuditDiverged;
    if (t.rows_checked == 0 || !t.all_checked || !result.input_errors.empty()) return kAuditInputNotRead;
    return kAuditAgrees;
}

std::string audit_verdict(const AuditResult& result) {
    const Totals t = totals(result);
    if (t.diverged > 0)
        return fmt::format("FAIL: the logged belief left the right P in {} of {} (first: {} ply {})", t.diverged,
                           plural(result.games.size(), "game", "games"), track_name(*t.first), t.first->first->ply);
    if (t.rows_checked == 0) return "NOTHING AUDITED: no logged row could be held against a game of the records";
    const std::string checked = fmt::format("{} of {}", plural(std::size_t(t.rows_checked), "row", "rows"),
                                            plural(result.games.size(), "game", "games"));
    if (audit_exit_code(result) == kAuditInputNotRead)
        return fmt::format(
            "INCOMPLETE: every checked row agrees with P recomputed from the records ({}), but some "
            "input was not read or some rows not checked (errors on stderr)",
            checked);
    return fmt::format("OK: every logged row agrees with P recomputed from the records ({})", checked);
}

std::string audit_text(const AuditResult& result) {
    std::string out;
    for (const GameAudit& g : result.games)
        for (const TrackAudit& t : g.tracks)
            if (const std::string text = track_text(t); !text.empty()) out += text + '\n';
    if (result.shard.n > 1)
        out += fmt::format("shard {}: the games of the {} records with index i mod {} = {}\n", result.shard.text(),
                           result.games_in_set, result.shard.n, result.shard.k - 1);
    out += fmt::format("{:<34} {:>5} {:>5} {:>8}  {}\n", "game", "plies", "rows", "seconds", "verdict");
    for (const GameAudit& g : result.games) {
        int rows = 0;
        for (const TrackAudit& t : g.tracks) rows += t.rows;
        out += fmt::format("{:<34} {:>5} {:>5} {:>8.2f}  {}\n", g.game, g.plies, rows, g.seconds, game_verdict(g));
    }
    const Totals t = totals(result);
    out += fmt::format("\ngames: {} audited, {} diverged; rows: {} checked of {} logged", result.games.size(),
                       t.diverged, t.rows_checked, result.rows_read);
    if (!result.games_without_rows.empty())
        out += fmt::format("; {} of the records not in the log",
                           plural(result.games_without_rows.size(), "game", "games"));
    out += '\n';
    if (!result.input_errors.empty() || result.warnings > 0)
        out += fmt::format("on stderr: {}, {}\n", plural(result.input_errors.size(), "input error", "input errors"),
                           plural(std::size_t(result.warnings), "warning", "warnings"));
    out += audit_verdict(result) + '\n';
    return out;
}

nlohmann::json audit_json(const AuditResult& result) {
    nlohmann::json games = nlohmann::json::array(), tracks = nlohmann::json::array();
    for (const GameAudit& g : result.games) {
        int rows = 0, checked = 0;
        nlohmann::json first = nullptr;
        for (const TrackAudit& t : g.tracks) {
            rows += t.rows;
            checked += t.rows_checked;
            // The game's first divergence is the earliest of its beliefs'.
            if (t.first && (first.is_null() || t.first->ply < first["ply"].get<int>()))
                first = {{"perspective", t.perspective == White ? "w" : "b"},
                         {"own_observation", t.own_observation},
                         {"ply", t.first->ply}};
            tracks.push_back(
                {{"game", t.game},
                 {"perspective", t.perspective == White ? "w" : "b"},
                 {"own_observation", t.own_observation},
                 {"rows", t.rows},
                 {"rows_checked", t.rows_checked},
                 {"rows_against_capped_p", t.rows_against_capped_p},
                 {"divergent_plies", t.divergent_plies},
                 {"first_divergence", t.first ? divergence_json(*t.first) : nlohmann::json(nullptr)},
                 {"shrink_warnings",
                  [&] {
                      nlohmann::json ws = nlohmann::json::array();
                      for (const ShrinkWarning& w : t.shrink_warnings)
                          ws.push_back({{"from_ply", w.from_ply},
                                        {"ply", w.ply},
                                        {"logged_before", w.logged_before},
                                        {"logged_after", w.logged_after},
                                        {"right_before", w.right_before},
                                        {"right_after", w.right_after},
                                        {"message", shrink_text(w)}});
                      return ws;
                  }()},
                 {"not_checked", t.not_checked.empty() ? nlohmann::json(nullptr) : nlohmann::json(t.not_checked)}});
        }
        games.push_back({{"index", g.index},
                         {"game", g.game},
                         {"plies", g.plies},
                         {"rows", rows},
                         {"rows_checked", checked},
                         {"seconds", g.seconds},
                         {"diverged", g.diverged()},
                         {"first_divergence", first},
                         {"verdict", game_verdict(g)}});
    }
    return audit_summary_json(result, std::move(games), std::move(tracks));
}

nlohmann::json audit_summary_json(const AuditResult& result, nlohmann::json games, nlohmann::json tracks) {
    const Totals t = totals(result);
    return {{"type", "audit"},
            {"shard", result.shard.text()},
            {"games_in_set", result.games_in_set},
            {"games", std::move(games)},
            {"tracks", std::move(tracks)},
            {"audited", result.games.size()},
            {"diverged", t.diverged},
            {"rows_read", result.rows_read},
            {"rows_checked", t.rows_checked},
            {"games_without_rows", result.games_without_rows},
            {"games_without_rows_index", result.games_without_rows_index},
            {"input_errors", result.input_errors},
            {"warnings", result.warnings},
            {"verdict", audit_verdict(result)},
            {"exit_code", audit_exit_code(result)}};
}

}  // namespace fog::replay
