// Belief state (fow-rules §5): the set of positions consistent with every
// observation so far.
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <tuple>
#include <vector>

#include "oracle/detail.hpp"
#include "oracle/oracle.hpp"

namespace oracle {

namespace {

// fow-rules §5: "Two positions are duplicates iff they agree on placement,
// side to move, castling rights, canonical en passant square and halfmove
// clock." Nothing else: not the fullmove number, not the double-push
// memory behind the `full` spelling. The placement is compared square by
// square (rank 1 first) before these.
// The clock comes last, so boards that differ only in the clock are
// neighbours in a Belief.
// (References to the fields, not copies: two of these are compared at
// every step of every search of a Belief. White orders first, as it is
// declared first.)
auto key_beside_placement_but_clock(const Position& p) {
    return std::tie(p.side_to_move, p.white_king_side, p.white_queen_side,
                    p.black_king_side, p.black_queen_side, p.en_passant);
}

// The same with the clock last. (Spelt out, not put together with
// std::tuple_cat, which the fuzz build left a call.)
auto key_beside_placement(const Position& p) {
    return std::tie(p.side_to_move, p.white_king_side, p.white_queen_side,
                    p.black_king_side, p.black_queen_side, p.en_passant,
                    p.halfmove_clock);
}

// docs/rules.md ("Game end and observation"): a candidate board has no
// history, so an observed `repetition` is compared as "not ended by the
// board". Leaving that filter out keeps P sound (fow-rules §5).
CompactObservation comparable(CompactObservation o) {
    if (o.outcome.end == GameEnd::Repetition) {
        o.outcome = Outcome{};
    }
    return o;
}

// A candidate transition is consistent when it gives the viewer exactly the
// observation the viewer made: when detail::compact_observe(before, after,
// viewer) == expected. The observation made comes in the working form (an
// Observation is put in it once per update, see below). The candidate's
// observation is compared part by part, cheapest first, and each part is
// computed only when every cheaper one agreed: most candidates fail on
// the contents or the captured piece, before any move generation.
class ConsistencyCheck {
public:
    // `own_move`: the update after the viewer's own move, where a rejection
    // is the own-move filter of fow-rules §5.
    // `next`: the set of the update's results, which keep_if_consistent
    // inserts each consistent result into.
    ConsistencyCheck(Colour viewer, const CompactObservation& observed, bool own_move, Belief& next)
        : viewer_(viewer),
          expected_(comparable(observed)),
          nothing_off_seen_squares_(nothing_off_seen_squares(expected_)),
          seen_contents_(seen_contents(expected_)),
          observed_repetition_(observed.outcome.end == GameEnd::Repetition),
          own_move_(own_move),
          recording_(detail::recording_clauses()),
          next_(next),
          kept_(next) {
    }

    // Inserts `after`, the result of a move from `before`, into the update's
    // set if the transition is consistent (the set merges duplicates).
    void keep_if_consistent(const Position& before, const Position& after) {
        const bool consistent = check(before, after);
        if (recording_) [[unlikely]] {
            note_decision(before, after, consistent);
            if (consistent) {
                kept_.keep(before, after, place_, duplicate_kept_);
            }
        }
        // check() has found where the result goes: at its duplicate, which
        // the set keeps (fow-rules §5 merges them), or just before the
        // first result ordered after it, where the insertion starts instead
        // of searching the set again.
        if (consistent && !duplicate_kept_) {
            next_.insert(place_, after);
        }
    }

private:
    bool check(const Position& before, const Position& after) {
        computed_ = {};
        // Part 2, the contents: the observation gives the content of every
        // square it saw, so a board that differs on one of them cannot give
        // it (whether or not the board's own vision includes that square).
        // compact_observe leaves every other square '\0'.
        if (!nothing_off_seen_squares_) {
            return false;
        }
        computed_.contents = agrees_on_seen_contents(after);
        if (!*computed_.contents) {
            return false;
        }
        // Part 3.
        computed_.captured = agrees_on_captured(before, after);
        if (!*computed_.captured) {
            return false;
        }
        // Part 1. When the seen squares are equal, the contents are too:
        // both hold the board's letter on exactly those squares.
        // A candidate with a duplicate among the results kept so far is that
        // result's board as far as a vision reads it (placement, side to
        // move, castling rights, en passant square, clock: what makes
        // duplicates), so it sees what that result saw, which agreed; and
        // whatever its vision would note, that result's vision noted into
        // the same recording already. Its vision is not computed again.
        // (About a third of the candidates that get this far.)
        place_ = next_.lower_bound(after);
        duplicate_kept_ = place_ != next_.end() && !DuplicateOrder{}(after, *place_);
        computed_.seen =
            duplicate_kept_ || detail::seen_squares_of_candidate(after, viewer_, scratch_) == expected_.seen;
        if (!*computed_.seen) {
            return false;
        }
        // Part 4.
        computed_.outcome =
            detail::board_outcome_of_candidate(before, kings_before(before), after, scratch_) == expected_.outcome;
        return *computed_.outcome;
    }

