// NEZHA's δ-diversity (Petsios et al., IEEE S&P 2017) for a differential
// search: an input is worth keeping when the pair of what the two sides
// did with it is new, even when neither side ran anything new on its own.
// Here a side's behaviour is a set of features: the reference's rule
// clauses for one game, the child's coverage features for the same game.
#pragma once

#include <cstdint>
#include <unordered_set>
#include <vector>

namespace coverage {

// A 64-bit summary of a set of features (sorted, distinct), equal for
// equal sets.
inline std::uint64_t hash_features(const std::vector<std::uint32_t>& features) {
    std::uint64_t h = 0x9E3779B97F4A7C15ULL ^ features.size();
    for (std::uint32_t f : features) {
        h ^= f + 0x9E3779B97F4A7C15ULL + (h << 6) + (h >> 2);
        h *= 0xBF58476D1CE4E5B9ULL;
        h ^= h >> 31;
    }
    return h;
}

class DeltaDiversity {
public:
    // Whether the pair (reference behaviour, child behaviour) is new; it is
    // remembered either way.
    bool note(std::uint64_t reference, std::uint64_t child) {
        const std::uint64_t pair = reference * 0x9E3779B97F4A7C15ULL ^ (child + 0x632BE59BD9B4E019ULL);
        return seen_.insert(pair).second;
    }
    std::size_t distinct() const { return seen_.size(); }

private:
    std::unordered_set<std::uint64_t> seen_;
};

}  // namespace coverage
