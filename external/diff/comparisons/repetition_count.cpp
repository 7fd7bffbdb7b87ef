#include "external/diff/comparisons/repetition_count.hpp"

#include "oracle/clauses.hpp"

namespace external {

bool RepetitionCount::third_occurrence(const harness::NeutralPosition& p) {
    harness::DuplicateKey key = harness::duplicate_key(p);
    key.halfmove = 0;  // not part of a position for repetition
    if (!start_) start_ = key;
    harness::DuplicateKey without_en_passant = key;
    without_en_passant.en_passant = -1;
    const bool third = ++times_[key] >= 3;
    const bool third_without_en_passant = ++times_without_en_passant_[without_en_passant] >= 3;
    if (third) {
        oracle::note_clause(oracle::Clause::EndRepetition);
        if (key == *start_) oracle::note_clause(oracle::Clause::RepetitionCountsStart);
    }
    // Counting without the canonical square would have decided otherwise.
    if (third != third_without_en_passant) oracle::note_clause(oracle::Clause::RepetitionCanonicalEnPassant);
    return third;
}

}  // namespace external
