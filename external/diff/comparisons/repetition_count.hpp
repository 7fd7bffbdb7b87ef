// Rules section 2 item 4 over one game's history, as `fogproof diff` keeps
// it (an implementation under test is never asked how a game ended): the
// same placement, side to move, castling rights and canonical en passant
// square for the third time, the start included (docs/rules.md). It marks
// the rule clauses a wrong count would have changed.
#pragma once

#include <map>
#include <optional>

#include "harness/neutral.hpp"

namespace external {

class RepetitionCount {
public:
    // Counts one more position of the game (the start first); true when
    // it occurs for the third time.
    bool third_occurrence(const harness::NeutralPosition& p);

private:
    std::map<harness::DuplicateKey, int> times_, times_without_en_passant_;
    std::optional<harness::DuplicateKey> start_;
};

}  // namespace external
