#include "engine/en_passant.hpp"

#include "engine/standard.hpp"

namespace fog {

Square canonical_en_passant(const Position& p, Square pushed_pawn) {
    // Rules §4 "xfen": a pawn of the side to move beside the pushed pawn
    // (same rank, adjacent file). King safety plays no part in fog chess.
    if (!pawns_beside_pushed_pawn(pushed_pawn, p.pieces(p.side, Pawn))) return kNoSquare;
    return p.side == White ? Square(pushed_pawn + 8) : Square(pushed_pawn - 8);
}

Square en_passant_for_spelling(const Position& p, EpSpelling spelling) {
    switch (spelling) {
        case EpSpelling::Full:
            return p.double_push != kNoSquare ? p.double_push : p.ep;
        case EpSpelling::Xfen:
            return p.ep;
        case EpSpelling::Legal:
            // python-chess's default: only if some capture is legal in
            // standard chess. Wrong for fog chess; written on request only.
            for (Bitboard b = en_passant_capturers(p); b;) {
                const Move capture(pop_lsb(b), p.ep, MoveKind::EnPassant);
                if (is_legal_in_standard_chess(p, capture)) return p.ep;
            }
            return kNoSquare;
    }
    return kNoSquare;
}

}  // namespace fog
