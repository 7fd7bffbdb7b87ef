// One logged row held against P recomputed by fogproof for the same ply
// and perspective: each rule of `fogproof audit` is one named decision
// here, so that the CLI, the Python module and the tests see one reading.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/belief.hpp"
#include "replay/belief_log.hpp"
#include "replay/replay_row.hpp"

namespace fog::replay {

enum class FindingKind {
    Size,        // |P| differs (or, under a cap, passes its bound)
    Unsound,     // a logged board is not in P
    Missing,     // the log holds all of its P, and boards of P are not in it
    Duplicate,   // the log holds all of its P, and the same board twice
    TruthClaim,  // a logged truth_in_p the record contradicts
};

// "size", "unsound", "missing", "duplicate", "truth_in_p": stable names
// for JSON and tests.
std::string_view finding_name(FindingKind kind);

struct Finding {
    FindingKind kind;
    std::string message;
};

// Boards shown in a report: a few, with the count.
inline constexpr std::size_t kBoardsShown = 5;

struct RowCheck {
    std::vector<Finding> findings;
    // Logged boards outside P, as the log spelled them.
    std::size_t extra_count = 0;
    std::vector<std::string> extra_shown;
    // Boards of P the log lacks (canonical FENs); known only when the log
    // holds all of an uncapped P and fogproof's P is exact.
    std::optional<std::size_t> lost_count;
    std::vector<std::string> lost_shown;
    // Whether the true board is among the lost: from the boards when the
    // log holds them all, else from a logged truth_in_p; unknown otherwise.
    std::optional<bool> truth_among_lost;
    // truth_among_lost rests on a logged truth_in_p, not on the boards.
    bool truth_from_claim = false;
    // fogproof's own P was capped at this ply: sizes and boards could be
    // checked only as bounds.
    bool against_capped_p = false;

    bool agrees() const { return findings.empty(); }
};

// Holds one logged row against fogproof's row and P after the same ply.
RowCheck check_logged_row(const LoggedRow& logged, const ReplayRow& right, const Belief& right_p,
                          const Position& truth);

// The incident's signature: a belief that lost the truth grows sharper,
// not vaguer (41 boards where 617 were right). True when the logged P
// shrank over a stretch of plies by more than kMuchFaster times the factor
// the right P shrank by. Sizes before are of the stretch's first ply.
inline constexpr double kMuchFaster = 4.0;
bool shrank_much_faster(std::size_t logged_before, std::size_t logged_after, std::size_t right_before,
                        std::size_t right_after);

}  // namespace fog::replay
