// Property 4, key soundness (rules §4, §5): the key is the identity of a
// position in every belief set, so it must neither merge positions a player
// can tell apart nor lose what a board means. Equal keys mean equal vision
// for both colours and equal move sets; a key decodes to the position it was
// made from; its en passant field is set exactly when a fog en passant
// capture exists.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <map>

#include "engine/fen.hpp"
#include "engine/key.hpp"
#include "engine/movegen.hpp"
#include "engine/vision.hpp"
#include "properties/generators.hpp"
#include "properties/support.hpp"

namespace props {
namespace {

bool has_en_passant_capture(const fog::Position& p) {
    for (fog::Move m : sorted_moves(p))
        if (m.kind() == fog::MoveKind::EnPassant) return true;
    return false;
}

bool same_sight_and_moves(const fog::Position& a, const fog::Position& b) {
    return fog::vision(a, fog::White) == fog::vision(b, fog::White) &&
           fog::vision(a, fog::Black) == fog::vision(b, fog::Black) && sorted_moves(a) == sorted_moves(b);
}

// Everything the key promises about one position.
void check_key_of(const fog::Position& p) {
    const fog::PositionKey k = fog::position_key(p);
    const fog::Position decoded = fog::position_from_key(k, p.fullmove);
    const std::string fen = fog::belief_fen(p);
    if (!fog::same_meaning(decoded, p))
        RC_FAIL("key of " + fen + " decodes to a different position: " + fog::belief_fen(decoded));
    RC_ASSERT(fog::position_key(decoded) == k);
    if (!same_sight_and_moves(decoded, p)) RC_FAIL("key of " + fen + " decodes to a board that looks different");
    if ((decoded.ep != fog::kNoSquare) != has_en_passant_capture(p))
        RC_FAIL("en passant in the key of " + fen + ": " + fog::square_name(decoded.ep) + ", but a fog capture " +
                (has_en_passant_capture(p) ? "exists" : "does not exist"));
}

TEST(KeySoundness, KeysDecodeToTheirPositionAlongGames) {
    check_property({500, 100, {}}, [] {
        const Game g = play(*gen_game());
        for (const fog::Position& p : g.positions) check_key_of(p);
    });
}

// The incident's positions every time: after the push the key must keep
// the en passant square that the `legal` spelling would drop.
TEST(KeySoundness, EnPassantInKeyExactlyWhenACaptureExistsAfterSeedShapes) {
    check_property({300, 100, {}}, [] {
        const SeedShape s = *gen_seed_shape();
        const fog::Position before = fog::parse_fen_or_throw(s.fen, fog::KingRule::Required);
        for (fog::Move m : sorted_moves(before))
            if (fog::to_uci(m) == s.push) {
                const fog::Position after = fog::make_move(before, m);
                RC_ASSERT(has_en_passant_capture(after));
                check_key_of(after);
            }
    });
}

// Many short games from one start meet the same positions by different
// paths (and the FEN reader makes copies that differ in the double-push
// memo and the fullmove number). Within that pool, equal keys mean equal
// sight and moves, and equal meaning means equal keys.
TEST(KeySoundness, EqualKeysMeanEqualSightAndMoves) {
    check_property({200, 100, {}}, [] {
        const std::size_t start = *gen_index(fixed_starts().size());
        const auto lengths = *rc::gen::container<std::vector<std::uint8_t>>(12, rc::gen::inRange<std::uint8_t>(1, 9));
        std::vector<fog::Position> pool;
        std::vector<std::string> paths;  // the moves that led to each pool entry
        for (std::uint8_t length : lengths) {
            GameSpec spec;
            spec.start_fen = std::string(fixed_starts()[start].fen);
            // Few distinct choices make transpositions likely.
            spec.choices = *rc::gen::container<std::vector<std::uint16_t>>(
                length, rc::gen::resize(100, rc::gen::inRange<std::uint16_t>(0, 2)));
            const Game g = play(spec);
            for (std::size_t k = 0; k < g.positions.size(); ++k) {
                const fog::Position& p = g.positions[k];
                const std::string path = uci_text({g.moves.begin(), g.moves.begin() + std::ptrdiff_t(k)});
                paths.insert(paths.end(), 3, path);
                pool.push_back(p);
                pool.push_back(fog::parse_fen_or_throw(fog::write_fen(p, fog::EpSpelling::Full), fog::KingRule::MayBeMissing));
                fog::Position later = p;
                later.fullmove += 7;  // not part of the key (docs/rules.md, "Belief")
                pool.push_back(later);
            }
        }
        std::map<fog::PositionKey, std::size_t> first_with_key;
        bool transposition = false;
        for (std::size_t i = 0; i < pool.size(); ++i) {
            const fog::Position& p = pool[i];
            const auto [entry, inserted] = first_with_key.emplace(fog::position_key(p), i);
            if (inserted) continue;
            transposition = transposition || paths[entry->second] != paths[i];
            const fog::Position& first = pool[entry->second];
            if (!same_sight_and_moves(first, p))
                RC_FAIL("equal keys, different sight or moves: " + fog::write_fen(first, fog::EpSpelling::Full) +
                        " and " + fog::write_fen(p, fog::EpSpelling::Full));
            if (!fog::same_meaning(first, p) && first.fullmove == p.fullmove)
                RC_FAIL("equal keys, different meaning: " + fog::belief_fen(first) + " and " + fog::belief_fen(p));
        }
        for (std::size_t i = 0; i < pool.size(); ++i)
            for (std::size_t j = i + 1; j < pool.size(); ++j)
                if (fog::same_meaning(pool[i], pool[j]))
                    RC_ASSERT(fog::position_key(pool[i]) == fog::position_key(pool[j]));
        RC_CLASSIFY(transposition, "one position reached by two move orders");
    });
}

}  // namespace
}  // namespace props
