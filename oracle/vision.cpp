// Vision (fow-rules §3): which squares a player sees on a board.
#include <optional>
#include <set>
#include <vector>

#include "oracle/detail.hpp"
#include "oracle/oracle.hpp"

namespace oracle {

namespace detail {

// "the destination square of every legal move C would have if C were to
// move": p with C to move.
Position as_if_to_move(const Position& p, Colour viewer) {
    Position as_if = p;
    if (p.side_to_move != viewer) {
        as_if.side_to_move = viewer;
        // "An en passant right belongs only to the side to move, so it is
        // only ever part of the vision of the side to move."
        as_if.en_passant = std::nullopt;
    }
    return as_if;
}

namespace {

// The vision of the side to move in as_if, whose pieces there are `own`;
// `moves` receives its legal moves.
// Inlined into every caller: the quiet one must cost what vision cost
// before clauses were noted.
[[gnu::always_inline]] inline SquareFlags seen_by_side_to_move(const Position& as_if, const PieceSquares& own,
                                                               MoveList& moves) {
    SquareFlags seen;

    // fow-rules §3: "every square occupied by a piece of C".
    for (int i = 0; i < own.size(); ++i) {
        seen.insert(own[i]);
    }

    // "the destination square of every legal move C would have if C were
    // to move". The legal moves of fow-rules §1 are exactly the squares the
    // bullet list of §3 names: pawn pushes only onto empty squares (a
    // blocked pawn does not see its blocker), pawn diagonals only onto an
    // enemy piece or C's en passant square, every square a knight or king
    // attacks that is not C's own (C's own are seen anyway), rays up to and
    // including the first occupied square. Castling adds nothing new.
    legal_moves_of(as_if, own, moves);
    for (const Move& m : moves) {
        seen.insert(m.to);
        // "when C has an en passant capture available: also the square of
        // the pawn that would be captured."
        const std::optional<Square> victim = en_passant_victim(as_if, m);
        if (victim.has_value()) {
            seen.insert(*victim);
        }
    }
    return seen;
}

// use(as_if_to_move(p, viewer)). When the viewer is to move, that is p
// itself, and p is handed on without a copy: so it is for every candidate
// board of a belief update after the opponent's move.
template <class Use>
[[gnu::always_inline]] inline auto with_viewer_to_move(const Position& p, Colour viewer, Use use) {
    if (p.side_to_move == viewer) {
        return use(p);
    }
    return use(as_if_to_move(p, viewer));
}

}  // namespace

SquareFlags seen_squares_quietly(const Position& p, Colour viewer, MoveList& scratch) {
    return with_viewer_to_move(p, viewer, [&](const Position& as_if) {
        return seen_by_side_to_move(as_if, pieces_of(as_if, viewer), scratch);
    });
}

bool sees_exactly(const Position& p, Colour viewer, SquareFlags expected, MoveList& scratch) {
    return with_viewer_to_move(p, viewer, [&](const Position& as_if) {
        // The squares of seen_by_side_to_move, one piece at a time: the
        // piece's own square, the destinations of its legal moves (castling
        // comes with the king's), and the pawn an en passant capture of it
        // would take. A square outside `expected` answers at once.
        SquareFlags seen;
        const auto see = [&](Square s) {
            seen.insert(s);
            return expected.contains(s);
        };
        const PieceSquares own = pieces_of(as_if, viewer);
        for (int i = 0; i < own.size(); ++i) {
            const Square from = own[i];
            if (!see(from)) {
                return false;
            }
            legal_moves_from(as_if, from, scratch);
            for (const Move& m : scratch) {
                if (!see(m.to)) {
                    return false;
                }
                const std::optional<Square> victim = en_passant_victim(as_if, m);
                if (victim.has_value() && !see(*victim)) {
                    return false;
                }
            }
        }
        return seen == expected;
    });
}

SquareFlags seen_squares(const Position& p, Colour viewer, MoveList& scratch) {
    return with_viewer_to_move(p, viewer, [&](const Position& as_if) {
        const PieceSquares own = pieces_of(as_if, viewer);
        const SquareFlags seen = seen_by_side_to_move(as_if, own, scratch);
        if (recording_clauses() && !noted_already(NotedWork::Vision, p, nullptr, viewer)) [[unlikely]] {
            note_vision(p, viewer, as_if, own, scratch, seen);
        }
        return seen;
    });
}

SquareFlags seen_squares_of_candidate(const Position& p, Colour viewer, MoveList& scratch) {
    return with_viewer_to_move(p, viewer, [&](const Position& as_if) {
        const PieceSquares own = pieces_of(as_if, viewer);
        const SquareFlags seen = seen_by_side_to_move(as_if, own, scratch);
        if (recording_clauses()) [[unlikely]] {
            note_vision(p, viewer, as_if, own, scratch, seen);
        }
        return seen;
    });
}

}  // namespace detail

std::set<Square> vision(const Position& p, Colour viewer) {
    std::vector<Move> room;
    detail::MoveList scratch(room);
    return detail::seen_squares(p, viewer, scratch).to_set();
}

SquareFlags vision_flags(const Position& p, Colour viewer,
                         std::vector<Move>& scratch) {
    detail::MoveList moves(scratch);
    return detail::seen_squares(p, viewer, moves);
}

}  // namespace oracle
