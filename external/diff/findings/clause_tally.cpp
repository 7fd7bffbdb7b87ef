#include "external/diff/findings/clause_tally.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

namespace external {

void ClauseTally::add(const std::string& source, const std::vector<oracle::ClauseSet>& plies) {
    auto [it, added] = counts_.try_emplace(source, std::vector<std::size_t>(oracle::kClauseCount, 0));
    if (added) sources_.push_back(source);
    for (const oracle::ClauseSet& ply : plies)
        for (oracle::Clause c : ply) ++it->second[std::size_t(c)];
}

void ClauseTally::add(const ClauseTally& other) {
    for (const std::string& source : other.sources_) {
        auto [it, added] = counts_.try_emplace(source, std::vector<std::size_t>(oracle::kClauseCount, 0));
        if (added) sources_.push_back(source);
        const std::vector<std::size_t>& theirs = other.counts_.at(source);
        for (std::size_t c = 0; c < theirs.size(); ++c) it->second[c] += theirs[c];
    }
}

std::size_t ClauseTally::plies(oracle::Clause clause, const std::string& source) const {
    const auto it = counts_.find(source);
    return it == counts_.end() ? 0 : it->second[std::size_t(clause)];
}

std::size_t ClauseTally::plies(oracle::Clause clause) const {
    std::size_t total = 0;
    for (const auto& [source, counts] : counts_) total += counts[std::size_t(clause)];
    return total;
}

std::vector<oracle::Clause> ClauseTally::never(const std::vector<oracle::Clause>& wanted) const {
    std::vector<oracle::Clause> out;
    for (oracle::Clause c : wanted)
        if (plies(c) == 0) out.push_back(c);
    return out;
}

std::string ClauseTally::table_text() const {
    std::size_t id_width = 6;
    for (const oracle::ClauseInfo& info : oracle::clause_catalogue()) id_width = std::max(id_width, info.id.size());
    std::vector<std::size_t> widths;
    std::string text = fmt::format("  {:<{}}", "clause", id_width);
    for (const std::string& s : sources_) {
        widths.push_back(std::max<std::size_t>(s.size(), 5));
        text += fmt::format(" {:>{}}", s, widths.back());
    }
    text += fmt::format(" {:>7}\n", "total");
    for (const oracle::ClauseInfo& info : oracle::clause_catalogue()) {
        text += fmt::format("  {:<{}}", info.id, id_width);
        for (std::size_t i = 0; i < sources_.size(); ++i)
            text += fmt::format(" {:>{}}", plies(info.clause, sources_[i]), widths[i]);
        const std::size_t total = plies(info.clause);
        text += fmt::format(" {:>7}{}\n", total,
                            total > 0                       ? ""
                            : a_game_can_reach(info.clause) ? "  never"
                                                            : "  (no game can reach it)");
    }
    return text;
}

nlohmann::json ClauseTally::json() const {
    nlohmann::json by_clause = nlohmann::json::object();
    for (const oracle::ClauseInfo& info : oracle::clause_catalogue()) {
        nlohmann::json row = nlohmann::json::object();
        for (const std::string& s : sources_) row[s] = plies(info.clause, s);
        row["total"] = plies(info.clause);
        by_clause[std::string(info.id)] = row;
    }
    nlohmann::json never_ids = nlohmann::json::array();
    for (oracle::Clause c : never(every_clause())) never_ids.push_back(std::string(oracle::clause_id(c)));
    nlohmann::json unreachable_ids = nlohmann::json::array();
    for (oracle::Clause c : every_clause())
        if (!a_game_can_reach(c)) unreachable_ids.push_back(std::string(oracle::clause_id(c)));
    return {{"sources", sources_},
            {"plies_by_clause", by_clause},
            {"never", never_ids},
            {"unreachable", unreachable_ids}};
}

std::vector<oracle::Clause> every_clause() {
    std::vector<oracle::Clause> out;
    for (const oracle::ClauseInfo& info : oracle::clause_catalogue()) out.push_back(info.clause);
    return out;
}

bool a_game_can_reach(oracle::Clause clause) {
    switch (clause) {
        // The legal spelling of a position whose capturer has no king: in a
        // game that starts with both kings, the game ends with the capture
        // of a king, before the other side could push a pawn.
        case oracle::Clause::EnPassantLegalKinglessCapturer:
        // A candidate rejected by the captured piece alone: the viewer's
        // own pieces are always seen, so a candidate whose contents agree
        // has lost the same piece.
        case oracle::Clause::FilterCaptured:
            return false;
        default:
            return true;
    }
}

std::vector<oracle::Clause> every_reachable_clause() {
    std::vector<oracle::Clause> out;
    for (oracle::Clause c : every_clause())
        if (a_game_can_reach(c)) out.push_back(c);
    return out;
}

std::vector<oracle::Clause> parse_required_clauses(const std::string& text) {
    if (text == "all") return every_reachable_clause();
    std::vector<oracle::Clause> out;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find(',', start);
        if (end == std::string::npos) end = text.size();
        const std::string id = text.substr(start, end - start);
        const auto clause = oracle::clause_from_id(id);
        if (!clause) {
            std::vector<std::string> near;
            const std::string section = id.substr(0, id.find('.', 2));
            for (const oracle::ClauseInfo& info : oracle::clause_catalogue())
                if (info.id.substr(0, section.size()) == section) near.emplace_back(info.id);
            throw std::invalid_argument(fmt::format("unknown clause '{}'{}{} (docs/clauses.md lists them all)", id,
                                                    near.empty() ? "" : "; clauses like it: ", fmt::join(near, ", ")));
        }
        out.push_back(*clause);
        start = end + 1;
    }
    return out;
}

}  // namespace external
