#include "external/diff/findings/finding_signature.hpp"

#include <algorithm>
#include <map>
#include <utility>

namespace external {
namespace {

// The kinds of state in the order a person would look into them: what the
// implementation accepts, then what a move is, then what is seen, then
// what is written, then P, which follows from all of these.
int telling_rank(StateKind kind) {
    switch (kind) {
        case StateKind::Refusal:
            return 0;
        case StateKind::Start:
            return 1;
        case StateKind::MoveAccepted:
            return 2;
        case StateKind::Moves:
            return 3;
        case StateKind::Vision:
            return 4;
        case StateKind::Observation:
            return 5;
        case StateKind::Position:
            return 6;
        case StateKind::Belief:
            return 7;
        case StateKind::Reference:
            return 8;
    }
    return 9;
}

struct Ranked {
    FindingSignature signature;
    int kind_rank;
    bool decided;  // a clause or a docs/rules.md answer decides it
};

// A board written wrong explains the moves and squares that differ on it
// at the same ply (a pawn removed by a knight's move onto the en passant
// square also loses its push and what it saw): a placement that differs
// ranks before the moves, vision and observations, after what the
// implementation accepted.
int rank_of(StateKind kind, const ElementDifference& element) {
    constexpr int kPlacementRank = 2;
    return kind == StateKind::Position && element.kind == ElementKind::Placement ? kPlacementRank
                                                                                  : telling_rank(kind);
}

}  // namespace

std::string FindingSignature::text() const { return kind + ": " + difference + ": " + deciding; }

std::string FindingSignature::reading() const {
    if (deciding == "-") return {};
    std::string seen = difference;
    for (const char* field : {"vision square", "observed square"})
        if (const auto at = seen.find(field); at != std::string::npos)
            seen.replace(at, std::string(field).size(), "seen square");
    return seen + ": " + deciding;
}

std::optional<FindingSignature> signature_from_text(const std::string& text) {
    const auto first = text.find(": ");
    const auto last = text.rfind(": ");
    if (first == std::string::npos || last == first) return std::nullopt;
    return FindingSignature{text.substr(0, first), text.substr(first + 2, last - first - 2), text.substr(last + 2)};
}

std::vector<FindingSignature> signatures_of(const std::vector<NamedDivergence>& ply) {
    // One signature per kind of state and kind of difference: named by the
    // clause that decides the most of its elements (every deciding clause
    // of each element counts; a tie goes to the catalogue's order), so that
    // a fault named by one clause keeps its name whichever elements of it a
    // game happens to show (missing under-promotions that also leave the
    // king attacked are still 1.promotion.choices).
    std::vector<Ranked> ranked;
    for (const NamedDivergence& d : ply) {
        const std::string kind = state_kind_name(d.kind);
        if (d.elements.empty()) ranked.push_back({{kind, d.check, "-"}, telling_rank(d.kind), false});
        std::map<std::string, std::map<std::string, std::pair<std::size_t, std::size_t>>> votes;
        std::vector<std::string> differences;
        std::map<std::string, int> ranks;
        for (const NamedElement& e : d.elements) {
            // P differs as a whole (its size, a board, the truth): one kind
            // of difference, which no clause decides alone.
            const std::string difference = d.kind == StateKind::Belief ? std::string("differs")
                                                                       : std::string(side_name(e.difference.side)) +
                                                                             " " + field_name(e.difference);
            if (std::find(differences.begin(), differences.end(), difference) == differences.end()) {
                differences.push_back(difference);
                ranks[difference] = rank_of(d.kind, e.difference);
            }
            auto& tally = votes[difference];
            for (const oracle::Clause c : e.clauses) {
                auto& [count, order] = tally[std::string(oracle::clause_id(c))];
                ++count;
                order = static_cast<std::size_t>(c);
            }
            if (e.clauses.empty()) {
                auto& [count, order] = tally[deciding_name(e)];
                ++count;
                order = oracle::kClauseCount;
            }
        }
        for (const std::string& difference : differences) {
            const auto& tally = votes[difference];
            const auto best = std::max_element(tally.begin(), tally.end(), [](const auto& a, const auto& b) {
                if (a.second.first != b.second.first) return a.second.first < b.second.first;
                return a.second.second > b.second.second;
            });
            ranked.push_back({{kind, difference, best->first}, ranks[difference], best->first != "-"});
        }
    }
    std::stable_sort(ranked.begin(), ranked.end(), [](const Ranked& a, const Ranked& b) {
        if (a.decided != b.decided) return a.decided;
        return a.kind_rank < b.kind_rank;
    });
    std::vector<FindingSignature> out;
    for (const Ranked& r : ranked)
        if (std::find(out.begin(), out.end(), r.signature) == out.end()) out.push_back(r.signature);
    return out;
}

std::vector<NamedDivergence> name_divergences(const DiffGame& game, const DiffGameResult& r) {
    std::vector<NamedDivergence> named;
    if (!r.report.failure) return named;
    const std::size_t ply = r.report.failure->ply;
    const oracle::ClauseSet exercised = ply < r.clauses.size() ? r.clauses[ply] : oracle::ClauseSet{};
    for (const Divergence& d : r.divergences)
        named.push_back({d.kind, d.check, name_elements(game, ply, d.elements, exercised)});
    return named;
}

std::vector<FindingSignature> finding_signatures(const DiffGame& game, const DiffGameResult& r) {
    if (!r.report.failure) return {};
    std::vector<FindingSignature> signatures = signatures_of(name_divergences(game, r));
    if (signatures.empty()) signatures.push_back({"?", r.report.failure->check, "-"});
    return signatures;
}

}  // namespace external
