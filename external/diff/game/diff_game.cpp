#include "external/diff/game/diff_game.hpp"

namespace external {

std::string state_kind_name(StateKind kind) {
    switch (kind) {
        case StateKind::Start:
            return "start";
        case StateKind::MoveAccepted:
            return "move accepted";
        case StateKind::Observation:
            return "observation";
        case StateKind::Moves:
            return "moves";
        case StateKind::Vision:
            return "vision";
        case StateKind::Belief:
            return "P";
        case StateKind::Position:
            return "position written";
        case StateKind::Refusal:
            return "refusal";
        case StateKind::Reference:
            return "the reference";
    }
    return "?";
}

}  // namespace external
