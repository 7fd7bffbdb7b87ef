// The belief target's structure-aware mutation (fuzz/game_mutator.hpp).
// Linked into the libFuzzer binary only, not into the corpus replay.
#include "fuzz/game_mutator.hpp"

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size, std::size_t max_size,
                                               unsigned seed) {
    // Settings (harness/scenario_belief.cpp): own-move observations, the
    // cap, the start.
    return fuzz::mutate_game(data, size, max_size, seed, 3);
}
