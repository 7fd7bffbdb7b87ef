// Belief state (fow-rules §5): the set of positions consistent with every
// observation so far.
#include <algorithm>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "oracle/oracle.hpp"

namespace oracle {

namespace {

// fow-rules §5: "Two positions are duplicates iff they agree on placement,
// side to move, castling rights, canonical en passant square and halfmove
// clock." Nothing else: not the fullmove number, not the double-push
// memory behind the `full` spelling.
auto duplicate_key(const Position& p) {
    std::string placement;
    for (int rank = 0; rank < 8; ++rank) {
        for (int file = 0; file < 8; ++file) {
            placement += p.board[rank][file];
        }
    }
    return std::make_tuple(placement, p.side_to_move == Colour::White ? 0 : 1,
                           p.white_king_side, p.white_queen_side,
                           p.black_king_side, p.black_queen_side,
                           p.en_passant, p.halfmove_clock);
}

// docs/rules.md ("Game end and observation"): a candidate board has no
// history, so an observed `repetition` is compared as "not ended by the
// board". Leaving that filter out keeps P sound (fow-rules §5).
Observation comparable(Observation o) {
    if (o.outcome.end == GameEnd::Repetition) {
        o.outcome = Outcome{};
    }
    return o;
}

bool consistent(const Position& before, const Position& after, Colour viewer,
                const Observation& observed) {
    return observe(before, after, viewer) == comparable(observed);
}

}  // namespace

bool DuplicateOrder::operator()(const Position& a, const Position& b) const {
    return duplicate_key(a) < duplicate_key(b);
}

Belief after_own_move(const Belief& p, Colour viewer, const Move& m,
                      const Observation& o) {
    // fow-rules §5: "every position in P makes m; keep the results whose
    // observation for C equals o". A position in which m is not a legal
    // move cannot be the true one (the move was played), so it has no
    // result to keep.
    Belief next;
    for (const Position& before : p) {
        const std::vector<Move> moves = legal_moves(before);
        if (std::find(moves.begin(), moves.end(), m) == moves.end()) {
            continue;
        }
        const Position after = make_move(before, m);
        if (consistent(before, after, viewer, o)) {
            next.insert(after);
        }
    }
    return next;
}

Belief after_own_move_unobserved(const Belief& p, const Move& m) {
    // docs/rules.md: with own-move observations off, only the opponent's
    // moves filter P; the player's own move only moves every board.
    Belief next;
    for (const Position& before : p) {
        const std::vector<Move> moves = legal_moves(before);
        if (std::find(moves.begin(), moves.end(), m) != moves.end()) {
            next.insert(make_move(before, m));
        }
    }
    return next;
}

Belief after_opponent_move(const Belief& p, Colour viewer,
                           const Observation& o) {
    // fow-rules §5: "every position in P makes every legal opponent move;
    // keep the results consistent with o; merge duplicates" (the set's
    // DuplicateOrder merges them).
    Belief next;
    for (const Position& before : p) {
        for (const Move& m : legal_moves(before)) {
            const Position after = make_move(before, m);
            if (consistent(before, after, viewer, o)) {
                next.insert(after);
            }
        }
    }
    return next;
}

}  // namespace oracle
