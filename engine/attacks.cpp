#include "engine/attacks.hpp"

#include "engine/magic_numbers.hpp"

#include <immintrin.h>

#include <array>
#include <atomic>
#include <mutex>
#include <vector>

namespace fog {
namespace {

constexpr int kBishopDirs[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
constexpr int kRookDirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};

Bitboard ray_walk(Square s, Bitboard occupied, const int (&dirs)[4][2]) {
    Bitboard result = 0;
    for (const auto& d : dirs) {
        int f = file_of(s) + d[0], r = rank_of(s) + d[1];
        while (f >= 0 && f < 8 && r >= 0 && r < 8) {
            Square t = make_square(f, r);
            result |= bit(t);
            if (occupied & bit(t)) break;
            f += d[0];
            r += d[1];
        }
    }
    return result;
}

Bitboard leaper(Square s, std::initializer_list<std::array<int, 2>> steps) {
    Bitboard result = 0;
    for (auto [df, dr] : steps) {
        int f = file_of(s) + df, r = rank_of(s) + dr;
        if (f >= 0 && f < 8 && r >= 0 && r < 8) result |= bit(make_square(f, r));
    }
    return result;
}

// The relevant occupancy: the ray squares whose contents can change the
// attack set, i.e. all but the last square of each ray.
Bitboard relevant_mask(Square s, const int (&dirs)[4][2]) {
    Bitboard result = 0;
    for (const auto& d : dirs) {
        int f = file_of(s) + d[0], r = rank_of(s) + d[1];
        while (f + d[0] >= 0 && f + d[0] < 8 && r + d[1] >= 0 && r + d[1] < 8) {
            result |= bit(make_square(f, r));
            f += d[0];
            r += d[1];
        }
    }
    return result;
}

// Software PDEP: spreads the low bits of `index` over the set bits of mask.
Bitboard deposit(std::uint64_t index, Bitboard mask) {
    Bitboard result = 0;
    for (int i = 0; mask; ++i) {
        Square s = pop_lsb(mask);
        if (index >> i & 1) result |= bit(s);
    }
    return result;
}

// xorshift64*: a fixed seed makes the magic search, and so the tables,
// identical on every run.
struct Rng {
    std::uint64_t state = 0x9E3779B97F4A7C15ULL;
    std::uint64_t next() {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        return state * 0x2545F4914F6CDD1DULL;
    }
    std::uint64_t sparse() { return next() & next() & next(); }
};

struct Storage {
    AttackTables tables;
    std::vector<Bitboard> pext_data;
    std::vector<Bitboard> magic_data;

    Storage() {
        for (Square s = 0; s < 64; ++s) {
            tables.knight[s] = leaper(s, {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}});
            tables.king[s] = leaper(s, {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}});
            tables.pawn[White][s] = leaper(s, {{-1, 1}, {1, 1}});
            tables.pawn[Black][s] = leaper(s, {{-1, -1}, {1, -1}});
        }
        std::size_t total = 0;
        for (Square s = 0; s < 64; ++s) {
            total += std::size_t{1} << popcount(relevant_mask(s, kBishopDirs));
            total += std::size_t{1} << popcount(relevant_mask(s, kRookDirs));
        }
        // Reserve once: the entries keep raw pointers into the vectors.
        pext_data.resize(total);
        magic_data.resize(total);
        std::size_t offset = 0;
        for (Square s = 0; s < 64; ++s) {
            fill_pext(tables.bishop[s], s, kBishopDirs, offset);
            fill_pext(tables.rook[s], s, kRookDirs, offset);
        }
        // Filling the magic tables costs a few milliseconds with the stored
        // numbers; where PEXT is the hot path it runs only when a test asks
        // for the magic lookup.
        if (!kSliderLookupIsPext) fill_all_magic();
    }

    void fill_pext(SliderEntry& e, Square s, const int (&dirs)[4][2], std::size_t& offset) {
        e.mask = relevant_mask(s, dirs);
        const int bits = popcount(e.mask);
        const std::size_t size = std::size_t{1} << bits;
        e.shift = unsigned(64 - bits);
        Bitboard* pext_slot = &pext_data[offset];
        e.pext_table = pext_slot;
        e.magic_table = &magic_data[offset];
        offset += size;
        // deposit(i) is the inverse of pext: entry i holds the attacks for
        // the occupancy whose relevant bits spell i.
        for (std::size_t i = 0; i < size; ++i) pext_slot[i] = ray_walk(s, deposit(i, e.mask), dirs);
    }

