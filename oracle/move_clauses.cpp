// Which clauses of fow-rules §1 (and docs/rules.md, "Castling rights" and
// "Game end and observation") decided a move list or a made move
// (oracle/clauses.hpp). Runs only while a ClauseRecording is alive; costly
// look-ahead runs only for a clause the recording still lacks.
#include <array>
#include <cstdlib>
#include <optional>
#include <vector>

#include "oracle/detail.hpp"

namespace oracle::detail {

namespace {

// fow-rules §1 gives no rule about king safety; standard chess would drop
// a move after which the mover's king is attacked.
bool standard_chess_drops(const Position& p, const Move& m) {
    return king_attacked_standard(apply_move(p, m), p.side_to_move);
}

// Asked of every move of every list while a ply lacks 5.own-king-attacked,
// standard_chess_drops costs a board copy and an attack test per move.
// Most moves cannot answer yes: when the mover's king is not attacked
// now, a move of another piece can only expose it by opening a line
// through a square it empties: its own (en passant also empties the
// victim's). Every other enemy attack on the king stays as it was or is
// blocked or captured, and the moved piece is the mover's own. A line
// opens through the square a piece leaves only when that piece is the
// first one seen from the king along a rank, file or diagonal and the
// next piece beyond it is an enemy that moves along that line (a queen,
// or a rook on a rank or file, a bishop on a diagonal). So may_expose is
// false only where standard_chess_drops is false too.
class KingExposure {
public:
    explicit KingExposure(const Position& p) : p_(p) {}

