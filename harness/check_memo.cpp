#include "harness/check_memo.hpp"

#include <cstdlib>
#include <new>

namespace harness {

namespace {

// A zero digest marks an empty slot (a real state digests to zero with
// probability 2^-128).
constexpr StateDigest kEmpty{};

// calloc: large blocks come zeroed from the kernel and cost no memory until
// a slot is written, so an idle memo is free.
template <typename T>
T* zeroed_array(std::size_t n) {
    void* p = std::calloc(n, sizeof(T));
    if (!p) throw std::bad_alloc();
    return static_cast<T*>(p);
}

std::size_t slot_of(const StateDigest& key, std::size_t mask) { return std::size_t(key.low) & mask; }

}  // namespace

void CheckMemo::Free::operator()(void* p) const { std::free(p); }

CheckMemo::CheckMemo(int slots_log2)
    : mask_((std::size_t(1) << slots_log2) - 1),
      states_(zeroed_array<StateDigest>(mask_ + 1)),
      steps_(zeroed_array<StepEntry>(mask_ + 1)) {}

bool CheckMemo::checked(const StateDigest& key) const {
    const bool found = key != kEmpty && states_[slot_of(key, mask_)] == key;
    counts_.states_reused += found;
    return found;
}

void CheckMemo::remember_checked(const StateDigest& key) {
    ++counts_.states_checked;
    states_[slot_of(key, mask_)] = key;
}

std::optional<StepOutcome> CheckMemo::step(const StateDigest& key) const {
    const StepEntry& entry = steps_[slot_of(key, mask_)];
    if (key == kEmpty || entry.key != key) return std::nullopt;
    ++counts_.steps_reused;
    return entry.outcome;
}

void CheckMemo::remember_step(const StateDigest& key, const StepOutcome& outcome) {
    ++counts_.steps_checked;
    steps_[slot_of(key, mask_)] = StepEntry{key, outcome};
}

CheckMemo& process_check_memo() {
    // 2^19 slots: 8 MiB of states and 24 MiB of steps at most, about what a
    // fuzzing minute meets.
    static CheckMemo memo(19);
    return memo;
}

}  // namespace harness