    void fill_all_magic() {
        Rng rng;
        for (Square s = 0; s < 64; ++s) {
            fill_magic(tables.bishop[s], s, kBishopDirs, kStoredBishopMagics[s], rng);
            fill_magic(tables.rook[s], s, kRookDirs, kStoredRookMagics[s], rng);
        }
    }

    // Fills e's table with the stored magic number if it fits, else with
    // the first number the search finds.
    void fill_magic(SliderEntry& e, Square s, const int (&dirs)[4][2], Bitboard stored, Rng& rng) {
        const std::size_t size = std::size_t{1} << (64 - e.shift);
        std::vector<Bitboard> occupancy(size), attack(size);
        for (std::size_t i = 0; i < size; ++i) {
            occupancy[i] = deposit(i, e.mask);
            attack[i] = ray_walk(s, occupancy[i], dirs);
        }
        std::vector<unsigned> used(size, 0);
        if (fills_without_collision(e, stored, occupancy, attack, used, 1)) return;
        for (unsigned attempt = 2;; ++attempt) {
            const Bitboard magic = rng.sparse();
            if (popcount((e.mask * magic) & 0xFF00000000000000ULL) < 6) continue;
            if (fills_without_collision(e, magic, occupancy, attack, used, attempt)) return;
        }
    }

    // Writes every occupancy's attacks at its magic index; fails when two
    // occupancies with different attacks share an index. `used` marks the
    // slots this attempt wrote, so no clearing is needed between attempts.
    static bool fills_without_collision(SliderEntry& e, Bitboard magic, const std::vector<Bitboard>& occupancy,
                                        const std::vector<Bitboard>& attack, std::vector<unsigned>& used,
                                        unsigned attempt) {
        // The table is ours to fill: the const view is what lookups get.
        Bitboard* magic_slot = const_cast<Bitboard*>(e.magic_table);
        for (std::size_t i = 0; i < occupancy.size(); ++i) {
            const std::size_t idx = (occupancy[i] * magic) >> e.shift;
            if (used[idx] != attempt) {
                used[idx] = attempt;
                magic_slot[idx] = attack[i];
            } else if (magic_slot[idx] != attack[i]) {
                return false;
            }
        }
        e.magic = magic;
        return true;
    }
};

__attribute__((init_priority(101))) Storage kStorage;
std::atomic<bool> magic_ready{!kSliderLookupIsPext};

void ensure_magic() {
    static std::once_flag once;
    if (magic_ready.load(std::memory_order_acquire)) return;
    std::call_once(once, [] {
        kStorage.fill_all_magic();
        magic_ready.store(true, std::memory_order_release);
    });
}

}  // namespace

bool magic_tables_ready() { return magic_ready.load(std::memory_order_acquire); }
void fill_magic_tables() { ensure_magic(); }

const AttackTables& kAttacks = kStorage.tables;

Bitboard bishop_attacks_magic(Square s, Bitboard occupied) {
    ensure_magic();
    return magic_lookup(kAttacks.bishop[s], occupied);
}
Bitboard rook_attacks_magic(Square s, Bitboard occupied) {
    ensure_magic();
    return magic_lookup(kAttacks.rook[s], occupied);
}

bool cpu_has_bmi2() { return __builtin_cpu_supports("bmi2"); }

__attribute__((target("bmi2"))) Bitboard bishop_attacks_pext(Square s, Bitboard occupied) {
    const SliderEntry& e = kAttacks.bishop[s];
    return e.pext_table[_pext_u64(occupied, e.mask)];
}
__attribute__((target("bmi2"))) Bitboard rook_attacks_pext(Square s, Bitboard occupied) {
    const SliderEntry& e = kAttacks.rook[s];
    return e.pext_table[_pext_u64(occupied, e.mask)];
}

Bitboard bishop_attacks_slow(Square s, Bitboard occupied) { return ray_walk(s, occupied, kBishopDirs); }
Bitboard rook_attacks_slow(Square s, Bitboard occupied) { return ray_walk(s, occupied, kRookDirs); }

Bitboard attacks_of(PieceType t, Colour c, Square s, Bitboard occupied) {
    switch (t) {
        case Pawn: return pawn_attacks(c, s);
        case Knight: return knight_attacks(s);
        case Bishop: return bishop_attacks(s, occupied);
        case Rook: return rook_attacks(s, occupied);
        case Queen: return queen_attacks(s, occupied);
        case King: return king_attacks(s);
        default: return 0;
    }
}

}  // namespace fog
