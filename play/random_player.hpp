// A player that picks uniformly among its legal moves, from a seeded stream.
#pragma once

#include <cstdint>
#include <random>

#include "play/player.hpp"

namespace fog::play {

class RandomPlayer final : public Player {
public:
    explicit RandomPlayer(std::uint64_t seed) : seed_(seed), rng_(seed) {}

    std::string name() const override { return "random"; }
    void reset(Colour, const Position&) override { rng_.seed(seed_); }
    Move choose(const MoveList& legal) override;
    void observe_own_move(Move, const Observation&) override {}
    void observe_opponent_move(const Observation&) override {}

private:
    std::uint64_t seed_;
    std::mt19937_64 rng_;
};

}  // namespace fog::play
