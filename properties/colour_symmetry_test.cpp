// Property 5, colour symmetry: the rules never name a colour except to say
// who moves first, so mirroring the board (ranks flipped, colours swapped,
// side to move, castling rights and en passant square with them) mirrors
// moves, vision, observations and perft counts. This needs no second
// implementation: a colour-specific slip in the engine breaks it alone.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>

#include "engine/fen.hpp"
#include "engine/key.hpp"
#include "engine/movegen.hpp"
#include "engine/observation.hpp"
#include "engine/perft.hpp"
#include "engine/vision.hpp"
#include "properties/generators.hpp"
#include "properties/support.hpp"

namespace props {
namespace {

void check_mirrored_position(const fog::Position& p, bool with_perft) {
    const fog::Position m = mirrored(p);
    const std::string fen = fog::belief_fen(p), mirror_fen = fog::belief_fen(m);
    const std::string where = fen + " mirrored to " + mirror_fen;
    RC_ASSERT(fog::same_meaning(mirrored(m), p));

    std::vector<fog::Move> expected;
    for (fog::Move mv : sorted_moves(p)) expected.push_back(mirrored(mv));
    std::sort(expected.begin(), expected.end());
    if (sorted_moves(m) != expected)
        RC_FAIL(where + ": moves " + uci_text(sorted_moves(m)) + ", mirror of the original's " + uci_text(expected));

    for (fog::Colour c : {fog::White, fog::Black})
        if (fog::vision(m, ~c) != mirrored(fog::vision(p, c)))
            RC_FAIL(where + ": vision " + squares_text(fog::vision(m, ~c)) + ", mirror of the original's " +
                    squares_text(mirrored(fog::vision(p, c))));

    if (with_perft) {
        for (int depth = 1; depth <= 3; ++depth)
            if (fog::fog_perft(m, depth) != fog::fog_perft(p, depth))
                RC_FAIL(where + ": fog perft " + std::to_string(depth) + " is " + std::to_string(fog::fog_perft(m, depth)) +
                        " against " + std::to_string(fog::fog_perft(p, depth)));
    }
}

void check_mirrored_transition(const fog::Position& before, fog::Move move, const fog::Position& after) {
    const fog::Position mb = mirrored(before), ma = mirrored(after);
    const std::string where = fog::belief_fen(before) + " then " + fog::to_uci(move);
    // Keys, not same_meaning: the fullmove number counts Black's moves, the
    // one asymmetry the rules have, and it is no part of a key.
    if (fog::position_key(fog::make_move(mb, mirrored(move))) != fog::position_key(ma))
        RC_FAIL(where + ": the mirrored move does not lead to the mirrored result");
    for (fog::Colour c : {fog::White, fog::Black})
        if (!(fog::observe(mb, ma, ~c) == mirrored(fog::observe(before, after, c))))
            RC_FAIL(where + ": the observation of the mirrored transition is not the mirrored observation");
}

TEST(ColourSymmetry, MirroringMirrorsMovesVisionObservationsAndPerft) {
    check_property({400, 100, {}}, [] {
        const Game g = play(*gen_game());
        for (std::size_t k = 0; k < g.positions.size(); ++k) {
            // Perft at every fourth ply and at the end keeps the cost small.
            check_mirrored_position(g.positions[k], k % 4 == 0 || k + 1 == g.positions.size());
            if (k < g.plies()) check_mirrored_transition(g.positions[k], g.moves[k], g.positions[k + 1]);
        }
        RC_CLASSIFY(g.positions.back().side == fog::Black, "ends with black to move");
    });
}

TEST(ColourSymmetry, SeedShapesAndTheirMirrorsAgree) {
    check_property({300, 100, {}}, [] {
        const SeedShape s = *gen_seed_shape();
        const fog::Position before = fog::parse_fen_or_throw(s.fen, fog::KingRule::Required);
        for (fog::Move m : sorted_moves(before))
            if (fog::to_uci(m) == s.push) {
                const fog::Position after = fog::make_move(before, m);
                check_mirrored_position(before, true);
                check_mirrored_position(after, true);
                check_mirrored_transition(before, m, after);
            }
    });
}

}  // namespace
}  // namespace props
