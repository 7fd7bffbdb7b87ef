#include "engine/key.hpp"

#include "engine/fen.hpp"
#include "engine/gather_bits.hpp"

namespace fog {
namespace {

// Piece code = type + 1 (1..6), spread over three bit planes.
struct Planes {
    Bitboard bit0, bit1, bit2;
};
inline Planes code_planes(const Position& p) {
    const Bitboard* t = p.by_type;
    return {t[Pawn] | t[Bishop] | t[Queen], t[Knight] | t[Bishop] | t[King], t[Rook] | t[Queen] | t[King]};
}

// Field layout of the last word.
constexpr int kSideShift = 0, kCastlingShift = 1, kEpShift = 8, kHalfmoveShift = 16;

}  // namespace

PositionKey position_key(const Position& p) {
    const Bitboard occ = p.occupied();
    const Planes planes = code_planes(p);
    PositionKey k;
    k.words[0] = occ;
    k.words[1] = gather_bits(p.by_colour[White], occ) | (gather_bits(planes.bit0, occ) << 32);
    k.words[2] = gather_bits(planes.bit1, occ) | (gather_bits(planes.bit2, occ) << 32);
    // The en passant square is p.ep, the canonical spelling by definition
    // (storing the `legal` spelling instead is the incident this project
    // exists to catch: mutants/seed_legal_key.patch).
    k.words[3] = (std::uint64_t(p.side) << kSideShift) | (std::uint64_t(p.castling) << kCastlingShift) |
                 (std::uint64_t(p.ep) << kEpShift) | (std::uint64_t(p.halfmove) << kHalfmoveShift);
    return k;
}

Position position_from_key(const PositionKey& key, std::uint32_t fullmove) {
    Position p;
    const Bitboard occ = key.words[0];
    const Bitboard white = scatter_bits(key.words[1] & 0xFFFFFFFFu, occ);
    const Bitboard b0 = scatter_bits(key.words[1] >> 32, occ);
    const Bitboard b1 = scatter_bits(key.words[2] & 0xFFFFFFFFu, occ);
    const Bitboard b2 = scatter_bits(key.words[2] >> 32, occ);
    p.by_colour[White] = white;
    p.by_colour[Black] = occ & ~white;
    p.by_type[Pawn] = b0 & ~b1 & ~b2;
    p.by_type[Knight] = ~b0 & b1 & ~b2;
    p.by_type[Bishop] = b0 & b1 & ~b2;
    p.by_type[Rook] = ~b0 & ~b1 & b2;
    p.by_type[Queen] = b0 & ~b1 & b2;
    p.by_type[King] = ~b0 & b1 & b2;
    const std::uint64_t meta = key.words[3];
    p.side = Colour((meta >> kSideShift) & 1);
    p.castling = std::uint8_t((meta >> kCastlingShift) & 15);
    p.ep = Square((meta >> kEpShift) & 0xFF);
    p.double_push = p.ep;
    p.halfmove = std::uint16_t(meta >> kHalfmoveShift);
    p.fullmove = fullmove;
    return p;
}

std::string belief_fen(const Position& p) { return write_fen(p, EpSpelling::Xfen); }

}  // namespace fog
