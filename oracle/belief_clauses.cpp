// KeptResults (oracle/detail.hpp): which clauses of fow-rules §5 decided
// the set of results a belief update keeps. Runs only while recording.
#include <iterator>

#include "oracle/detail.hpp"

namespace oracle::detail {

void KeptResults::keep(const Position& before, const Position& after, Belief::const_iterator at, bool duplicate) {
    // The results of one board come one after another.
    from_last_before_ = &before == last_before_ ? from_last_before_ + 1 : 1;
    last_before_ = &before;
    if (from_last_before_ == 2) {
        note(Clause::OpponentMoveExpansion);
    }

    // `at`: where `after` goes among the results kept so far, at a
    // duplicate of it or just before the first result that orders after it.
    if (duplicate) {
        note(Clause::DuplicatesMerged);
        if (at->double_push != after.double_push) {
            note(Clause::DuplicatesDoublePush);
        }
        return;
    }
    // DuplicateOrder compares the clock last, so a twin would be a
    // neighbour of `after` once inserted: the result before `at`, or `at`.
    if ((at != results_.begin() && duplicates_but_for_clock(after, *std::prev(at))) ||
        (at != results_.end() && duplicates_but_for_clock(after, *at))) {
        note(Clause::DuplicatesHalfmove);
    }
}

}  // namespace oracle::detail
