#include "play/sampler_player.hpp"

#include <algorithm>
#include <iterator>

#include "engine/bitboard.hpp"
#include "play/shallow_search.hpp"

namespace fog::play {
namespace {

// The board a player can write down from one observation alone: every seen
// piece where it stands, nothing unseen, no castling or en passant rights.
// Every own piece is seen (rules §3), so the player's moves all fit on it.
Position view_board(const Observation& o, Colour side) {
    Position p;
    p.side = side;
    for (Bitboard seen = o.seen; seen;) {
        const Square s = pop_lsb(seen);
        const PieceType t = o.type_on(s);
        if (t != NoPieceType) p.put(o.colour_on(s), t, s);
    }
    return p;
}

}  // namespace

SamplerPlayer::SamplerPlayer(std::uint64_t seed, SamplerOptions options)
    : seed_(seed), options_(options), rng_(seed) {}

void SamplerPlayer::reset(Colour colour, const Position& start) {
    colour_ = colour;
    rng_.seed(seed_);
    BeliefOptions belief_options;
    belief_options.own_observation = true;
    belief_options.cap = options_.belief_cap;
    belief_options.cap_seed ^= seed_;
    belief_options.threads = options_.threads;
    belief_.emplace(start, colour, belief_options);
    last_view_ = {};
    fill_view(start, colour, last_view_);
    max_size_ = 1;
    was_capped_ = false;
    lost_at_ = 0;
}

template <class Update>
void SamplerPlayer::update_belief(Update&& update) {
    if (!belief_) return;
    try {
        update(*belief_);
    } catch (const EmptyBeliefError& e) {
        if (!belief_->capped()) throw;
        lost_at_ = e.ply;
        belief_.reset();
        return;
    }
    max_size_ = std::max(max_size_, belief_->size());
    was_capped_ = was_capped_ || belief_->capped();
}

void SamplerPlayer::observe_own_move(Move m, const Observation& o) {
    last_view_ = o;
    update_belief([&](Belief& b) { b.after_own_move(m, o); });
}

void SamplerPlayer::observe_opponent_move(const Observation& o) {
    last_view_ = o;
    update_belief([&](Belief& b) { b.after_opponent_move(o); });
}

std::vector<Position> SamplerPlayer::sample_boards() {
    if (!belief_) return {view_board(last_view_, colour_)};
    const KeyVector& keys = belief_->keys();
    std::vector<PositionKey> drawn;
    const std::size_t n = std::min(keys.size(), std::size_t(std::max(options_.samples, 1)));
    std::sample(keys.begin(), keys.end(), std::back_inserter(drawn), n, rng_);
    std::vector<Position> boards;
    boards.reserve(drawn.size());
    // The fullmove number plays no part in the search.
    for (const PositionKey& k : drawn) boards.push_back(position_from_key(k, 1));
    return boards;
}

Move SamplerPlayer::choose(const MoveList& legal) {
    const std::vector<Position> boards = sample_boards();
    // Every board shares the player's legal moves (Player::choose), so each
    // move can be tried on each board.
    struct Tally {
        int kings_lost = 0;
        long long score = 0;  // a sum, not a mean: every move sees the same boards
    };
    std::vector<Tally> tally(legal.size());
    for (const Position& b : boards)
        for (std::size_t i = 0; i < legal.size(); ++i) {
            const MoveScore s = score_move(b, legal[i]);
            tally[i].kings_lost += s.king_lost ? 1 : 0;
            tally[i].score += s.score;
        }
    // A move that loses the king on any drawn board is worse than every
    // move that does not; among those that do, fewer losses is better.
    const auto better = [](const Tally& x, const Tally& y) {
        return x.kings_lost != y.kings_lost ? x.kings_lost < y.kings_lost : x.score > y.score;
    };
    std::vector<std::size_t> best;
    for (std::size_t i = 0; i < legal.size(); ++i) {
        if (best.empty() || better(tally[i], tally[best[0]])) {
            best.assign(1, i);
        } else if (!better(tally[best[0]], tally[i])) {
            best.push_back(i);
        }
    }
    std::uniform_int_distribution<std::size_t> pick(0, best.size() - 1);
    return legal[best[pick(rng_)]];
}

std::string SamplerPlayer::notes() const {
    std::string s = "max |P| " + std::to_string(max_size_);
    if (was_capped_) s += " (capped)";
    if (lost_at_) s += ", capped P emptied at ply " + std::to_string(lost_at_);
    return s;
}

}  // namespace fog::play
