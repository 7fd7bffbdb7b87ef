// How a disagreement of `fogproof diff` is written for a person: what each
// side has that the other lacks, cut where an external side could send
// anything (external/protocol/bounded_json.hpp).
#pragma once

#include <string>
#include <vector>

#include "harness/neutral.hpp"
#include "harness/neutral_belief.hpp"

namespace external {

// "{e6 f3 f4 g3 g4} (5 squares; the other lacks g3 g4)".
std::string squares_against(const harness::SquareSet& mine, const harness::SquareSet& other);
// "5 moves: a5a4 ...; the other lacks a5b6", cut far above any real list.
std::string moves_against(const std::vector<std::string>& mine, const std::vector<std::string>& other);
// The boards of one P that the other lacks: the count and the first few.
std::string boards_against(const harness::NeutralBelief& mine, const harness::NeutralBelief& other);
// "; it holds <the first few boards as written>", or " (P is empty)".
std::string written_boards(const std::vector<std::string>& fens);

}  // namespace external
