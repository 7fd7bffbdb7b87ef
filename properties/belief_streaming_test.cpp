// Property 9, the streaming update equals the plain one: a belief update
// expands P a chunk at a time, sorts each worker's output, merges it into
// the new P and cuts it to the cap's bottom-k sample as it goes. Whatever
// the threads, the chunk size and the cap, the result must be the one the
// rules' plain reading gives: every board makes every move, the true
// observation function (fog::observe) compares, all results are sorted and
// merged at once, and only then is the bottom-k sample taken.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "engine/belief.hpp"
#include "engine/key.hpp"
#include "engine/movegen.hpp"
#include "engine/observation.hpp"
#include "properties/generators.hpp"
#include "properties/support.hpp"

namespace props {
namespace {

constexpr std::size_t kMaxBelief = 20000;

// The plain reading: no move filters, no chunks, no running threshold.
struct PlainBelief {
    std::vector<fog::PositionKey> keys;
    fog::Colour viewer;
    fog::BeliefOptions options;
    std::uint32_t fullmove;
    bool capped = false;
    double scale = 1;
    double estimate = 1;

    // False when P became empty.
    bool update(const fog::Observation& o, bool own_move, fog::Move own) {
        std::vector<fog::PositionKey> next;
        for (const fog::PositionKey& k : keys) {
            const fog::Position b = fog::position_from_key(k, fullmove);
            fog::MoveList moves;
            fog::generate_moves(b, moves);
            for (fog::Move m : moves) {
                if (own_move && !(m == own)) continue;
                const fog::Position a = fog::make_move(b, m);
                const bool filter = !own_move || options.own_observation;
                if (!filter || fog::observation_matches(fog::observe(b, a, viewer), o)) next.push_back(fog::position_key(a));
            }
        }
        if ((own_move ? viewer : ~viewer) == fog::Black) ++fullmove;
        std::sort(next.begin(), next.end());
        next.erase(std::unique(next.begin(), next.end()), next.end());
        keys = std::move(next);
        estimate = double(keys.size()) * scale;
        const std::size_t k = options.cap;
        if (k && keys.size() > k) {
            // Rank every key by (seeded hash, key), keep the k first.
            std::vector<std::pair<std::uint64_t, fog::PositionKey>> ranked;
            for (const fog::PositionKey& key : keys) ranked.emplace_back(fog::key_hash(key, options.cap_seed), key);
            std::sort(ranked.begin(), ranked.end());
            const double fraction = (double(ranked[k - 1].first) + 1.0) / 18446744073709551616.0;
            keys.clear();
            for (std::size_t i = 0; i < k; ++i) keys.push_back(ranked[i].second);
            std::sort(keys.begin(), keys.end());
            estimate = double(k) / fraction * scale;
            scale /= fraction;
            capped = true;
        }
        return !keys.empty();
    }
};

TEST(BeliefStreaming, ChunkedCappedUpdateEqualsThePlainReadingForAnyThreadsAndChunks) {
    GameOptions game_options;
    game_options.max_plies = 40;
    game_options.seed_shape_percent = 10;
    check_property({100, 100, {}}, [game_options] {
        const Game g = play(*gen_game(game_options));
        const fog::Colour viewer = *rc::gen::element(fog::White, fog::Black);
        fog::BeliefOptions options;
        options.own_observation = *rc::gen::arbitrary<bool>();
        options.threads = *rc::gen::inRange(1, 3);
        // From one key per chunk (every board its own chunk) up to more
        // than a whole update holds (a single chunk).
        options.chunk_keys = *rc::gen::elementOf(std::vector<std::size_t>{1, 3, 17, 200, 5000, std::size_t{1} << 20});
        options.cap = *rc::gen::elementOf(std::vector<std::size_t>{0, 1, 2, 7, 60, 500, 4000});
        options.cap_seed = *rc::gen::arbitrary<std::uint64_t>();

        fog::Belief belief(g.positions[0], viewer, options);
        PlainBelief plain{{fog::position_key(g.positions[0])}, viewer, options, g.positions[0].fullmove};
        std::size_t largest = 0, most_chunks = 0;
        bool cut = false;
        for (std::size_t k = 0; k < g.plies() && belief.size() <= kMaxBelief; ++k) {
            const fog::Observation o = fog::observe(g.positions[k], g.positions[k + 1], viewer);
            const bool own_move = g.positions[k].side == viewer;
            bool emptied = false;
            try {
                if (own_move) belief.after_own_move(g.moves[k], o);
                else belief.after_opponent_move(o);
            } catch (const fog::EmptyBeliefError&) {
                emptied = true;
            }
            const bool plain_nonempty = plain.update(o, own_move, g.moves[k]);
            RC_ASSERT(emptied == !plain_nonempty);
            if (emptied) break;
            const std::string where = "ply " + std::to_string(k + 1) + " of " + g.text();
            if (!std::equal(belief.keys().begin(), belief.keys().end(), plain.keys.begin(), plain.keys.end()))
                RC_FAIL("P differs from the plain reading at " + where + " (|P| " + std::to_string(belief.size()) +
                        " vs " + std::to_string(plain.keys.size()) + ")");
            const fog::Belief plain_as_belief =
                fog::Belief::from_keys(plain.keys, plain.fullmove, viewer, options);
            RC_ASSERT(belief.set_hash() == plain_as_belief.set_hash());
            RC_ASSERT(belief.capped() == plain.capped);
            if (belief.estimated_size() != plain.estimate)
                RC_FAIL("estimate " + std::to_string(belief.estimated_size()) + " vs plain " +
                        std::to_string(plain.estimate) + " at " + where);
            largest = std::max(largest, belief.size());
            most_chunks = std::max(most_chunks, belief.last_step().chunks);
            cut = cut || belief.capped();
        }
        RC_CLASSIFY(most_chunks > 1, "an update cut into several chunks");
        RC_CLASSIFY(cut, "the cap cut P");
        RC_CLASSIFY(largest > 1000, "P above 1000");
    });
}

}  // namespace
}  // namespace props
