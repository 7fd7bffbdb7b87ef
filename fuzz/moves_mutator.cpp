// The moves target's structure-aware mutation (fuzz/game_mutator.hpp).
// Linked into the libFuzzer binary only, not into the corpus replay.
#include "fuzz/game_mutator.hpp"

namespace {
// Inputs whose last byte asks for a FEN from the input (harness/scenario_moves.cpp)
// carry text at the front: libFuzzer's own mutations suit them.
constexpr std::uint8_t kFenFromInput = 0x80;
}  // namespace

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size, std::size_t max_size,
                                               unsigned seed) {
    if (size > 0 && data[size - 1] >= kFenFromInput) return LLVMFuzzerMutate(data, size, max_size);
    return fuzz::mutate_game(data, size, max_size, seed, 1);  // settings: the start
}