    // kings_on(before), looked up once for all the candidates of one board
    // of P: they come one after another, and the board (an element of P)
    // stays where it is for the whole update.
    const detail::Kings& kings_before(const Position& before) {
        if (&before != kings_looked_up_for_) {
            kings_looked_up_for_ = &before;
            kings_before_ = detail::kings_on(before);
        }
        return kings_before_;
    }

    bool agrees_on_captured(const Position& before, const Position& after) const {
        return detail::own_piece_captured(before, after, viewer_) == expected_.own_piece_captured;
    }

    // docs/rules.md: a kept candidate with an observed repetition was kept
    // because that ending is compared as "not ended by the board". A
    // rejected one: the filter part that alone rejected it, if one did
    // (oracle/clauses.hpp, 5.filter.*).
    void note_decision(const Position& before, const Position& after, bool consistent) {
        if (consistent) {
            if (observed_repetition_) {
                detail::note(Clause::FilterRepetitionNotEnded);
            }
            return;
        }
        if (own_move_) {
            detail::note(Clause::OwnMoveFilter);
        }
        if (!nothing_off_seen_squares_) {
            return;  // no board gives such an observation: nothing compared
        }
        const bool contents = computed_.contents ? *computed_.contents : agrees_on_seen_contents(after);
        // With the contents differing, the one clause left to note is
        // 5.filter.contents (a captured piece differing too makes two
        // parts): when it is held, the captured piece need not be compared.
        // (Most rejected candidates differ in the contents.)
        if (!contents && !detail::still_wanted(Clause::FilterContents)) {
            return;
        }
        const bool captured = computed_.captured ? *computed_.captured : agrees_on_captured(before, after);
        const Clause alone_if_contents_or_captured = !contents ? Clause::FilterContents : Clause::FilterCaptured;
        if (!contents && !captured) {
            return;
        }
        if ((!contents || !captured) && !detail::still_wanted(alone_if_contents_or_captured)) {
            return;
        }
        if (contents && captured && !detail::still_wanted(Clause::FilterVision) &&
            !detail::still_wanted(Clause::FilterOutcome)) {
            return;
        }
        const bool seen =
            computed_.seen ? *computed_.seen : detail::sees_exactly(after, viewer_, expected_.seen, scratch_);
        if (!seen && (!contents || !captured)) {
            return;
        }
        const bool outcome = computed_.outcome
                                 ? *computed_.outcome
                                 : detail::board_outcome_quietly(before, kings_before(before), after, scratch_) ==
                                       expected_.outcome;
        const int failures = !contents + !captured + !seen + !outcome;
        if (failures != 1) {
            return;
        }
        if (!outcome) {
            detail::note(Clause::FilterOutcome);
        } else if (!seen) {
            detail::note(Clause::FilterVision);
        } else {
            detail::note(alone_if_contents_or_captured);
        }
    }

    static bool nothing_off_seen_squares(const CompactObservation& o) {
        for (int rank = 0; rank < 8; ++rank) {
            for (int file = 0; file < 8; ++file) {
                const Square s{file, rank};
                if (!o.seen.contains(s) && o.content_at(s) != '\0') {
                    return false;
                }
            }
        }
        return true;
    }

    bool agrees_on_seen_contents(const Position& after) const {
        for (int rank = 0; rank < 8; ++rank) {
            if ((detail::rank_word(after, rank) & seen_contents_.seen[rank]) != seen_contents_.letters[rank]) {
                return false;
            }
        }
        return true;
    }

    // The observed squares with their observed contents, made once per
    // update: every candidate is held to them, and most fail there. They
    // are kept a rank at a time, in the form of detail::rank_word: `seen`
    // has every byte of a seen square set, `letters` the observed letter in
    // those bytes and zero elsewhere, so that a candidate's rank, masked
    // by `seen`, agrees when it equals `letters`.
    struct SeenContents {
        std::array<std::uint64_t, 8> seen{};
        std::array<std::uint64_t, 8> letters{};
    };
    static SeenContents seen_contents(const CompactObservation& o) {
        SeenContents ranks;
        for (int rank = 0; rank < 8; ++rank) {
            char seen[8] = {};
            char letters[8] = {};
            for (int file = 0; file < 8; ++file) {
                const Square s{file, rank};
                if (o.seen.contains(s)) {
                    seen[file] = static_cast<char>(0xFF);
                    letters[file] = o.content_at(s);
                }
            }
            std::memcpy(&ranks.seen[static_cast<std::size_t>(rank)], seen, sizeof seen);
            std::memcpy(&ranks.letters[static_cast<std::size_t>(rank)], letters, sizeof letters);
        }
        return ranks;
    }

