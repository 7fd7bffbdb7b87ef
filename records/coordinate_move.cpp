#include "records/coordinate_move.hpp"

#include <fmt/format.h>

#include "engine/movegen.hpp"
#include "records/text.hpp"

namespace fog::records::detail {

Square castling_rook_square(Move castling) {
    const int rook_file = file_of(castling.to()) == 6 ? 7 : 0;
    return make_square(rook_file, rank_of(castling.from()));
}

std::string_view colour_name(Colour c) { return c == White ? "white" : "black"; }

Resolved resolve_squares(const Position& p, Square from, Square to, PieceType promotion) {
    if (!(p.by_colour[p.side] & bit(from))) {
        return {std::nullopt, fmt::format("no {} piece on {}", colour_name(p.side), square_name(from))};
    }
    MoveList moves;
    generate_moves(p, moves);
    bool promotion_needed = false;
    for (Move m : moves) {
        if (m.from() != from) continue;
        if (m.kind() == MoveKind::Castling) {
            if ((to == m.to() || to == castling_rook_square(m)) && promotion == NoPieceType) return {m, {}};
            continue;
        }
        if (m.to() != to) continue;
        if (m.is_promotion()) {
            if (promotion == NoPieceType) promotion_needed = true;
            else if (m.promotion() == promotion) return {m, {}};
        } else if (promotion == NoPieceType) {
            return {m, {}};
        }
    }
    if (promotion_needed) return {std::nullopt, "a pawn reaching the last rank must name its promotion piece"};
    if (promotion != NoPieceType) {
        for (Move m : moves)
            if (m.from() == from && m.to() == to) return {std::nullopt, "this move is not a promotion"};
    }
    return {std::nullopt, "not a legal fog move"};
}

Resolved resolve_uci(const Position& p, std::string_view text) {
    const auto from = parse_square(text.substr(0, 2));
    const auto to = text.size() >= 4 ? parse_square(text.substr(2, 2)) : std::nullopt;
    if (!from || !to || text.size() > 5) {
        return {std::nullopt, "not a UCI move (expected squares and an optional promotion letter, e.g. e2e4 or e7e8q)"};
    }
    PieceType promotion = NoPieceType;
    if (text.size() == 5) {
        const auto piece = promotion_from_name(text.substr(4, 1));
        if (!piece) return {std::nullopt, "bad promotion letter (expected q, r, b or n)"};
        promotion = *piece;
    }
    return resolve_squares(p, *from, *to, promotion);
}

std::optional<PieceType> promotion_from_name(std::string_view name) {
    const std::string n = lower(name);
    if (n == "queen" || n == "q") return Queen;
    if (n == "rook" || n == "r") return Rook;
    if (n == "bishop" || n == "b") return Bishop;
    if (n == "knight" || n == "n") return Knight;
    return std::nullopt;
}

std::string_view promotion_name(PieceType t) {
    switch (t) {
        case Queen: return "queen";
        case Rook: return "rook";
        case Bishop: return "bishop";
        case Knight: return "knight";
        default: return "?";
    }
}

}  // namespace fog::records::detail
