#include "bench/bench_positions.hpp"

#include <random>

#include "engine/fen.hpp"
#include "engine/movegen.hpp"
#include "tests/perft_positions.hpp"

namespace fogbench {

std::vector<Transition> random_playout_transitions(std::size_t count, int max_plies, unsigned long long seed) {
    std::vector<fog::Position> starts;
    for (const auto& c : fogtest::perft_cases()) starts.push_back(fog::parse_fen_or_throw(c.fen, fog::KingRule::Required));

    // mt19937_64 and a hand-made index draw, not uniform_int_distribution:
    // the distribution's algorithm differs between standard libraries, and
    // the sample set should be the same under g++ and clang++.
    std::mt19937_64 rng(seed);
    std::vector<Transition> out;
    out.reserve(count);
    fog::MoveList moves;
    for (std::size_t game = 0; out.size() < count; ++game) {
        fog::Position p = starts[game % starts.size()];
        for (int ply = 0; ply < max_plies && out.size() < count && p.has_both_kings(); ++ply) {
            moves.clear();
            fog::generate_moves(p, moves);
            if (moves.empty()) break;
            const fog::Move m = moves[std::size_t(rng() % moves.size())];
            Transition t{p, fog::make_move(p, m)};
            out.push_back(t);
            p = t.after;
        }
    }
    return out;
}

}  // namespace fogbench
