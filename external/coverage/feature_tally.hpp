// The distinct coverage features seen so far (AFL++ edge classes, or the
// ids a shim writes), and how many of a new batch were never seen before:
// the "coverage grew" test of a coverage-guided search.
#pragma once

#include <cstddef>
#include <cstdint>
#include <unordered_set>
#include <vector>

namespace coverage {

class FeatureTally {
public:
    // Adds `features`; returns how many of them are new.
    std::size_t add(const std::vector<std::uint32_t>& features) {
        std::size_t fresh = 0;
        for (std::uint32_t f : features) fresh += seen_.insert(f).second ? 1 : 0;
        return fresh;
    }
    // How many of `features` are new, adding none.
    std::size_t count_new(const std::vector<std::uint32_t>& features) const {
        std::size_t fresh = 0;
        for (std::uint32_t f : features) fresh += seen_.count(f) == 0 ? 1 : 0;
        return fresh;
    }
    std::size_t distinct() const { return seen_.size(); }

private:
    std::unordered_set<std::uint32_t> seen_;
};

}  // namespace coverage
