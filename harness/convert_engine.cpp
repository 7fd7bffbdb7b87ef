#include "harness/convert_engine.hpp"

#include "engine/bitboard.hpp"

namespace harness {

char colour_letter(fog::Colour c) { return c == fog::White ? 'w' : 'b'; }

NeutralPosition to_neutral(const fog::Position& p) {
    NeutralPosition n;
    n.board = fog::piece_letters(p);
    n.side = colour_letter(p.side);
    if (p.castling & fog::WhiteKingSide) n.castling += 'K';
    if (p.castling & fog::WhiteQueenSide) n.castling += 'Q';
    if (p.castling & fog::BlackKingSide) n.castling += 'k';
    if (p.castling & fog::BlackQueenSide) n.castling += 'q';
    n.en_passant = p.ep == fog::kNoSquare ? -1 : int(p.ep);
    n.halfmove = p.halfmove;
    n.fullmove = int(p.fullmove);
    return n;
}

SquareSet to_neutral_squares(fog::Bitboard b) {
    return SquareSet::from_mask(b);
}

NeutralObservation to_neutral(const fog::Observation& o) {
    NeutralObservation n;
    n.seen = to_neutral_squares(o.seen);
    for (int s : n.seen) {
        const fog::PieceType t = o.type_on(fog::Square(s));
        n.contents[s] = t == fog::NoPieceType ? '.' : fog::piece_letter(o.colour_on(fog::Square(s)), t);
    }
    n.own_piece_captured = o.own_piece_captured == fog::kNoSquare ? -1 : int(o.own_piece_captured);
    n.outcome = std::string(fog::end_name(o.outcome.end));
    n.winner = o.outcome.end == fog::GameEnd::KingCaptured ? colour_letter(o.outcome.winner) : '-';
    return n;
}

MoveCode to_neutral(fog::Move m) {
    return move_code(m.from(), m.to(), m.is_promotion() ? fog::piece_letter(fog::Black, m.promotion()) : 0);
}

StateDigest digest_of(const fog::Position& p) {
    DigestBuilder d;
    for (const fog::Bitboard b : p.by_colour) d.add(b);
    for (const fog::Bitboard b : p.by_type) d.add(b);
    d.add(std::uint64_t(p.side), 1).add(p.castling, 1).add(std::uint64_t(p.ep), 1).add(std::uint64_t(p.double_push), 1);
    return d.add(p.halfmove, 2).add(p.fullmove, 4).digest();
}

StateDigest digest_of(const fog::PositionKey& key) {
    DigestBuilder d;
    for (const std::uint64_t word : key.words) d.add(word);
    return d.digest();
}

}  // namespace harness
