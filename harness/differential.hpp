// What "the engine and the oracle agree" means, in one place. The tests, the
// fuzzers and `fogproof repro` all call these, so they compare the same
// things the same way, always through neutral types.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "harness/implementation.hpp"

namespace harness {

struct Disagreement {
    std::string what;    // e.g. "vision of b", "move set", "position after e2e4"
    std::string left;    // first implementation's answer, readable
    std::string right;   // second implementation's answer, readable
    std::string to_string(const std::string& left_name, const std::string& right_name) const;
};

// Current position, move set and vision of both colours. When they agree
// and `agreed_moves` is given, it receives the move set (a caller that
// plays on needs it, and listing moves is a dear part of a fuzzed ply).
std::optional<Disagreement> compare_state(const Implementation& a, const Implementation& b,
                                          MoveCodes* agreed_moves = nullptr);

// The last transition's observation, for both colours. When they agree
// and `agreed` is given, it receives them ('w' then 'b').
std::optional<Disagreement> compare_last_observations(const Implementation& a, const Implementation& b,
                                                      std::array<NeutralObservation, 2>* agreed = nullptr);

// Accept/reject of the same FEN text: both must accept or both reject.
std::optional<Disagreement> compare_acceptance(const std::string& a_error, const std::string& b_error);

// The belief set P of `colour` (rules §5), as sets of duplicate keys. Each
// side lists a few of the boards only it holds.
std::optional<Disagreement> compare_beliefs(const Implementation& a, const Implementation& b, char colour);

}  // namespace harness
