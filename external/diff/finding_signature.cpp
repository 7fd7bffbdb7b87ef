#include "external/diff/finding_signature.hpp"

#include <algorithm>

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

}  // namespace

std::string FindingSignature::text() const { return kind + ": " + difference + ": " + deciding; }

std::vector<FindingSignature> signatures_of(const std::vector<NamedDivergence>& ply) {
    std::vector<Ranked> ranked;
    for (const NamedDivergence& d : ply) {
        const std::string kind = state_kind_name(d.kind);
        if (d.elements.empty()) ranked.push_back({{kind, d.check, "-"}, telling_rank(d.kind), false});
        for (const NamedElement& e : d.elements) {
            const std::string deciding = deciding_name(e);
            ranked.push_back({{kind, std::string(side_name(e.difference.side)) + " " + e.difference.field, deciding},
                              telling_rank(d.kind), deciding != "-"});
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

}  // namespace external
