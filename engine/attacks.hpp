// Attack sets: leaper tables and sliding attacks.
//
// Sliding attacks have two interchangeable lookups: PEXT (BMI2) and magic
// bitboards. The hot path uses PEXT when the compiler targets BMI2 and magic
// otherwise; both are always built so that tests can hold them against each
// other and against a plain ray walk.
#pragma once

#include <cstdint>

#include "engine/bitboard.hpp"

namespace fog {

struct SliderEntry {
    Bitboard mask = 0;          // relevant occupancy (no board edges)
    Bitboard magic = 0;
    const Bitboard* pext_table = nullptr;
    const Bitboard* magic_table = nullptr;
    unsigned shift = 0;         // 64 - popcount(mask)
};

struct AttackTables {
    Bitboard knight[64];
    Bitboard king[64];
    Bitboard pawn[2][64];  // squares a pawn of colour c on s attacks
    SliderEntry bishop[64];
    SliderEntry rook[64];
};

// Filled before main() (init_priority), so it is ready for any other static
// initializer as well.
extern const AttackTables& kAttacks;

inline Bitboard knight_attacks(Square s) { return kAttacks.knight[s]; }
inline Bitboard king_attacks(Square s) { return kAttacks.king[s]; }
inline Bitboard pawn_attacks(Colour c, Square s) { return kAttacks.pawn[c][s]; }

inline Bitboard magic_lookup(const SliderEntry& e, Bitboard occupied) {
    return e.magic_table[((occupied & e.mask) * e.magic) >> e.shift];
}

// PEXT lookup; defined only for BMI2 targets (see attacks.cpp for the
// runtime-dispatched version used by tests).
#if defined(__BMI2__)
}  // namespace fog
#include <immintrin.h>
namespace fog {
inline Bitboard pext_lookup(const SliderEntry& e, Bitboard occupied) {
    return e.pext_table[_pext_u64(occupied, e.mask)];
}
inline Bitboard bishop_attacks(Square s, Bitboard occupied) {
    return pext_lookup(kAttacks.bishop[s], occupied);
}
inline Bitboard rook_attacks(Square s, Bitboard occupied) {
    return pext_lookup(kAttacks.rook[s], occupied);
}
constexpr bool kSliderLookupIsPext = true;
#else
// A library built for BMI2 fills the magic tables only on demand; a file
// compiled without BMI2 that includes this header must ask for them.
bool magic_tables_ready();
void fill_magic_tables();
inline Bitboard bishop_attacks(Square s, Bitboard occupied) {
    if (!magic_tables_ready()) [[unlikely]] fill_magic_tables();
    return magic_lookup(kAttacks.bishop[s], occupied);
}
inline Bitboard rook_attacks(Square s, Bitboard occupied) {
    if (!magic_tables_ready()) [[unlikely]] fill_magic_tables();
    return magic_lookup(kAttacks.rook[s], occupied);
}
constexpr bool kSliderLookupIsPext = false;
#endif

inline Bitboard queen_attacks(Square s, Bitboard occupied) {
    return bishop_attacks(s, occupied) | rook_attacks(s, occupied);
}

// Squares a knight, bishop, rook, queen or king on s attacks (any other
// type: a king's). Inline: move generation asks it for every piece.
inline Bitboard piece_targets(PieceType t, Square s, Bitboard occupied) {
    switch (t) {
        case Knight: return knight_attacks(s);
        case Bishop: return bishop_attacks(s, occupied);
        case Rook: return rook_attacks(s, occupied);
        case Queen: return queen_attacks(s, occupied);
        default: return king_attacks(s);
    }
}

// For tests: each lookup by name, and the plain ray walk they must equal.
Bitboard bishop_attacks_magic(Square s, Bitboard occupied);
Bitboard rook_attacks_magic(Square s, Bitboard occupied);
bool cpu_has_bmi2();
Bitboard bishop_attacks_pext(Square s, Bitboard occupied);  // needs cpu_has_bmi2()
Bitboard rook_attacks_pext(Square s, Bitboard occupied);    // needs cpu_has_bmi2()
Bitboard bishop_attacks_slow(Square s, Bitboard occupied);
Bitboard rook_attacks_slow(Square s, Bitboard occupied);

// Attacks of any piece type (pawns need the colour).
Bitboard attacks_of(PieceType t, Colour c, Square s, Bitboard occupied);

}  // namespace fog
