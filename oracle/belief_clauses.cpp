// KeptResults (oracle/detail.hpp): which clauses of fow-rules §5 decided
// the set of results a belief update keeps. Runs only while recording.
#include <iterator>

#include "oracle/detail.hpp"

namespace oracle::detail {

namespace {

// Duplicates but for the halfmove clock (fow-rules §5 counts the clock).
bool clock_twins(const Position& a, Position b) {
    b.halfmove_clock = a.halfmove_clock;
    const DuplicateOrder less;
    return !less(a, b) && !less(b, a);
}

}  // namespace

Belief::const_iterator KeptResults::keep(const Position& before, const Position& after) {
    // The results of one board come one after another.
    from_last_before_ = &before == last_before_ ? from_last_before_ + 1 : 1;
    last_before_ = &before;
    if (from_last_before_ == 2) {
        note(Clause::OpponentMoveExpansion);
    }

    // Where `after` goes among the results kept so far: at a duplicate of
    // it, or just before the first result that orders after it.
    const DuplicateOrder less;
    const auto at = results_.lower_bound(after);
    if (at != results_.end() && !less(after, *at)) {
        note(Clause::DuplicatesMerged);
        if (at->double_push != after.double_push) {
            note(Clause::DuplicatesDoublePush);
        }
        return at;
    }
    // DuplicateOrder compares the clock last, so a twin would be a
    // neighbour of `after` once inserted: the result before `at`, or `at`.
    if ((at != results_.begin() && clock_twins(after, *std::prev(at))) ||
        (at != results_.end() && clock_twins(after, *at))) {
        note(Clause::DuplicatesHalfmove);
    }
    return at;
}

}  // namespace oracle::detail