    Colour viewer_;
    CompactObservation expected_;
    bool nothing_off_seen_squares_;
    SeenContents seen_contents_;
    bool observed_repetition_;
    bool own_move_;
    bool recording_;             // asked once: no recording starts or ends mid-update
    Belief& next_;
    detail::KeptResults kept_;   // told the results kept, only while recording
    std::vector<Move> room_;              // lent to scratch_
    detail::MoveList scratch_{room_};    // each candidate's move generation
    const Position* kings_looked_up_for_ = nullptr;
    detail::Kings kings_before_;
    // The parts check() compared for the candidate at hand, which
    // note_decision reuses rather than comparing them again.
    struct Computed {
        std::optional<bool> contents, captured, seen, outcome;
    };
    Computed computed_;
    // Where the candidate at hand goes in next_ (lower_bound), once check()
    // has come to part 1, and whether a duplicate of it is there.
    Belief::const_iterator place_;
    bool duplicate_kept_ = false;
};

// Is m among the legal moves of `before`? Only the moves that start where
// m does need looking at. `moves` is any list; its moves are replaced.
bool is_legal(const Position& before, const Move& m, detail::MoveList& moves) {
    detail::legal_moves_from(before, m.from, moves);
    return std::find(moves.begin(), moves.end(), m) != moves.end();
}

}  // namespace

bool DuplicateOrder::operator()(const Position& a, const Position& b) const {
    for (int rank = 0; rank < 8; ++rank) {
        // Most ranks are equal between two boards of one belief.
        if (detail::rank_word(a, rank) == detail::rank_word(b, rank)) {
            continue;
        }
        for (int file = 0; file < 8; ++file) {
            if (a.board[rank][file] != b.board[rank][file]) {
                return a.board[rank][file] < b.board[rank][file];
            }
        }
    }
    return key_beside_placement(a) < key_beside_placement(b);
}

bool detail::duplicates_but_for_clock(const Position& a, const Position& b) {
    for (int rank = 0; rank < 8; ++rank) {
        if (detail::rank_word(a, rank) != detail::rank_word(b, rank)) {
            return false;
        }
    }
    return key_beside_placement_but_clock(a) == key_beside_placement_but_clock(b);
}

namespace {

// The clauses of docs/rules.md ("Belief", own-move observations off) and
// fow-rules §5 that decide after_own_move_unobserved: its results, made
// once more without noting (the update itself notes the moves).
void note_unobserved_results(const Belief& p, const Move& m) {
    Belief results;
    detail::KeptResults kept(results);
    std::vector<Move> room;
    detail::MoveList moves(room);
    for (const Position& before : p) {
        if (is_legal(before, m, moves)) {
            const Position after = detail::apply_move(before, m);
            const auto at = results.lower_bound(after);
            const bool duplicate = at != results.end() && !DuplicateOrder{}(after, *at);
            kept.keep(before, after, at, duplicate);
            if (!duplicate) {
                results.insert(at, after);
            }
        }
    }
    if (!results.empty()) {
        detail::note(Clause::OwnMoveUnobserved);
    }
}

}  // namespace

Belief after_own_move(const Belief& p, Colour viewer, const Move& m,
                      const CompactObservation& o) {
    // fow-rules §5: "every position in P makes m; keep the results whose
    // observation for C equals o". A position in which m is not a legal
    // move cannot be the true one (the move was played), so it has no
    // result to keep.
    Belief next;
    ConsistencyCheck consistent(viewer, o, true, next);
    std::vector<Move> room;
    detail::MoveList moves(room);
    for (const Position& before : p) {
        if (!is_legal(before, m, moves)) {
            continue;
        }
        consistent.keep_if_consistent(before, make_move(before, m));
    }
    return next;
}

Belief after_own_move_unobserved(const Belief& p, const Move& m) {
    // docs/rules.md: with own-move observations off, only the opponent's
    // moves filter P; the player's own move only moves every board.
    Belief next;
    if (detail::recording_clauses()) [[unlikely]] {
        note_unobserved_results(p, m);
    }
    std::vector<Move> room;
    detail::MoveList moves(room);
    for (const Position& before : p) {
        if (is_legal(before, m, moves)) {
            next.insert(make_move(before, m));
        }
    }
    return next;
}

Belief after_opponent_move(const Belief& p, Colour viewer,
                           const CompactObservation& o) {
    // fow-rules §5: "every position in P makes every legal opponent move;
    // keep the results consistent with o; merge duplicates" (the set's
    // DuplicateOrder merges them).
    Belief next;
    ConsistencyCheck consistent(viewer, o, false, next);
    const bool recording = detail::recording_clauses();
    std::vector<Move> room;
    detail::MoveList moves(room);
    for (const Position& before : p) {
        detail::legal_moves_of(before, moves);
        if (recording) [[unlikely]] {
            detail::note_move_list(before, moves, detail::MoveListUse::Moves);
        }
        for (const Move& m : moves) {
            consistent.keep_if_consistent(before, make_move(before, m));
        }
    }
    return next;
}

// The Observation forms: the observation in the working form, then the
// same update. An Observation that no board gives (detail::compact says
// nullopt) is consistent with no candidate, so nothing is kept.
Belief after_own_move(const Belief& p, Colour viewer, const Move& m,
                      const Observation& o) {
    const std::optional<CompactObservation> c = detail::compact(o);
    return c.has_value() ? after_own_move(p, viewer, m, *c) : Belief{};
}

Belief after_opponent_move(const Belief& p, Colour viewer,
                           const Observation& o) {
    const std::optional<CompactObservation> c = detail::compact(o);
    return c.has_value() ? after_opponent_move(p, viewer, *c) : Belief{};
}

}  // namespace oracle
