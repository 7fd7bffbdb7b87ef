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

namespace {

Outcome outcome_of(const Position& before, const Position& after, bool mover_known_to_have_a_move) {
    for (Colour c : {White, Black})
        if (before.has_king(c) && !after.has_king(c)) return {GameEnd::KingCaptured, ~c};
    if (!mover_known_to_have_a_move && !has_any_move(after)) return {GameEnd::NoMoves, White};
    if (after.halfmove >= 100) return {GameEnd::FiftyMoves, White};
    return {};
}

}  // namespace

Outcome board_outcome(const Position& before, const Position& after) { return outcome_of(before, after, false); }

Outcome board_outcome_with_a_move(const Position& before, const Position& after) {
    return outcome_of(before, after, true);
}

}  // namespace fog
