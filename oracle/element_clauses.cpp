// One element of an answer, attributed to the clause that decides it
// (oracle/element_clauses.hpp). Written from fow-rules §1, §3 and §4 and
// docs/rules.md, like the rest of the oracle; each test below names the
// sentence it reads.
#include "oracle/element_clauses.hpp"

#include <algorithm>
#include <cstdlib>
#include <optional>

#include "oracle/detail.hpp"

namespace oracle {

namespace {

using detail::belongs_to;
using detail::kind;
using detail::on_board;

class Deciding {
public:
    void add(Clause c) {
        if (std::find(clauses_.begin(), clauses_.end(), c) == clauses_.end()) clauses_.push_back(c);
    }
    bool empty() const { return clauses_.empty(); }
    std::vector<Clause> take() { return std::move(clauses_); }

private:
    std::vector<Clause> clauses_;
};

std::vector<Move> moves_of(const Position& p) {
    std::vector<Move> moves;
    detail::MoveList list(moves);
    detail::legal_moves_of(p, list);
    moves.resize(list.size());
    return moves;
}

// What sees `square`, one clause per kind of sight.
void sights_of(const Position& as_if, Colour viewer, Square square, Deciding& out) {
    if (belongs_to(as_if.at(square), viewer)) out.add(Clause::VisionOwnPieces);
    for (const Move& m : moves_of(as_if)) {
        if (detail::is_castling(as_if, m)) continue;  // "castling adds nothing new"
        const std::optional<Square> victim = detail::en_passant_victim(as_if, m);
        if (victim == square) out.add(Clause::VisionEnPassantVictim);
        if (m.to != square) continue;
        switch (kind(as_if.at(m.from))) {
            case 'P':
                if (victim.has_value())
                    out.add(Clause::VisionEnPassantLanding);
                else if (std::abs(m.to.rank - m.from.rank) == 2)
                    out.add(Clause::VisionDoublePushSquare);
                else if (m.from.file != m.to.file)
                    out.add(Clause::VisionPawnDiagonalEnemy);
                else
                    out.add(Clause::PawnPush);
                break;
            case 'N':
                out.add(Clause::VisionKnight);
                break;
            case 'K':
                out.add(Clause::VisionKingAttackedSquare);
                break;
            default:
                out.add(Clause::VisionSliderSeesBlocker);
        }
    }
}

// What would see `square` under a wrong reading of a pawn's sight.
void pawn_blind_spots(const Position& p, const Position& as_if, Colour viewer, Square square, Deciding& out) {
    const Colour enemy = opponent(viewer);
    // The other side's square, canonical or only remembered (the `full`
    // spelling's): either way not this side's to see by.
    const std::optional<Square> their_square = p.en_passant.has_value() ? p.en_passant : p.double_push;
    const bool en_passant_of_other_side = their_square.has_value() && p.side_to_move != viewer;
    detail::for_each_pawn_with_push_square(as_if, viewer, [&](Square from, Square one) {
        if (one == square && belongs_to(as_if.at(one), enemy)) out.add(Clause::VisionBlockedPawn);
        if (from.rank == detail::pawn_start_rank(viewer) && as_if.at(one) == '.') {
            const Square two{one.file, one.rank + detail::forward(viewer)};
            if (two == square && belongs_to(as_if.at(two), enemy)) out.add(Clause::VisionBlockedPawnDouble);
        }
        for (const int side_step : {-1, 1}) {
            const Square diagonal{one.file + side_step, one.rank};
            if (!on_board(diagonal.file, diagonal.rank) || as_if.at(diagonal) != '.') continue;
            const bool theirs = en_passant_of_other_side && diagonal == *their_square;
            if (diagonal == square)
                out.add(theirs ? Clause::VisionEnPassantSideNotToMove : Clause::VisionPawnDiagonalEmpty);
            // A reading that gave this pawn the other side's en passant
            // right would also see "the pawn that would be captured" just
            // behind the square, from this pawn's side.
            const Square behind{diagonal.file, diagonal.rank - detail::forward(viewer)};
            if (theirs && behind == square) out.add(Clause::VisionEnPassantSideNotToMove);
        }
    });
}

// "up to and including the first occupied square": squares beyond it.
void beyond_stopped_rays(const Position& as_if, Colour viewer, Square square, Deciding& out) {
    static constexpr int kRays[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    for (int rank = 0; rank < 8; ++rank)
        for (int file = 0; file < 8; ++file) {
            const char k = kind(as_if.board[rank][file]);
            if (!belongs_to(as_if.board[rank][file], viewer) || (k != 'B' && k != 'R' && k != 'Q')) continue;
            for (int ray = k == 'B' ? 4 : 0; ray < (k == 'R' ? 4 : 8); ++ray) {
                bool blocked = false;
                for (Square s{file + kRays[ray][0], rank + kRays[ray][1]}; on_board(s.file, s.rank);
                     s = Square{s.file + kRays[ray][0], s.rank + kRays[ray][1]}) {
                    if (blocked && s == square) out.add(Clause::VisionSliderStops);
                    blocked = blocked || as_if.at(s) != '.';
                }
            }
        }
}

bool standard_chess_drops(const Position& p, const Move& m) {
    return detail::king_attacked_standard(detail::apply_move(p, m), p.side_to_move);
}

void why_legal(const Position& p, const Move& m, Deciding& out) {
    const char piece = kind(p.at(m.from));
    const Colour enemy = opponent(p.side_to_move);
    if (detail::is_castling(p, m)) {
        const bool king_side = m.to.file == 6;
        if (detail::is_attacked_standard(p, m.from, enemy)) out.add(Clause::CastleOutOfAttack);
        if (detail::is_attacked_standard(p, Square{king_side ? 5 : 3, m.from.rank}, enemy))
            out.add(Clause::CastleThroughAttack);
        if (detail::is_attacked_standard(p, m.to, enemy)) out.add(Clause::CastleIntoAttack);
        out.add(king_side ? Clause::CastleKingSide : Clause::CastleQueenSide);
        return;
    }
    if (kind(p.at(m.to)) == 'K') out.add(Clause::KingCapture);
    const bool en_passant = detail::en_passant_victim(p, m).has_value();
    if (standard_chess_drops(p, m))
        out.add(en_passant ? Clause::EnPassantCapturerKingAttacked : Clause::OwnKingAttacked);
    if (piece != 'P') return;
    if (en_passant) {
        out.add(Clause::EnPassantAvailable);
    } else if (m.promotion != 0) {
        out.add(Clause::PromotionChoices);
        if (m.from.file != m.to.file) out.add(Clause::PromotionCapture);
    } else if (std::abs(m.to.rank - m.from.rank) == 2) {
        out.add(Clause::PawnDoublePush);
    } else if (m.from.file == m.to.file) {
        out.add(Clause::PawnPush);
    } else {
        out.add(Clause::PawnCapture);
    }
}

bool holds_right(const Position& p, Colour side, bool king_side) {
    if (side == Colour::White) return king_side ? p.white_king_side : p.white_queen_side;
    return king_side ? p.black_king_side : p.black_queen_side;
}

void why_not_legal(const Position& p, const Move& m, Deciding& out) {
    const char piece = p.at(m.from);
    if (belongs_to(piece, opponent(p.side_to_move))) {
        out.add(Clause::MoveSideToMove);
        return;
    }
    if (!belongs_to(piece, p.side_to_move)) return;  // no piece: no clause
    const Colour us = p.side_to_move;
    const int home = us == Colour::White ? 0 : 7;
    if (kind(piece) == 'K' && m.from == Square{4, home} && m.to.rank == home &&
        (m.to.file == 6 || m.to.file == 2)) {
        const bool king_side = m.to.file == 6;
        if (!holds_right(p, us, king_side)) {
            out.add(Clause::CastleNoRight);
            return;
        }
        if (!king_side && p.at(Square{1, home}) != '.' && p.at(Square{2, home}) == '.' && p.at(Square{3, home}) == '.')
            out.add(Clause::CastleBlockedBFile);
        out.add(Clause::CastleBlocked);
        return;
    }
    if (kind(piece) != 'P') return;
    const bool last_rank = m.to.rank == detail::promotion_rank(us);
    if (m.promotion != 0 && !last_rank) {
        out.add(Clause::PromotionOnlyLastRank);
        return;
    }
    if (m.promotion == 0 && last_rank) {
        out.add(Clause::PromotionPieceRequired);
        return;
    }
    const int step = detail::forward(us);
    if (m.from.file == m.to.file) {
        if (m.to.rank == m.from.rank + step) out.add(Clause::PawnPushBlockedByEnemy);
        if (m.to.rank == m.from.rank + 2 * step && m.from.rank == detail::pawn_start_rank(us)) {
            const bool middle = p.at(Square{m.from.file, m.from.rank + step}) != '.';
            out.add(middle ? Clause::PawnDoublePushBlockedMiddle : Clause::PawnDoublePushBlockedFar);
        }
        return;
    }
    if (std::abs(m.to.file - m.from.file) == 1 && m.to.rank == m.from.rank + step && p.at(m.to) == '.') {
        // "Diagonal step only onto an enemy piece, or en passant": a square
        // left by a double push earlier than the last move has expired.
        out.add(Clause::PawnCapture);
        out.add(Clause::EnPassantExpires);
    }
}

bool moves_from_or_to(const Move& m, Square s) { return m.from == s || m.to == s; }

void castling_rights_after(const Position& before, const Move& m, Deciding& out) {
    const bool any_white = before.white_king_side || before.white_queen_side;
    const bool any_black = before.black_king_side || before.black_queen_side;
    for (const Colour side : {Colour::White, Colour::Black}) {
        const int home = side == Colour::White ? 0 : 7;
        const bool holds = side == Colour::White ? any_white : any_black;
        if (!holds) continue;
        if (m.from == Square{4, home} && belongs_to(before.at(m.from), side)) out.add(Clause::RightLostKingMove);
        if (m.to == Square{4, home} && kind(before.at(m.to)) == 'K' && belongs_to(before.at(m.to), side))
            out.add(Clause::RightLostKingCaptured);
        for (const int corner : {0, 7}) {
            const Square rook{corner, home};
            if (!holds_right(before, side, corner == 7) || !moves_from_or_to(m, rook)) continue;
            out.add(m.from == rook ? Clause::RightLostRookMove : Clause::RightLostRookCaptured);
        }
    }
}

}  // namespace

std::vector<Clause> clauses_deciding_vision_square(const Position& p, Colour viewer, Square square) {
    Deciding out;
    const Position as_if = detail::as_if_to_move(p, viewer);
    sights_of(as_if, viewer, square, out);
    if (!out.empty()) {
        if (p.side_to_move != viewer && !belongs_to(p.at(square), viewer)) out.add(Clause::VisionAsIfToMove);
        if (!detail::find_king(p, viewer).has_value()) out.add(Clause::VisionKingless);
        return out.take();
    }
    pawn_blind_spots(p, as_if, viewer, square, out);
    beyond_stopped_rays(as_if, viewer, square, out);
    return out.take();
}

std::vector<Clause> clauses_deciding_move(const Position& p, const Move& move) {
    Deciding out;
    const std::vector<Move> legal = moves_of(p);
    if (std::find(legal.begin(), legal.end(), move) != legal.end())
        why_legal(p, move, out);
    else
        why_not_legal(p, move, out);
    return out.take();
}

std::vector<Clause> clauses_deciding_field(const Position& before, const Move& move, PositionField field) {
    Deciding out;
    const Position after = detail::apply_move(before, move);
    const bool pawn = kind(before.at(move.from)) == 'P';
    const bool en_passant = detail::en_passant_victim(before, move).has_value();
    const bool capture = before.at(move.to) != '.' || en_passant;
    switch (field) {
        case PositionField::Placement:
            // Only the en passant capturer removes the pawn beside the square
            // passed over (1.ep.capture); any other piece landing there
            // removes only what stands on it, and the pushed pawn stays.
            // That it stays is this clause's to decide too.
            if (en_passant || (!pawn && before.en_passant == move.to)) out.add(Clause::EnPassantCapture);
            if (move.promotion == 'n') out.add(Clause::PromotionKnight);
            if (move.promotion == 'b') out.add(Clause::PromotionBishop);
            if (move.promotion == 'r') out.add(Clause::PromotionRook);
            if (move.promotion == 'q') out.add(Clause::PromotionQueen);
            if (detail::is_castling(before, move))
                out.add(move.to.file == 6 ? Clause::CastleKingSide : Clause::CastleQueenSide);
            break;
        case PositionField::Side:
            break;
        case PositionField::Castling:
            castling_rights_after(before, move, out);
            break;
        case PositionField::EnPassant:
            if (after.en_passant.has_value()) {
                out.add(Clause::EnPassantCanonicalKept);
                if (!detail::some_en_passant_capture_is_standard_legal(after)) out.add(Clause::EnPassantLegalWouldDrop);
            } else if (after.double_push.has_value()) {
                out.add(Clause::EnPassantNoCapturer);
            } else if (before.en_passant.has_value()) {
                out.add(Clause::EnPassantExpires);
            }
            break;
        case PositionField::Halfmove:
            out.add(pawn       ? Clause::HalfmoveResetPawn
                    : capture  ? Clause::HalfmoveResetCapture
                               : Clause::HalfmoveIncrement);
            break;
        case PositionField::Fullmove:
            out.add(Clause::FullmoveIncrement);
            break;
    }
    return out.take();
}

std::vector<Clause> clauses_deciding_castling_right(const Position& before, const Move& move, char right) {
    Deciding out;
    const Colour side = (right == 'K' || right == 'Q') ? Colour::White : Colour::Black;
    const bool king_side = right == 'K' || right == 'k';
    if (!holds_right(before, side, king_side)) return out.take();
    const int home = side == Colour::White ? 0 : 7;
    const Square king{4, home}, rook{king_side ? 7 : 0, home};
    if (move.from == king && belongs_to(before.at(king), side)) out.add(Clause::RightLostKingMove);
    if (move.to == king && kind(before.at(king)) == 'K') out.add(Clause::RightLostKingCaptured);
    if (move.from == rook) out.add(Clause::RightLostRookMove);
    if (move.to == rook) out.add(Clause::RightLostRookCaptured);
    return out.take();
}

std::vector<Clause> clauses_reading_fen(const std::string& fen, bool allow_missing_kings) {
    ClauseRecording recording;
    (void)parse_fen(fen, allow_missing_kings);
    std::vector<Clause> out;
    for (const Clause c : recording.take()) out.push_back(c);
    return out;
}

}  // namespace oracle
