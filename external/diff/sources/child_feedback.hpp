// The child's own coverage as feedback for the guided search
// (`fogproof diff --coverage`, guided_search.hpp): for each compared game,
// the features the child ran, ply by ply (external/coverage/), beside the
// reference's rule clauses of the same plies. Two signs that a game is
// worth keeping, besides a new clause:
//   - the child's coverage grew: a feature no game of the run reached;
//   - NEZHA's δ-diversity (external/coverage/delta_diversity.hpp), pair by
//     pair: in some ply, a child edge ran under a clause it never ran under
//     before, though each half may be old: the same rule run down another
//     path of the child's, or the same path under another rule.
// Both read edges, present or not: AFL++'s hit-count classes are set aside
// (a loop run once more is the same path, and counting it again would keep
// most games), and the shims send presence already.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "external/coverage/delta_diversity.hpp"
#include "external/coverage/feature_tally.hpp"
#include "oracle/clauses.hpp"

namespace external {

// What a game added to the run's picture of the child.
struct ChildNovelty {
    std::size_t new_features = 0;  // child features no earlier game reached
    std::size_t new_pairs = 0;     // plies with a new (clause, child edge) pair
};

// Why the search keeps a game, the first that holds, in this order: a
// clause is the reference's own word, so a game that reaches one counts as
// reached by the clauses even when the child's coverage grew too.
enum class KeepReason { None, NewClause, ChildCoverageGrew, NewClauseEdgePair };

// The one decision: a new clause or pair of clauses, else the child's
// coverage grew, else a new (clause, child edge) pair.
KeepReason keep_reason(std::size_t new_clause_features, const ChildNovelty& child);

// True for the reasons that come from the child's code, not a clause.
inline bool through_child_coverage(KeepReason r) {
    return r == KeepReason::ChildCoverageGrew || r == KeepReason::NewClauseEdgePair;
}

// The edges of a ply's child features (sorted, distinct): AFL++'s hit
// count classes (the low 3 bits) set aside when `afl_classes`.
std::vector<std::uint32_t> child_edges(const std::vector<std::uint32_t>& features, bool afl_classes);

class ChildFeedback {
public:
    // `afl_classes`: the features are AFL++ edge classes (edge << 3 | class).
    explicit ChildFeedback(bool afl_classes = false) : afl_classes_(afl_classes) {}
    void set_afl_classes(bool afl_classes) { afl_classes_ = afl_classes; }

    // One game: its plies' clause sets (0: the start) and the child's
    // features ply by ply (0: the load and what it was asked before the
    // first move). A ply the other side lacks counts with an empty set; a
    // ply without clauses pairs its edges with "no clause".
    ChildNovelty note(const std::vector<oracle::ClauseSet>& clauses,
                      const std::vector<std::vector<std::uint32_t>>& child_plies);

    std::size_t distinct_features() const { return tally_.distinct(); }
    std::size_t distinct_pairs() const { return pairs_.distinct(); }

private:
    bool afl_classes_;
    coverage::FeatureTally tally_;
    coverage::DeltaDiversity pairs_;
};

}  // namespace external
