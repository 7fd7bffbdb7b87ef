// A player that thinks like a fog player: it keeps its belief P (rules §5),
// draws a few boards from it, and picks the move that does best on them by
// a shallow material search, never risking its king when it need not.
#pragma once

#include <cstdint>
#include <optional>
#include <random>

#include "engine/belief.hpp"
#include "play/player.hpp"

namespace fog::play {

struct SamplerOptions {
    int samples = 16;               // boards drawn from P per move
    std::size_t belief_cap = 20000;  // BeliefOptions::cap; 0 keeps P exact
    int threads = 0;                 // BeliefOptions::threads
};

class SamplerPlayer final : public Player {
public:
    explicit SamplerPlayer(std::uint64_t seed, SamplerOptions options = {});

    std::string name() const override { return "sampler"; }
    void reset(Colour colour, const Position& start) override;
    Move choose(const MoveList& legal) override;
    void observe_own_move(Move m, const Observation& o) override;
    void observe_opponent_move(const Observation& o) override;
    // Largest |P|, whether the cap was applied, and the ply P was lost at.
    std::string notes() const override;

    // P, or null once it was lost (see `lost_at`).
    const Belief* belief() const { return belief_ ? &*belief_ : nullptr; }
    // The ply at which a capped P became empty (0: never). A cap may drop
    // the true board (rules §5), and then a later observation can match no
    // board at all; that is the cap's known price, not a soundness bug.
    // From then on the player judges moves on the one board it can build
    // from its last observation (its own pieces and the enemy pieces it
    // sees). An exact P that becomes empty IS a soundness bug:
    // EmptyBeliefError propagates.
    int lost_at() const { return lost_at_; }

private:
    template <class Update>
    void update_belief(Update&& update);
    std::vector<Position> sample_boards();

    std::uint64_t seed_;
    SamplerOptions options_;
    std::mt19937_64 rng_;
    Colour colour_ = White;
    std::optional<Belief> belief_;
    Observation last_view_;
    std::size_t max_size_ = 0;
    bool was_capped_ = false;
    int lost_at_ = 0;
};

}  // namespace fog::play
