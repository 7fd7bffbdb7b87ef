#include "harness/belief_sample.hpp"

#include <algorithm>
#include <unordered_set>

namespace harness {
namespace {

// splitmix64: a seed alone fixes the sequence, on every platform (the
// standard distributions are not specified bit for bit).
class SplitMix {
public:
    explicit SplitMix(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    // Uniform below `bound` (> 0), by rejection of the biased top.
    std::uint64_t below(std::uint64_t bound) {
        const std::uint64_t limit = ~std::uint64_t(0) - (~std::uint64_t(0) % bound);
        for (;;) {
            const std::uint64_t x = next();
            if (x < limit) return x % bound;
        }
    }

private:
    std::uint64_t state_;
};

}  // namespace

std::vector<std::size_t> sample_indices(std::size_t size, std::size_t count, std::uint64_t seed) {
    count = std::min(count, size);
    // Floyd's algorithm: `count` draws, every subset equally likely, without
    // touching the other size - count indices (P may hold millions).
    SplitMix random(seed);
    std::unordered_set<std::size_t> chosen;
    for (std::size_t j = size - count; j < size; ++j) {
        const std::size_t t = random.below(j + 1);
        if (!chosen.insert(t).second) chosen.insert(j);
    }
    std::vector<std::size_t> out(chosen.begin(), chosen.end());
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace harness
