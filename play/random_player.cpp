#include "play/random_player.hpp"

namespace fog::play {

Move RandomPlayer::choose(const MoveList& legal) {
    // The list is the same on every board the player thinks possible (see
    // Player::choose), so choosing from it uses nothing hidden.
    std::uniform_int_distribution<std::size_t> pick(0, legal.size() - 1);
    return legal[pick(rng_)];
}

}  // namespace fog::play
