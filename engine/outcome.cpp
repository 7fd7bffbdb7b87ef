#include "engine/outcome.hpp"

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

}  // namespace fog
