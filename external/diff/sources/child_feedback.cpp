#include "external/diff/sources/child_feedback.hpp"

#include <algorithm>

namespace external {

KeepReason keep_reason(std::size_t new_clause_features, const ChildNovelty& child) {
    if (new_clause_features > 0) return KeepReason::NewClause;
    if (child.new_features > 0) return KeepReason::ChildCoverageGrew;
    if (child.new_pairs > 0) return KeepReason::NewClauseEdgePair;
    return KeepReason::None;
}

std::vector<std::uint32_t> child_edges(const std::vector<std::uint32_t>& features, bool afl_classes) {
    if (!afl_classes) return features;
    std::vector<std::uint32_t> edges;
    edges.reserve(features.size());
    for (std::uint32_t f : features) edges.push_back(f >> 3);
    // Sorted features give sorted edges: an edge's classes sit together.
    edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
    return edges;
}

ChildNovelty ChildFeedback::note(const std::vector<oracle::ClauseSet>& clauses,
                                 const std::vector<std::vector<std::uint32_t>>& child_plies) {
    // The reference feature of a ply without clauses.
    constexpr auto kNoClause = std::uint32_t(oracle::kClauseCount);
    ChildNovelty novelty;
    const oracle::ClauseSet none;
    const std::vector<std::uint32_t> nothing;
    for (std::size_t ply = 0; ply < std::max(clauses.size(), child_plies.size()); ++ply) {
        const std::vector<std::uint32_t> edges =
            child_edges(ply < child_plies.size() ? child_plies[ply] : nothing, afl_classes_);
        novelty.new_features += tally_.add(edges);
        std::vector<std::uint32_t> rules;
        for (oracle::Clause c : ply < clauses.size() ? clauses[ply] : none) rules.push_back(std::uint32_t(c));
        if (rules.empty()) rules.push_back(kNoClause);
        bool new_pair = false;
        for (std::uint32_t rule : rules)
            for (std::uint32_t edge : edges) new_pair = pairs_.note(rule, edge) || new_pair;
        if (new_pair) ++novelty.new_pairs;
    }
    return novelty;
}

}  // namespace external
