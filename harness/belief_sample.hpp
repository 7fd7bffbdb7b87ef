// Which boards of a belief a seeded sample takes: `count` distinct
// positions of `size`, each subset equally likely, the same for the same
// seed. Shared by the engine and the oracle (through harness::Implementation),
// `fogproof serve` and the diff, so a sample reported in a finding can be
// drawn again from its seed.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace harness {

// min(count, size) distinct indices below `size`, sorted.
std::vector<std::size_t> sample_indices(std::size_t size, std::size_t count, std::uint64_t seed);

}  // namespace harness
