#include "engine/belief.hpp"

#include <tbb/blocked_range.h>
#include <tbb/enumerable_thread_specific.h>
#include <tbb/parallel_for.h>
#include <tbb/parallel_sort.h>
#include <tbb/task_arena.h>

#include <algorithm>
#include <cmath>

#include "engine/fen.hpp"
#include "engine/movegen.hpp"
#include "engine/transition_filter.hpp"

namespace fog {
namespace {

struct StepCounters {
    std::uint64_t candidates = 0;
};

struct LocalOutput {
    KeyVector out;
    StepCounters counters;
};

}  // namespace

struct Belief::Workspace {
    tbb::enumerable_thread_specific<LocalOutput> locals;
    KeyVector spare;
    std::unique_ptr<tbb::task_arena> arena;
    int arena_threads = -1;

    tbb::task_arena& arena_for(int threads) {
        const int workers = threads > 0 ? threads : tbb::this_task_arena::max_concurrency();
        if (!arena || arena_threads != workers) {
            arena = std::make_unique<tbb::task_arena>(workers);
            arena_threads = workers;
        }
        return *arena;
    }
};

Belief::WorkspaceHandle::WorkspaceHandle() : workspace_(std::make_unique<Workspace>()) {}
Belief::WorkspaceHandle::WorkspaceHandle(const WorkspaceHandle&) : WorkspaceHandle() {}
Belief::WorkspaceHandle::WorkspaceHandle(WorkspaceHandle&&) noexcept = default;
Belief::WorkspaceHandle& Belief::WorkspaceHandle::operator=(const WorkspaceHandle&) { return *this; }
Belief::WorkspaceHandle& Belief::WorkspaceHandle::operator=(WorkspaceHandle&&) noexcept = default;
Belief::WorkspaceHandle::~WorkspaceHandle() = default;

namespace {

// Expands every board of `in` through `successors` on `threads` workers into
// ws.spare, sorted and de-duplicated. Sorting makes the result independent
// of how the work was split.
template <class Successors>
void expand_all(const KeyVector& in, std::uint32_t fullmove, int threads, Successors&& successors,
                BeliefStepStats& stats, Belief::Workspace& ws) {
    for (LocalOutput& l : ws.locals) {
        l.out.clear();
        l.counters = {};
    }
    tbb::task_arena& arena = ws.arena_for(threads);
    arena.execute([&] {
        tbb::parallel_for(tbb::blocked_range<std::size_t>(0, in.size(), 256), [&](const auto& range) {
            LocalOutput& local = ws.locals.local();
            for (std::size_t i = range.begin(); i != range.end(); ++i)
                successors(position_from_key(in[i], fullmove), local.out, local.counters);
        });
    });
    std::size_t total = 0;
    stats = {};
    for (const LocalOutput& l : ws.locals) {
        total += l.out.size();
        stats.candidates += l.counters.candidates;
    }
    KeyVector& merged = ws.spare;
    merged.clear();
    merged.reserve(total);
    for (const LocalOutput& l : ws.locals) merged.insert(merged.end(), l.out.begin(), l.out.end());
    stats.kept_before_dedup = merged.size();
    arena.execute([&] { tbb::parallel_sort(merged.begin(), merged.end(), key_less); });
    merged.erase(std::unique(merged.begin(), merged.end()), merged.end());
    stats.size_before_cap = merged.size();
}

bool is_fog_move(const Position& b, Move m) {
    MoveList moves;
    generate_moves(b, moves);
    return std::find(moves.begin(), moves.end(), m) != moves.end();
}

// Colour that made the last move, for the fullmove bookkeeping.
std::uint32_t next_fullmove(std::uint32_t fullmove, Colour mover) { return mover == Black ? fullmove + 1 : fullmove; }

}  // namespace

EmptyBeliefError::EmptyBeliefError(int ply_, Observation observation_, std::size_t last_size_, const std::string& what)
    : std::runtime_error(what), ply(ply_), observation(observation_), last_size(last_size_) {}

bool observation_matches(const Observation& candidate, const Observation& observed) {
    return views_match(candidate, observed) && candidate.own_piece_captured == observed.own_piece_captured &&
           outcomes_match(candidate.outcome, observed.outcome);
}

Belief::Belief(const Position& start, Colour viewer, BeliefOptions options)
    : keys_{position_key(start)}, viewer_(viewer), options_(options), fullmove_(start.fullmove) {}

Belief Belief::from_keys(std::vector<PositionKey> keys, std::uint32_t fullmove, Colour viewer, BeliefOptions options) {
    Belief b;
    std::sort(keys.begin(), keys.end(), key_less);
    keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
    b.keys_.assign(keys.begin(), keys.end());
    b.viewer_ = viewer;
    b.options_ = options;
    b.fullmove_ = fullmove;
    b.estimated_size_ = double(b.keys_.size());
    return b;
}

void Belief::after_own_move(Move m, const Observation& o) {
    const Colour me = viewer_;
    const bool filter = options_.own_observation;
    update(
        o,
        [&](const Position& b, KeyVector& out, StepCounters& counters) {
            ++counters.candidates;
            // Every board of P shows the viewer the same own pieces and the
            // same vision, so m is legal in all of them; check anyway, a
            // board where it is not cannot be the truth.
            if (!is_fog_move(b, m)) return;
            const Position a = make_move(b, m);
            if (filter && !transition_matches(b, a, me, o)) return;
            out.push_back(position_key(a));
        },
        false);
}

void Belief::after_opponent_move(const Observation& o) {
    const Colour me = viewer_;
    update(
        o,
        [&](const Position& b, KeyVector& out, StepCounters& counters) {
            // A move changes only the squares it touches (at most four);
            // more wrong seen squares than that cannot all be mended.
            const Bitboard mismatch = mismatched_squares(b, o);
            if (popcount(mismatch) > 4) return;
            MoveList moves;
            generate_moves(b, moves);
            counters.candidates += moves.size();
            for (Move m : moves) {
                // Every square a move touches changes its content, so the
                // seen squares it touches are exactly the mismatches.
                if ((touched_squares(m) & o.seen) != mismatch) continue;
                if (captured_viewer_piece(b, m, me) != o.own_piece_captured) continue;
                const Position a = make_move(b, m);
                if (transition_matches(b, a, me, o)) out.push_back(position_key(a));
            }
        },
        true);
}

template <class Expand>
void Belief::update(const Observation& o, Expand&& expand, bool opponent_moved) {
    const std::size_t last_size = keys_.size();
    const Colour mover = opponent_moved ? ~viewer_ : viewer_;
    Workspace& ws = *workspace_;
    expand_all(keys_, fullmove_, options_.threads, expand, last_step_, ws);
    ++ply_;
    fullmove_ = next_fullmove(fullmove_, mover);
    if (ws.spare.empty())
        throw EmptyBeliefError(ply_, o, last_size,
                               "belief of " + std::string(viewer_ == White ? "white" : "black") + " became empty at ply " +
                                   std::to_string(ply_) + " (" + std::to_string(last_size) +
                                   " boards before): no board is consistent with the observation");
    keys_.swap(ws.spare);  // the old keys' buffer is the next update's spare
    estimated_size_ = double(keys_.size()) * scale_;
    apply_cap();
}

void Belief::apply_cap() {
    const std::size_t k = options_.cap;
    if (k == 0 || keys_.size() <= k) return;
    // Bottom-k sample: keep the k keys of smallest seeded hash (ties broken
    // by the key itself, so the choice is total and deterministic).
    std::vector<std::pair<std::uint64_t, std::size_t>> ranked(keys_.size());
    for (std::size_t i = 0; i < keys_.size(); ++i) ranked[i] = {key_hash(keys_[i], options_.cap_seed), i};
    std::nth_element(ranked.begin(), ranked.begin() + std::ptrdiff_t(k - 1), ranked.end());
    const double kth_hash = double(ranked[k - 1].first) + 1.0;
    KeyVector kept;
    kept.reserve(k);
    for (std::size_t i = 0; i < k; ++i) kept.push_back(keys_[ranked[i].second]);
    std::sort(kept.begin(), kept.end(), key_less);
    // The k-th smallest of n uniform hashes sits near k/n of the hash
    // space: n is estimated as k / (kth_hash / 2^64).
    const double fraction = kth_hash / 18446744073709551616.0;
    estimated_size_ = double(k) / fraction * scale_;
    scale_ /= fraction;
    keys_ = std::move(kept);
    capped_ = true;
}

bool Belief::contains(const Position& p) const {
    // The stored board must be the truth itself, not merely share its key:
    // a key that lost information (the incident's `legal` spelling) decodes
    // to a different board, and that is a lost truth.
    const PositionKey k = position_key(p);
    return std::binary_search(keys_.begin(), keys_.end(), k, key_less) && same_meaning(position_from_key(k, fullmove_), p);
}

std::vector<Position> Belief::positions() const {
    std::vector<Position> out;
    out.reserve(keys_.size());
    for (const PositionKey& k : keys_) out.push_back(position_from_key(k, fullmove_));
    return out;
}

std::uint64_t Belief::set_hash() const {
    std::uint64_t h = 0x1234567ULL ^ keys_.size();
    for (const PositionKey& k : keys_) h = key_hash(k, h);
    return h;
}

}  // namespace fog
