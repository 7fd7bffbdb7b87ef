// The checks of one colour's P at one ply where P is too large to compare
// board by board (beyond --belief-limit, up to --belief-max):
//   - the true board is in the child's P, asked in both spellings that
//     name it (full and xfen): the incident stored the other one;
//   - |P| is equal (unless the reference's P is capped);
//   - boards sampled from the reference's P are in the child's P (lost
//     boards), and boards the child samples from its P are in the
//     reference's (boards that should not be there).
// Membership is always decided by each side's own key of a board it read:
// boards travel as FEN text and are compared by meaning, never as text.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "external/diff/game/element_difference.hpp"
#include "external/protocol/external_implementation.hpp"
#include "harness/differential.hpp"
#include "harness/implementation.hpp"

namespace external {

struct BeliefFinding {
    std::string check;  // a diff_check name
    harness::Disagreement disagreement;
    std::string details;
    // What differs, for the finding's signature: the same fields as the
    // board-by-board comparison, so one fault groups alike at any size.
    std::vector<ElementDifference> elements;
};

struct ScaleCheckSides {
    ExternalImplementation& child;
    // Who answers for the reference's P (external/diff/game/belief_reference.hpp),
    // and the reference playing the game (the true board).
    const harness::Implementation& holder;
    const harness::Implementation& game;
    // Writes a board of the reference's P in the `full` spelling (an
    // implementation of the reference's kind, free to load boards).
    harness::Implementation& writer;
    // A FEN the child wrote, as a board (repairs noted); throws UnreadableAnswer.
    std::function<harness::DuplicateKey(const std::string&)> read_child_board;
};

struct ScaleCheckResult {
    std::vector<BeliefFinding> findings;
    bool frozen = false;     // the child froze P while answering: not checked further
    bool size_only = false;  // the child lacks belief_contains or belief_sample
};

ScaleCheckResult check_belief_at_scale(const ScaleCheckSides& sides, char colour, std::size_t their_size,
                                       std::size_t sample, std::uint64_t seed);

}  // namespace external
