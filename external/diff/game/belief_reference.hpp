// Who answers for the reference's P at each size. The oracle is the
// reference by default, and its plain sets of boards cannot keep up with
// beliefs of 10^5 boards or more; the engine can (threads, a memory bound).
// So with the oracle as reference the engine tracks the same beliefs beside
// it from the start of the game, and once the oracle's P of a colour passes
// `oracle_max` boards that colour is handed over: the two P are compared
// board by board there (holding the engine to the oracle at that size), the
// oracle's belief is stopped, and from then on the engine's P answers.
// The report says which one answered (answered_by).
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>

#include "harness/implementation.hpp"

namespace external {

struct BeliefReferenceSettings {
    // Boards; a larger P of the oracle goes to the engine. The oracle then
    // answers where P is compared board by board (the default --belief-limit),
    // and its updates above that were most of a default run's time.
    std::size_t oracle_max = 200;
    int threads = 0;                 // the engine's update threads (0: all)
    std::size_t max_memory = 0;      // bytes the process may hold during an engine update (0: no bound)
};

class BeliefReference {
public:
    // `reference` plays the game (and, as the oracle, holds small P).
    BeliefReference(harness::Implementation& reference, const BeliefReferenceSettings& settings);

    void load(const std::string& fen);
    void start_belief(char colour, harness::BeliefSettings settings);
    // Plays the move on the engine beside the oracle. Throws what an engine
    // update throws (harness::EmptyBelief, harness::BeliefOverMemory).
    void play(const std::string& move);
    // Hands `colour` over to the engine when the oracle's P passed its
    // bound. A non-empty result describes how the engine's P differs from
    // the oracle's there: a fault of the reference itself.
    std::string hand_over_if_large(char colour);
    void stop(char colour);

    const harness::Implementation& holder(char colour) const;
    std::string answered_by(char colour) const { return holder(colour).name(); }
    bool engine_answers(char colour) const { return &holder(colour) != &reference_; }

private:
    harness::Implementation& reference_;
    BeliefReferenceSettings settings_;
    std::unique_ptr<harness::Implementation> engine_;  // only beside the oracle
    bool handed_over_[2] = {false, false};
};

}  // namespace external
