#include "properties/support.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "engine/fen.hpp"
#include "engine/movegen.hpp"
#include "harness/convert_engine.hpp"

namespace props {

int scaled_tests(int tests) {
    const char* text = std::getenv("FOGPROOF_PROPERTY_SCALE");
    if (!text) return tests;
    char* end = nullptr;
    const double scale = std::strtod(text, &end);
    if (end == text || !(scale > 0)) return tests;
    return std::max(1, int(std::lround(tests * scale)));
}

rc::detail::TestParams params_for(const Budget& budget) {
    // The global configuration carries RC_PARAMS (seed, shrinking switch);
    // the test count and size are the property's own.
    rc::detail::TestParams params = rc::detail::configuration().testParams;
    params.maxSuccess = scaled_tests(budget.tests);
    params.maxSize = budget.max_size;
    if (budget.seed) params.seed = *budget.seed;
    if (budget.always_shrink) params.disableShrinking = false;
    return params;
}

std::vector<fog::Move> sorted_moves(const fog::Position& p) {
    fog::MoveList list;
    fog::generate_moves(p, list);
    std::vector<fog::Move> out(list.begin(), list.end());
    std::sort(out.begin(), out.end());
    return out;
}

std::string uci_text(const std::vector<fog::Move>& moves) {
    std::string out;
    for (fog::Move m : moves) {
        if (!out.empty()) out += ' ';
        out += fog::to_uci(m);
    }
    return out;
}

std::string squares_text(fog::Bitboard b) { return harness::describe(harness::to_neutral_squares(b)); }

fog::Position mirrored(const fog::Position& p) {
    return fog::parse_fen_or_throw(neutral_fen(harness::mirror(harness::to_neutral(p))),
                                   fog::KingRule::MayBeMissing);
}

fog::Move mirrored(fog::Move m) {
    return fog::Move(fog::Square(m.from() ^ 56), fog::Square(m.to() ^ 56), m.kind(), m.promotion());
}

fog::Bitboard mirrored(fog::Bitboard b) { return __builtin_bswap64(b); }  // std::byteswap is C++23

fog::Observation mirrored(const fog::Observation& o) {
    fog::Observation m;
    m.seen = mirrored(o.seen);
    const fog::Bitboard occupied_seen = o.code[0] | o.code[1] | o.code[2];
    m.white = mirrored(occupied_seen & ~o.white);
    for (int i = 0; i < 3; ++i) m.code[i] = mirrored(o.code[i]);
    m.own_piece_captured = o.own_piece_captured == fog::kNoSquare ? fog::kNoSquare : fog::Square(o.own_piece_captured ^ 56);
    m.outcome = o.outcome;
    m.outcome.winner = ~o.outcome.winner;
    return m;
}

}  // namespace props
