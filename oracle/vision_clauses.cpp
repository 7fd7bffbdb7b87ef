// Which clauses of fow-rules §3 (and docs/rules.md, "Game end and
// observation") decided a vision (oracle/clauses.hpp). Runs only while a
// ClauseRecording is alive.
//
// Most vision clauses say that one piece sees, or does not see, a square.
// Such a clause decides the vision only where nothing else of the viewer
// sees that square, so each square first gets the number of the viewer's
// things that see it (its own piece, each piece moving there, an en
// passant victim).
#include <array>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "oracle/detail.hpp"

namespace oracle::detail {

namespace {

class SightCount {
public:
    // (Always inlined: asked for every move of every candidate board.)
    [[gnu::always_inline]] int at(Square s) const { return count_[square_index(s)]; }
    [[gnu::always_inline]] void add(Square s) { ++count_[square_index(s)]; }

private:
    // A square is seen by at most 16 pieces, one en passant victim and
    // itself, so a byte holds its count.
    std::array<std::uint8_t, 64> count_{};
};

SightCount count_sights(const Position& as_if, const PieceSquares& own, std::span<const Move> moves) {
    SightCount sights;
    for (int i = 0; i < own.size(); ++i) {
        sights.add(own[i]);
    }
    for (const Move& m : moves) {
        // One sight per piece and square: the four promotions are one, and
        // castling adds nothing (fow-rules §3).
        if ((m.promotion != 0 && m.promotion != 'q') || is_castling(as_if, m)) {
            continue;
        }
        sights.add(m.to);
        if (const std::optional<Square> victim = en_passant_victim(as_if, m)) {
            sights.add(*victim);
        }
    }
    return sights;
}

// Which kinds of piece can still note a clause below, asked once per
// vision. (The en passant clauses only where as_if has an en passant
// square: a belief update's candidates rarely have one, and a game rarely
// notes them.)
struct SoleSightsWanted {
    bool pawn = false;
    bool knight = false;
    bool slider = false;
    bool king = false;

    bool any() const { return pawn || knight || slider || king; }
    bool of(char piece_kind) const {
        switch (piece_kind) {
            case 'P': return pawn;
            case 'N': return knight;
            case 'K': return king;
            default: return slider;
        }
    }
};

SoleSightsWanted sole_sights_wanted(const Position& as_if) {
    SoleSightsWanted wanted;
    wanted.pawn = any_still_wanted({Clause::VisionDoublePushSquare, Clause::VisionPawnDiagonalEnemy}) ||
                  (as_if.en_passant.has_value() &&
                   any_still_wanted({Clause::VisionEnPassantVictim, Clause::VisionEnPassantLanding}));
    wanted.knight = still_wanted(Clause::VisionKnight);
    wanted.slider = still_wanted(Clause::VisionSliderSeesBlocker);
    wanted.king = still_wanted(Clause::VisionKingAttackedSquare);
    return wanted;
}

// Clauses about a square that a move of the viewer alone sees.
void note_sole_sights(const Position& as_if, Colour viewer, std::span<const Move> moves, const SightCount& sights,
                      const SoleSightsWanted& wanted) {
    for (const Move& m : moves) {
        const char piece = kind(as_if.at(m.from));
        if (!wanted.of(piece)) {
            continue;
        }
        const bool alone = sights.at(m.to) == 1;
        // (Looked at only where a clause asks: most moves are not alone.)
        const auto onto_enemy = [&] { return belongs_to(as_if.at(m.to), opponent(viewer)); };
        if (piece == 'P') {
            const std::optional<Square> victim = en_passant_victim(as_if, m);
            if (victim.has_value() && sights.at(*victim) == 1) {
                note(Clause::VisionEnPassantVictim);
            }
            if (!alone) {
                continue;
            }
            if (victim.has_value()) {
                note(Clause::VisionEnPassantLanding);
            } else if (std::abs(m.to.rank - m.from.rank) == 2) {
                note(Clause::VisionDoublePushSquare);
            } else if (onto_enemy()) {
                note(Clause::VisionPawnDiagonalEnemy);
            }
        } else if (alone && piece == 'N') {
            note(Clause::VisionKnight);
        } else if (alone && (piece == 'B' || piece == 'R' || piece == 'Q') && onto_enemy()) {
            note(Clause::VisionSliderSeesBlocker);
        } else if (alone && piece == 'K' && !is_castling(as_if, m) &&
                   still_wanted(Clause::VisionKingAttackedSquare) &&
                   king_attacked_standard(apply_move(as_if, m), viewer)) {
            note(Clause::VisionKingAttackedSquare);
        }
    }
}

// Which tests of note_pawn_blind_spots below can still note a clause,
// asked once per vision. (3.vision.blocked-pawn.double is reached in few
// games, so the walk over the pawns runs for nearly every candidate's
// vision; the other tests need not.)
struct BlindSpotsWanted {
    bool blocked = false;
    bool blocked_double = false;
    bool diagonals = false;

