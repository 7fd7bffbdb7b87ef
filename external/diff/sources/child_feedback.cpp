#include "external/diff/sources/child_feedback.hpp"

#include <algorithm>

namespace external {

KeepReason keep_reason(std::size_t new_clause_features, const ChildNovelty& child) {
    if (new_clause_features > 0) return KeepReason::NewClause;
    if (child.new_features > 0) return KeepReason::ChildCoverageGrew;
    if (child.new_pairs > 0) return KeepReason::NewClauseEdgePair;
    return KeepReason::None;
}

std::uint64_t hash_clause_set(const oracle::ClauseSet& clauses) {
    std::vector<std::uint32_t> ids;
    for (oracle::Clause c : clauses) ids.push_back(std::uint32_t(c));
    return coverage::hash_features(ids);
}

std::uint64_t hash_child_edges(const std::vector<std::uint32_t>& features, bool afl_classes) {
    if (!afl_classes) return coverage::hash_features(features);
    std::vector<std::uint32_t> edges;
    edges.reserve(features.size());
    for (std::uint32_t f : features) edges.push_back(f >> 3);
    // Sorted features give sorted edges: an edge's classes sit together.
    edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
    return coverage::hash_features(edges);
}

ChildNovelty ChildFeedback::note(const std::vector<oracle::ClauseSet>& clauses,
                                 const std::vector<std::vector<std::uint32_t>>& child_plies) {
    ChildNovelty novelty;
    const oracle::ClauseSet none;
    const std::vector<std::uint32_t> nothing;
    for (std::size_t ply = 0; ply < std::max(clauses.size(), child_plies.size()); ++ply) {
        const std::vector<std::uint32_t>& features = ply < child_plies.size() ? child_plies[ply] : nothing;
        novelty.new_features += tally_.add(features);
        const oracle::ClauseSet& rules = ply < clauses.size() ? clauses[ply] : none;
        if (pairs_.note(hash_clause_set(rules), hash_child_edges(features, afl_classes_))) ++novelty.new_pairs;
    }
    return novelty;
}

}  // namespace external