    bool may_expose(const Move& m) {
        if (!looked_) {
            look();
        }
        if (!king_.has_value() || attacked_now_ || kind(p_.at(m.from)) == 'K' ||
            en_passant_victim(p_, m).has_value()) {
            return true;  // no shortcut: the full test decides
        }
        return opens_a_line_[square_index(m.from)];
    }

private:
    // Looks for the king, whether it is attacked, and the squares whose
    // piece stands between it and an enemy that would attack it along
    // the line; on first use.
    void look() {
        looked_ = true;
        const Colour side = p_.side_to_move;
        king_ = find_king(p_, side);
        attacked_now_ = king_.has_value() && is_attacked_standard(p_, *king_, opponent(side));
        if (!king_.has_value() || attacked_now_) {
            return;
        }
        static constexpr int kLines[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
        for (const auto& line : kLines) {
            const std::optional<Square> own = first_piece(*king_, line[0], line[1]);
            if (!own.has_value() || !belongs_to(p_.at(*own), side)) {
                continue;
            }
            const std::optional<Square> beyond = first_piece(*own, line[0], line[1]);
            if (!beyond.has_value() || !belongs_to(p_.at(*beyond), opponent(side))) {
                continue;
            }
            const char k = kind(p_.at(*beyond));
            const bool diagonal = line[0] != 0 && line[1] != 0;
            if (k == 'Q' || k == (diagonal ? 'B' : 'R')) {
                opens_a_line_[square_index(*own)] = true;
            }
        }
    }

    // The first occupied square from `from` (not included) in the
    // direction (df, dr), or nullopt at the edge of the board.
    std::optional<Square> first_piece(Square from, int df, int dr) const {
        Square s{from.file + df, from.rank + dr};
        while (on_board(s.file, s.rank)) {
            if (p_.at(s) != kEmpty) {
                return s;
            }
            s = Square{s.file + df, s.rank + dr};
        }
        return std::nullopt;
    }

    const Position& p_;
    bool looked_ = false;  // look() runs on first use
    std::optional<Square> king_;
    bool attacked_now_ = false;
    std::array<bool, 64> opens_a_line_{};
};

void note_pawn_move(const Position& p, const Move& m, MoveListUse use) {
    const bool straight = m.from.file == m.to.file;
    if (straight && std::abs(m.to.rank - m.from.rank) == 2) {
        note(Clause::PawnDoublePush);
    } else if (straight && m.promotion == 0) {
        note(Clause::PawnPush);
    } else if (!straight && en_passant_victim(p, m).has_value()) {
        note(Clause::EnPassantAvailable);
        if (still_wanted(Clause::EnPassantCapturerKingAttacked) && standard_chess_drops(p, m)) {
            note(Clause::EnPassantCapturerKingAttacked);
        }
    } else if (!straight && m.promotion == 0) {
        note(Clause::PawnCapture);
    }
    if (m.promotion != 0 && use == MoveListUse::Moves) {
        note(Clause::PromotionChoices);
        note(Clause::PromotionPieceRequired);
    }
    if (m.promotion == 0 && use == MoveListUse::Moves) {
        note(Clause::PromotionOnlyLastRank);
    }
}

// "Only the side to move moves": a move list read so that both sides moved
// would hold the other side's moves wherever it has a piece.
bool side_not_to_move_has_a_piece(const Position& p) {
    const Colour other = opponent(p.side_to_move);
    for (int rank = 0; rank < 8; ++rank) {
        for (int file = 0; file < 8; ++file) {
            if (belongs_to(p.board[rank][file], other)) {
                return true;
            }
        }
    }
    return false;
}

// Castling that was generated: standard chess would also ask that the king
// is not attacked on its square, on the square it passes over or on its
// destination.
void note_castling_move(const Position& p, const Move& m) {
    const bool king_side = m.to.file == 6;
    note(king_side ? Clause::CastleKingSide : Clause::CastleQueenSide);
    const Colour enemy = opponent(p.side_to_move);
    const int home = m.from.rank;
    if (still_wanted(Clause::CastleOutOfAttack) && is_attacked_standard(p, m.from, enemy)) {
        note(Clause::CastleOutOfAttack);
    }
    if (still_wanted(Clause::CastleThroughAttack) && is_attacked_standard(p, Square{king_side ? 5 : 3, home}, enemy)) {
        note(Clause::CastleThroughAttack);
    }
    if (still_wanted(Clause::CastleIntoAttack) && is_attacked_standard(p, m.to, enemy)) {
        note(Clause::CastleIntoAttack);
    }
}

// Pawn moves the rules leave out although a careless reading would make
// them: a push onto an enemy piece, a double push past or onto an occupied
// square.
void note_blocked_pawns(const Position& p) {
    const Colour side = p.side_to_move;
    for_each_pawn_with_push_square(p, side, [&p, side](Square from, Square one) {
        if (belongs_to(p.at(one), opponent(side))) {
            note(Clause::PawnPushBlockedByEnemy);
        }
        if (from.rank != pawn_start_rank(side)) {
            return;
        }
        const bool two_empty = p.at(Square{one.file, one.rank + forward(side)}) == kEmpty;
        if (p.at(one) != kEmpty && two_empty) {
            note(Clause::PawnDoublePushBlockedMiddle);
        }
        if (p.at(one) == kEmpty && !two_empty) {
            note(Clause::PawnDoublePushBlockedFar);
        }
    });
}

// Castling the rules leave out: a right held but a square between king and
// rook occupied, or everything in place but the right gone.
void note_missing_castling(const Position& p) {
    const Colour side = p.side_to_move;
    const int home = side == Colour::White ? 0 : 7;
    const char* const row = p.board[home];
    if (row[4] != piece_for(side, 'K')) {
        return;
    }
    const char rook = piece_for(side, 'R');
    const bool king_side_right = side == Colour::White ? p.white_king_side : p.black_king_side;
    const bool queen_side_right = side == Colour::White ? p.white_queen_side : p.black_queen_side;

    if (row[7] == rook) {
        const bool clear = row[5] == kEmpty && row[6] == kEmpty;
        if (king_side_right && !clear) {
            note(Clause::CastleBlocked);
        }
        if (!king_side_right && clear) {
            note(Clause::CastleNoRight);
        }
    }
    if (row[0] == rook) {
        const bool king_path_clear = row[2] == kEmpty && row[3] == kEmpty;
        const bool clear = king_path_clear && row[1] == kEmpty;
        if (queen_side_right && !clear) {
            note(Clause::CastleBlocked);
        }
        if (queen_side_right && king_path_clear && !clear) {
            note(Clause::CastleBlockedBFile);
        }
        if (!queen_side_right && clear) {
            note(Clause::CastleNoRight);
        }
    }
}

// The castling rights of fow-rules §1 (and docs/rules.md for the king's
// square), one entry per right.
struct Right {
    bool Position::*held;
    Square king;
    Square rook;
};
constexpr Right kRights[4] = {
    {&Position::white_king_side, {4, 0}, {7, 0}},
    {&Position::white_queen_side, {4, 0}, {0, 0}},
    {&Position::black_king_side, {4, 7}, {7, 7}},
    {&Position::black_queen_side, {4, 7}, {0, 7}},
};

void note_lost_rights(const Position& before, const Move& m, bool capture, const Position& after) {
    // (Most moves keep every right, or there are none left to lose.)
    if (before.white_king_side == after.white_king_side && before.white_queen_side == after.white_queen_side &&
        before.black_king_side == after.black_king_side && before.black_queen_side == after.black_queen_side) {
        return;
    }
    for (const Right& r : kRights) {
        if (!(before.*r.held) || after.*r.held) {
            continue;
        }
        if (m.from == r.king) {
            note(Clause::RightLostKingMove);
        }
        if (m.from == r.rook) {
            note(Clause::RightLostRookMove);
        }
        if (capture && m.to == r.rook) {
            note(Clause::RightLostRookCaptured);
        }
        if (capture && m.to == r.king) {
            note(Clause::RightLostKingCaptured);
        }
    }
}

Clause promotion_clause(char promotion) {
    switch (promotion) {
        case 'n':
            return Clause::PromotionKnight;
        case 'b':
            return Clause::PromotionBishop;
        case 'r':
            return Clause::PromotionRook;
        default:
            return Clause::PromotionQueen;
    }
}

}  // namespace

void note_move_list(const Position& p, std::span<const Move> moves, MoveListUse use) {
    const Colour enemy = opponent(p.side_to_move);
    KingExposure exposure(p);
    // Which kinds of move can still note a clause, asked once per list (a
    // belief update notes the moves of every candidate's vision, and most
    // of these clauses are held after its first few candidates). The en
    // passant clauses need an en passant square; the choice of promotion
    // piece and castling are clauses of a move list, not of a vision.
    const bool king_capture_wanted = still_wanted(Clause::KingCapture);
    const char enemy_king = piece_for(enemy, 'K');
    const bool castling_wanted =
        use == MoveListUse::Moves && any_still_wanted({Clause::CastleKingSide, Clause::CastleQueenSide,
                                                       Clause::CastleOutOfAttack, Clause::CastleThroughAttack,
                                                       Clause::CastleIntoAttack});
    const bool pawn_moves_wanted =
        any_still_wanted({Clause::PawnDoublePush, Clause::PawnPush, Clause::PawnCapture}) ||
        (use == MoveListUse::Moves &&
         any_still_wanted({Clause::PromotionChoices, Clause::PromotionPieceRequired, Clause::PromotionOnlyLastRank})) ||
        (p.en_passant.has_value() &&
         any_still_wanted({Clause::EnPassantAvailable, Clause::EnPassantCapturerKingAttacked}));
    // It turns false once a move notes it.
    bool own_king_attacked_wanted = still_wanted(Clause::OwnKingAttacked);
    const bool any_wanted = king_capture_wanted || castling_wanted || pawn_moves_wanted || own_king_attacked_wanted;
    if (any_wanted) {
        for (const Move& m : moves) {
            if (king_capture_wanted && p.at(m.to) == enemy_king) {
                note(Clause::KingCapture);
            }
            if (is_castling(p, m)) {
                // Castling adds nothing to a vision (fow-rules §3).
                if (castling_wanted) {
                    note_castling_move(p, m);
                }
                continue;
            }
            if (pawn_moves_wanted && kind(p.at(m.from)) == 'P') {
                note_pawn_move(p, m, use);
            }
            if (own_king_attacked_wanted && exposure.may_expose(m) && standard_chess_drops(p, m)) {
                note(Clause::OwnKingAttacked);
                own_king_attacked_wanted = false;
            }
        }
    }
    if (use == MoveListUse::Moves) {
        if (still_wanted(Clause::MoveSideToMove) && side_not_to_move_has_a_piece(p)) {
            note(Clause::MoveSideToMove);
        }
        note_blocked_pawns(p);
        note_missing_castling(p);
        // docs/rules.md: the ending stops play, not the moves of the final
        // board. (A vision notes this by what it sees: vision_clauses.cpp.)
        if (!moves.empty() && game_over_on_board(p)) {
            note(Clause::BoardRulesAfterEnd);
        }
    }
}

void note_made_move(const Position& before, const Move& m, const Position& after) {
    const bool pawn = kind(before.at(m.from)) == 'P';
    const bool en_passant = en_passant_victim(before, m).has_value();
    const bool capture = before.at(m.to) != kEmpty || en_passant;

    if (m.promotion != 0) {
        note(promotion_clause(m.promotion));
        if (capture) {
            note(Clause::PromotionCapture);
        }
    }
    if (en_passant) {
        note(Clause::EnPassantCapture);
    } else if (before.en_passant.has_value()) {
        note(Clause::EnPassantExpires);
    }
    if (is_castling(before, m)) {
        note(m.to.file == 6 ? Clause::CastleKingSide : Clause::CastleQueenSide);
    }
    note_lost_rights(before, m, capture, after);

    if (pawn && !capture) {
        note(Clause::HalfmoveResetPawn);
    } else if (capture && !pawn) {
        note(Clause::HalfmoveResetCapture);
    } else if (!pawn && !capture) {
        note(Clause::HalfmoveIncrement);
    }
    if (before.side_to_move == Colour::Black) {
        note(Clause::FullmoveIncrement);
    }

    // fow-rules §4: the square the push leaves behind.
    if (after.double_push.has_value() && !after.en_passant.has_value()) {
        note(Clause::EnPassantNoCapturer);
    }
    if (after.en_passant.has_value() && still_wanted(Clause::EnPassantLegalWouldDrop) &&
        !some_en_passant_capture_is_standard_legal(after)) {
        note(Clause::EnPassantLegalWouldDrop);
    }
}

}  // namespace oracle::detail