    bool any() const { return blocked || blocked_double || diagonals; }
};

BlindSpotsWanted blind_spots_wanted(const Position& p, Colour viewer) {
    BlindSpotsWanted wanted;
    wanted.blocked = still_wanted(Clause::VisionBlockedPawn);
    wanted.blocked_double = still_wanted(Clause::VisionBlockedPawnDouble);
    // (The other side's en passant square only where p has one and the
    // viewer is not to move.)
    wanted.diagonals = still_wanted(Clause::VisionPawnDiagonalEmpty) ||
                       (p.en_passant.has_value() && p.side_to_move != viewer &&
                        still_wanted(Clause::VisionEnPassantSideNotToMove));
    return wanted;
}

// Clauses about a square a pawn of the viewer does not see, and nothing
// else of the viewer sees either.
void note_pawn_blind_spots(const Position& p, Colour viewer, const Position& as_if, const PieceSquares& own,
                           const SightCount& sights, const BlindSpotsWanted& wanted) {
    const Colour enemy = opponent(viewer);
    for_each_pawn_with_push_square(as_if, viewer, own, [&](Square from, Square one) {
        if (wanted.blocked && belongs_to(as_if.at(one), enemy) && sights.at(one) == 0) {
            note(Clause::VisionBlockedPawn);
        }
        if (wanted.blocked_double && from.rank == pawn_start_rank(viewer) && as_if.at(one) == kEmpty) {
            const Square two{one.file, one.rank + forward(viewer)};
            if (belongs_to(as_if.at(two), enemy) && sights.at(two) == 0) {
                note(Clause::VisionBlockedPawnDouble);
            }
        }
        if (!wanted.diagonals) {
            return;
        }
        for (const int side_step : {-1, 1}) {
            const Square diagonal{one.file + side_step, one.rank};
            if (!on_board(diagonal.file, diagonal.rank) || sights.at(diagonal) != 0 || as_if.at(diagonal) != kEmpty) {
                continue;
            }
            // Unseen and empty: a pawn that saw its attacked squares would
            // see it; fow-rules §3: the side not to move has no en passant
            // square to see it by.
            note(diagonal == p.en_passant && p.side_to_move != viewer ? Clause::VisionEnPassantSideNotToMove
                                                                      : Clause::VisionPawnDiagonalEmpty);
        }
    });
}

// "up to and including the first occupied square": the square beyond it,
// where nothing else of the viewer looks.
void note_stopped_rays(const Position& as_if, const PieceSquares& own, const SightCount& sights) {
    static constexpr int kRays[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    for (int i = 0; i < own.size(); ++i) {
        const Square from = own[i];
        const char k = kind(as_if.at(from));
        const int first = k == 'B' ? 4 : 0;
        const int last = k == 'R' ? 4 : 8;
        if (k != 'B' && k != 'R' && k != 'Q') {
            continue;
        }
        for (int ray = first; ray < last; ++ray) {
            Square s{from.file + kRays[ray][0], from.rank + kRays[ray][1]};
            while (on_board(s.file, s.rank) && as_if.at(s) == kEmpty) {
                s = Square{s.file + kRays[ray][0], s.rank + kRays[ray][1]};
            }
            const Square beyond{s.file + kRays[ray][0], s.rank + kRays[ray][1]};
            if (on_board(s.file, s.rank) && on_board(beyond.file, beyond.rank) && sights.at(beyond) == 0) {
                note(Clause::VisionSliderStops);
            }
        }
    }
}

void note_who_sees(const Position& p, Colour viewer, const PieceSquares& own, SquareFlags seen) {
    const bool has_piece = !own.empty();
    // The viewer sees every square of its own pieces, so it sees beyond
    // them exactly when its vision is more than those squares.
    SquareFlags own_squares;
    for (int i = 0; i < own.size(); ++i) {
        own_squares.insert(own[i]);
    }
    const bool beyond_own_pieces = !(seen == own_squares);
    // No move lands on a piece of its own side, so only this clause sees
    // the viewer's own squares.
    if (has_piece) {
        note(Clause::VisionOwnPieces);
    }
    // (The look for a king and for the end of the game only where its
    // clause is still wanted: a belief update asks this of every
    // candidate board.)
    // Both looks read the kings of one look at the board (kings_on), taken
    // only if one of them is wanted.
    const bool kingless_wanted = has_piece && still_wanted(Clause::VisionKingless);
    const bool after_end_wanted = beyond_own_pieces && still_wanted(Clause::BoardRulesAfterEnd);
    const Kings kings = kingless_wanted || after_end_wanted ? kings_on(p) : Kings{};
    if (kingless_wanted && !kings.of(viewer)) {
        note(Clause::VisionKingless);
    }
    if (beyond_own_pieces && p.side_to_move != viewer) {
        note(Clause::VisionAsIfToMove);
    }
    // docs/rules.md: the ending stops play, the final board keeps what its
    // players see beyond their own pieces.
    if (after_end_wanted && game_over_on_board(p, kings)) {
        note(Clause::BoardRulesAfterEnd);
    }
}

}  // namespace

// Each part below is skipped when the recording already holds every clause
// it can note: it would add nothing. A belief update notes the vision of
// every candidate board, and after the first few candidates most of these
// clauses are held.
void note_vision(const Position& p, Colour viewer, const Position& as_if, const PieceSquares& own,
                 std::span<const Move> moves, SquareFlags seen) {
    note_move_list(as_if, moves, MoveListUse::Vision);
    // (The en passant clauses only where they can be noted at all: the
    // viewer's own en passant captures need the square on as_if, the other
    // side's square needs the viewer not to move on p.)
    const SoleSightsWanted sole_sights = sole_sights_wanted(as_if);
    const BlindSpotsWanted blind_spots = blind_spots_wanted(p, viewer);
    const bool stopped_rays = still_wanted(Clause::VisionSliderStops);
    if (sole_sights.any() || blind_spots.any() || stopped_rays) {
        const SightCount sights = count_sights(as_if, own, moves);
        if (sole_sights.any()) {
            note_sole_sights(as_if, viewer, moves, sights, sole_sights);
        }
        if (blind_spots.any()) {
            note_pawn_blind_spots(p, viewer, as_if, own, sights, blind_spots);
        }
        if (stopped_rays) {
            note_stopped_rays(as_if, own, sights);
        }
    }
    if (any_still_wanted({Clause::VisionOwnPieces, Clause::VisionKingless, Clause::BoardRulesAfterEnd}) ||
        (p.side_to_move != viewer && still_wanted(Clause::VisionAsIfToMove))) {
        note_who_sees(p, viewer, own, seen);
    }
}

}  // namespace oracle::detail
