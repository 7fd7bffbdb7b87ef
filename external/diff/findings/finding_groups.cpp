#include "external/diff/findings/finding_groups.hpp"

#include <algorithm>

namespace external {

std::size_t group_of(const std::vector<FindingGroup>& groups, const std::vector<FindingSignature>& signatures) {
    if (signatures.empty()) return std::string::npos;
    const FindingSignature& primary = signatures.front();
    for (std::size_t i = 0; i < groups.size(); ++i)
        if (groups[i].signature() == primary) return i;
    if (primary.deciding != "-") {
        for (std::size_t i = 0; i < groups.size(); ++i)
            if (groups[i].signature().reading() == primary.reading()) return i;
        return std::string::npos;
    }
    for (std::size_t i = 0; i < groups.size(); ++i)
        if (std::find(groups[i].signatures.begin(), groups[i].signatures.end(), primary) !=
            groups[i].signatures.end())
            return i;
    return std::string::npos;
}

namespace {

// What makes two elements one example: all but the square or move itself.
bool same_example(const GroupExample& a, StateKind kind, const NamedElement& e) {
    return a.kind == kind && a.element.difference.kind == e.difference.kind &&
           a.element.difference.side == e.difference.side &&
           a.element.difference.under_other_reading == e.difference.under_other_reading &&
           a.element.difference.colour == e.difference.colour && deciding_name(a.element) == deciding_name(e);
}

}  // namespace

void keep_examples(FindingGroup& group, const std::string& source, std::size_t ply,
                   const std::vector<NamedDivergence>& named) {
    for (const NamedDivergence& d : named)
        for (const NamedElement& e : d.elements) {
            if (group.examples.size() >= FindingGroup::kMaxExamples) return;
            const bool seen = std::any_of(group.examples.begin(), group.examples.end(),
                                          [&](const GroupExample& x) { return same_example(x, d.kind, e); });
            if (!seen) group.examples.push_back({source, ply, d.kind, e});
        }
}

void keep_examples(FindingGroup& group, const FindingGroup& other) {
    for (const GroupExample& e : other.examples) {
        if (group.examples.size() >= FindingGroup::kMaxExamples) return;
        const bool seen = std::any_of(group.examples.begin(), group.examples.end(),
                                      [&](const GroupExample& x) { return same_example(x, e.kind, e.element); });
        if (!seen) group.examples.push_back(e);
    }
}

void absorb_consequences(std::vector<FindingGroup>& groups, FindingGroup& cause) {
    if (cause.signature().deciding == "-") return;
    std::erase_if(groups, [&](const FindingGroup& g) {
        const bool consequence =
            g.signature().deciding == "-" &&
            std::find(cause.signatures.begin(), cause.signatures.end(), g.signature()) != cause.signatures.end();
        if (consequence) cause.occurrences += g.occurrences;
        return consequence;
    });
}

std::vector<FindingGroup> join_found_groups(std::vector<FindingGroup> found,
                                            const std::function<void(FindingGroup& into, FindingGroup& from)>& join) {
    std::stable_sort(found.begin(), found.end(),
                     [](const FindingGroup& a, const FindingGroup& b) { return a.first_game < b.first_game; });
    std::vector<FindingGroup> joined;
    for (FindingGroup& g : found) {
        const std::size_t at = group_of(joined, g.signatures);
        if (at == std::string::npos) {
            absorb_consequences(joined, g);
            joined.push_back(std::move(g));
            continue;
        }
        joined[at].occurrences += g.occurrences;
        join(joined[at], g);
    }
    return joined;
}

}  // namespace external
