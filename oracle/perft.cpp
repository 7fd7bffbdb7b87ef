// Fog perft: counting the leaves of the move tree (fow-rules §1), where a
// captured king ends the game (fow-rules §2 item 1).
#include <cstdint>

#include "oracle/detail.hpp"
#include "oracle/oracle.hpp"

namespace oracle {

std::uint64_t perft(const Position& p, int depth) {
    if (depth <= 0) {
        return 1;
    }
    // fow-rules §2 item 1: once a king is gone the game is over, so the
    // position has no moves to continue with.
    if (!detail::find_king(p, Colour::White).has_value() ||
        !detail::find_king(p, Colour::Black).has_value()) {
        return 0;
    }
    std::uint64_t leaves = 0;
    for (const Move& m : legal_moves(p)) {
        leaves += perft(make_move(p, m), depth - 1);
    }
    return leaves;
}

}  // namespace oracle
