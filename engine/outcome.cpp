#include "engine/outcome.hpp"

#include "engine/movegen.hpp"

namespace fog {

std::string_view end_name(GameEnd e) {
    switch (e) {
        case GameEnd::None: return "none";
        case GameEnd::KingCaptured: return "king-captured";
        case GameEnd::NoMoves: return "no-moves";
        case GameEnd::FiftyMoves: return "fifty-moves";
        case GameEnd::Repetition: return "repetition";
    }
    return "?";
}

Outcome board_outcome(const Position& before, const Position& after) {
    for (Colour c : {White, Black})
        if (before.has_king(c) && !after.has_king(c)) return {GameEnd::KingCaptured, ~c};
    if (!has_any_move(after)) return {GameEnd::NoMoves, White};
    if (after.halfmove >= 100) return {GameEnd::FiftyMoves, White};
    return {};
}

}  // namespace fog
