#include "engine/perft.hpp"

#include "engine/child_move_counter.hpp"
#include "engine/movegen.hpp"
#include "engine/standard.hpp"

namespace fog {

std::uint64_t fog_perft(const Position& p, int depth) {
    if (depth == 0) return 1;
    if (!p.has_both_kings()) return 0;
    if (depth == 1) return std::uint64_t(count_moves(p));
    MoveList moves;
    generate_moves(p, moves);
    std::uint64_t nodes = 0;
    if (depth == 2) {
        const ChildMoveCounter children(p);
        for (Move m : moves) nodes += std::uint64_t(children.moves_after(m));
        return nodes;
    }
    for (Move m : moves) nodes += fog_perft(make_move(p, m), depth - 1);
    return nodes;
}

std::uint64_t standard_perft(const Position& p, int depth) {
    if (depth == 0) return 1;
    MoveList moves;
    generate_standard_moves(p, moves);
    if (depth == 1) return moves.size();
    std::uint64_t nodes = 0;
    for (Move m : moves) nodes += standard_perft(make_move(p, m), depth - 1);
    return nodes;
}

std::vector<std::pair<Move, std::uint64_t>> perft_divide(const Position& p, int depth, Rules rules) {
    std::vector<std::pair<Move, std::uint64_t>> out;
    if (depth < 1) return out;
    MoveList moves;
    if (rules == Rules::Fog) {
        if (!p.has_both_kings()) return out;
        generate_moves(p, moves);
    } else {
        generate_standard_moves(p, moves);
    }
    for (Move m : moves) {
        const Position child = make_move(p, m);
        out.emplace_back(m, rules == Rules::Fog ? fog_perft(child, depth - 1) : standard_perft(child, depth - 1));
    }
    return out;
}

}  // namespace fog
