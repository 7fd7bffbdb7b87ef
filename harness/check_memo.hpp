// What this process has already checked, so that a fuzz execution does not
// check again what an earlier execution of the same process checked.
//
// Why: libFuzzer mutates inputs it already ran, and a game input mostly
// keeps its opening plies, so nearly every execution replays positions and
// steps that passed every check moments before. The checks are functions
// of the implementations' states (a state digest covers every field an
// answer can depend on, hidden ones included), so checking an identical
// state again can only repeat the same verdict. Only passes are remembered:
// a state that fails is checked, and fails, every time it is met, and an
// input replayed alone (`fogproof repro`, crash minimization) starts with an
// empty memo and runs every check.
//
// Two tables, each direct-mapped with a fixed number of slots: a newer
// entry evicts an older one in its slot, which only means that state is
// checked again. Their memory is taken from the kernel on first use.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>

#include "harness/state_digest.hpp"

namespace harness {

// Where one step led both implementations.
struct StepOutcome {
    StateDigest engine_after, oracle_after;
};

class CheckMemo {
public:
    // slots_log2: each table holds 2^slots_log2 entries.
    explicit CheckMemo(int slots_log2);

    // A state of both implementations, with the checks asked of it, that
    // passed every check.
    bool checked(const StateDigest& key) const;
    void remember_checked(const StateDigest& key);

    // A step (both states before it, and the move) whose observations
    // agreed, and where it led.
    std::optional<StepOutcome> step(const StateDigest& key) const;
    void remember_step(const StateDigest& key, const StepOutcome& outcome);

    struct Counts {
        std::size_t states_checked = 0, states_reused = 0, steps_checked = 0, steps_reused = 0;
    };
    const Counts& counts() const { return counts_; }
    // The lookups above count as reuses when they find an entry; the
    // remember_* calls count what was checked.

private:
    struct StepEntry {
        StateDigest key;
        StepOutcome outcome;
    };
    struct Free {
        void operator()(void* p) const;
    };
    std::size_t mask_;
    std::unique_ptr<StateDigest[], Free> states_;
    std::unique_ptr<StepEntry[], Free> steps_;
    mutable Counts counts_;
};

// The memo every lockstep game of this process shares.
CheckMemo& process_check_memo();

}  // namespace harness
