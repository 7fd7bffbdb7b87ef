#include "engine/belief.hpp"

#include <tbb/blocked_range.h>
#include <tbb/enumerable_thread_specific.h>
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <utility>

#include "engine/explaining_moves.hpp"
#include "engine/fen.hpp"
#include "engine/key_runs.hpp"
#include "engine/movegen.hpp"
#include "engine/recent_keys.hpp"
#include "engine/transition_filter.hpp"

namespace fog {
namespace {

// Where a worker puts the matching transitions of its boards.
//
// A board is reached about three times on average (from different boards
// of P), and often from boards the same worker expands shortly before. A
// small direct-mapped table of the keys added lately drops most of these
// repeats before they reach the sort, which is the update's dearest part.
// A repeat it misses is merged later; a key it drops was added before in
// this update: the set is the same.
//
// When the cap has already cut the new P down once, a key whose hash is
// above the k-th kept hash can never enter the sample, so it is not even
// stored: this is what keeps a capped update's memory near the cap.
struct KeySink {
    // 128 Ki keys, 4 MiB: in the shared third-level cache rather than a
    // core's second level. Its slots are asked for ahead (add() below), so
    // its size costs little wait, and a larger table drops more repeats
    // before the sort (docs/performance.md, "Belief update speed").
    static constexpr int kMaxRecentBits = 17;
    static constexpr int kMinRecentBits = 8;
    static_assert((std::size_t{1} << kMaxRecentBits) * sizeof(PositionKey) == kWorkerTableBytes);

    KeyBuffer out;
    RecentKeys recent;  // on huge pages (engine/recent_keys.hpp)
    int recent_shift = 64 - kMaxRecentBits;
    std::uint64_t candidates = 0;
    std::uint64_t hash_limit = ~std::uint64_t{0};
    std::uint64_t cap_seed = 0;

    // An update of a small P cannot offer enough keys to fill the whole
    // table, and clearing all of it per worker would be most of such an
    // update (a bot's small P, a fuzz input): the table shrinks to about
    // four slots per board of P. Its size changes only which repeats it
    // drops early, not the set.
    void forget_recent(std::size_t boards) {
        int bits = kMinRecentBits;
        while (bits < kMaxRecentBits && (std::size_t{1} << bits) < 4 * boards) ++bits;
        recent.reset(std::size_t{1} << bits);
        recent_shift = 64 - bits;
    }

    // The table is larger than a core's second-level cache, so a slot is
    // often further out, and waiting for it would stall the expansion
    // loop. So add() asks for the slot and queues the key; the key is
    // looked up kQueued adds later, when the slot has arrived. The queue
    // keeps the order of the keys, so the table sees the same keys in the
    // same order as without it: the same keys are stored.
    static constexpr std::size_t kQueued = 8;
    std::array<PositionKey, kQueued> queue;
    std::size_t queued = 0;  // keys added since the last flush()

    std::size_t slot_of(const PositionKey& k) const {
        const std::uint64_t mix =
            (k.words[0] * 0x9E3779B97F4A7C15ULL) ^ (k.words[1] * 0xC2B2AE3D27D4EB4FULL) ^ k.words[2] ^ k.words[3];
        return std::size_t((mix * 0xD6E8FEB86659FD93ULL) >> recent_shift);
    }

    // True when the cap's threshold refuses k: it can never enter the
    // sample. Asked before add(), and before the dearer checks where most
    // keys are refused (after_opponent_move).
    bool refuses(const PositionKey& k) const {
        return hash_limit != ~std::uint64_t{0} && key_hash(k, cap_seed) > hash_limit;
    }

    // Adds a key the threshold does not refuse.
    void add(const PositionKey& k) {
        __builtin_prefetch(&recent[slot_of(k)]);
        PositionKey& place = queue[queued % kQueued];
        if (queued >= kQueued) settle(place);
        place = k;
        ++queued;
    }

    // Settles the queued keys; `out` is complete afterwards.
    void flush() {
        for (std::size_t i = queued > kQueued ? queued - kQueued : 0; i < queued; ++i) settle(queue[i % kQueued]);
        queued = 0;
    }

    void settle(const PositionKey& k) {
        // An empty slot holds the all-zero key, an empty board, which no
        // move produces: the piece that moved is on the board.
        PositionKey& slot = recent[slot_of(k)];
        if (slot == k) return;
        slot = k;
        out.push_back(k);
    }
};

// The minimum of the automatic chunk: below it, the per-chunk merge costs
// more than the memory saved.
constexpr std::size_t kMinChunkKeys = std::size_t{1} << 20;
// Capped, three quarters of that: a replay runs both colours' updates side
// by side, so two chunks and two sets of cap + chunk keys can be held at
// once, and with 1 Mi keys that passed the capped memory bound of
// 4 x 32 B x cap + 256 MB; 768 Ki keys keep under it in the same time
// (docs/performance.md, "Belief memory").
constexpr std::size_t kMinCappedChunkKeys = std::size_t{3} << 18;
// Below this many keys a merge is not worth splitting among threads.
constexpr std::size_t kMinSplitMergeKeys = std::size_t{1} << 18;

}  // namespace

struct Belief::Workspace {
    tbb::enumerable_thread_specific<KeySink> sinks;
    // The previous P's buffer, emptied: the next update builds its P in it,
    // on pages already faulted in (a fresh page costs the kernel a clear).
    KeyBuffer spare;
    std::unique_ptr<tbb::task_arena> arena;
    int arena_threads = -1;

    // Runs f in the update's arena: one of `threads` workers, or the
    // caller's own (BeliefOptions::in_caller_arena).
    template <class F>
    void execute(const BeliefOptions& options, F&& f) {
        if (options.in_caller_arena) f();
        else arena_for(options.threads).execute(std::forward<F>(f));
    }

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

// The new P as the chunks of an update build it.
struct Expansion {
    KeyBuffer set;  // sorted, unique; bottom-k of all keys so far when capped
    bool cut = false;  // the cap removed keys
    std::uint64_t kth_hash = 0;  // the cap's threshold once cut
};

// Expands every board of `in` through `successors` on `threads` workers,
// a chunk of boards at a time: each worker sorts its own output, the
// outputs merge into the new set, and the cap cuts the set back to k as
// soon as it exceeds k. Sets, merges and the bottom-k sample do not depend
// on the order keys arrive in, so neither does the result.
template <class Successors>
Expansion expand_all(const KeyBuffer& in, std::uint32_t fullmove, const BeliefOptions& options,
                     Successors&& successors, BeliefStepStats& stats, Belief::Workspace& ws) {
    Expansion e;
    for (KeySink& sink : ws.sinks) sink.forget_recent(in.size());
    e.set.swap(ws.spare);
    e.set.clear();
    stats = {};
    // Exact: a quarter of P, so that P before, P after and a chunk stay
    // within 2.5 x |P|. Capped: an eighth of the cap, as the set can hold
    // the cap plus a chunk before it is cut, beside the other P's.
    const std::size_t automatic = options.cap ? options.cap / 8 : in.size() / 4;
    const std::size_t minimum = options.cap ? kMinCappedChunkKeys : kMinChunkKeys;
    const std::size_t budget = options.chunk_keys ? options.chunk_keys : std::max(minimum, automatic);
    // Kept transitions per board so far: sizes the next chunk. A first
    // guess on the high side keeps the first chunk small.
    double per_board = 32;
    std::size_t begin = 0;
    while (begin < in.size()) {
        const double boards = std::max(1.0, double(budget) / std::max(per_board, 1e-3));
        const std::size_t end = begin + std::min(in.size() - begin, std::size_t(boards));
        for (KeySink& sink : ws.sinks) {
            sink.out.clear();
            sink.candidates = 0;
            sink.queued = 0;
        }
        const std::uint64_t hash_limit = e.cut ? e.kth_hash : ~std::uint64_t{0};
        ws.execute(options, [&] {
            tbb::parallel_for(tbb::blocked_range<std::size_t>(begin, end, 256), [&](const auto& range) {
                KeySink& sink = ws.sinks.local();
                if (sink.recent.empty()) sink.forget_recent(in.size());  // a worker's first update
                sink.hash_limit = hash_limit;
                sink.cap_seed = options.cap_seed;
                for (std::size_t i = range.begin(); i != range.end(); ++i)
                    successors(position_from_key(in[i], fullmove), sink);
            });
        });
        for (KeySink& sink : ws.sinks) sink.flush();
        std::vector<KeyBuffer*> runs;
        std::size_t added = 0;
        for (KeySink& sink : ws.sinks) {
            stats.candidates += sink.candidates;
            stats.kept_before_dedup += sink.out.size();
            added += sink.out.size();
            if (!sink.out.empty()) runs.push_back(&sink.out);
        }
        // The sort goes through a scratch buffer as large as the runs
        // (engine/key_sort.hpp). The merge below grows the set by exactly
        // that much, so the set's room beyond its keys serves: lent to the
        // sort first, written by the merge after, it costs no memory (and
        // no page faults) beyond what the merge takes anyway.
        e.set.reserve(e.set.size() + added);
        std::vector<PositionKey*> scratch(runs.size());
        for (std::size_t i = 0, at = e.set.size(); i < runs.size(); at += runs[i]->size(), ++i)
            scratch[i] = e.set.data() + at;
        ws.execute(options, [&] {
            tbb::parallel_for(std::size_t{0}, runs.size(), [&](std::size_t i) { sort_unique(*runs[i], scratch[i]); });
        });
        // A large merge (and the cut after it) is split among the workers:
        // on one thread it left the other cores idle for a good part of a
        // large update (docs/performance.md, "Replay").
        std::optional<std::uint64_t> kth;
        ws.execute(options, [&] {
            const int parts = e.set.size() + added >= kMinSplitMergeKeys ? 2 * tbb::this_task_arena::max_concurrency() : 1;
            kth = merge_and_cap(e.set, std::vector<const KeyBuffer*>(runs.begin(), runs.end()), options.cap,
                                options.cap_seed, parts);
        });
        if (kth) {
            e.kth_hash = *kth;
            e.cut = true;
        }
        ++stats.chunks;
        // Once the cap has cut, the threshold refuses most keys before they
        // are stored, and ever more as it falls: the chunk just expanded says
        // what a board yields now, where the average over the update, which
        // counts the chunks before the cut, says several times too much and
        // cut the rest into twice the chunks needed, each merging and cutting
        // the whole capped set again (docs/performance.md, "Replay").
        per_board = e.cut ? double(added) / double(end - begin) : double(stats.kept_before_dedup) / double(end);
        begin = end;
    }
    return e;
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
    const TransitionCheck check(o, me);
    update(
        o,
        [&](const Position& b, KeySink& sink) {
            ++sink.candidates;
            // Every board of P shows the viewer the same own pieces and the
            // same vision, so m is legal in all of them; check anyway, a
            // board where it is not cannot be the truth.
            if (!is_fog_move(b, m)) return;
            const Position a = make_move(b, m);
            if (filter && !check.matches(b, a)) return;
            const PositionKey key = position_key(a);
            if (!sink.refuses(key)) sink.add(key);
        },
        false);
}

void Belief::after_opponent_move(const Observation& o) {
    const Colour me = viewer_;
    const TransitionCheck check(o, me, viewer_surely_has_a_move(o, me));
    update(
        o,
        [&](const Position& b, KeySink& sink) {
            // A move changes only the squares it touches (at most four);
            // more wrong seen squares than that cannot all be mended.
            const Bitboard mismatch = mismatched_squares(b, o);
            if (popcount(mismatch) > 4) return;
            // Every fog move of b is a candidate (the statistic counts
            // them all), but only those whose seen touched squares are
            // exactly the mismatches can explain o: only they are listed.
            sink.candidates += std::uint64_t(count_moves(b));
            MoveList moves;
            generate_explaining_moves(b, o.seen, mismatch, moves);
            for (Move m : moves) {
                if (captured_viewer_piece(b, m, me) != o.own_piece_captured) continue;
                const Position a = make_move(b, m);
                // Once the cap has cut, about half the candidates are above
                // its threshold, while the view check refuses about one in
                // a hundred: the threshold is asked first.
                const PositionKey key = position_key(a);
                if (!sink.refuses(key) && check.matches(b, a)) sink.add(key);
            }
        },
        true);
}

MemoryLimitError Belief::memory_limit_error(int ply, std::size_t last_size, const KeyBufferCeilingReached& reached) const {
    const std::size_t other = options_.max_memory > reached.ceiling ? options_.max_memory - reached.ceiling : 0;
    return MemoryLimitError(
        ply, last_size, options_.max_memory,
        "the update of " + std::string(viewer_ == White ? "white" : "black") + "'s belief at ply " +
            std::to_string(ply) + " (|P| = " + std::to_string(last_size) + " boards before it) would pass the memory limit of " +
            format_bytes(options_.max_memory) + ": its key buffers held " + format_bytes(reached.held) + " and needed " +
            format_bytes(reached.requested) + " more, beside " + format_bytes(other) +
            " of other memory; stopped before the system runs out");
}

template <class Expand>
void Belief::update(const Observation& o, Expand&& expand, bool opponent_moved) {
    const std::size_t last_size = keys_.size();
    const Colour mover = opponent_moved ? ~viewer_ : viewer_;
    Expansion e;
    try {
        std::optional<KeyBufferCeiling> ceiling;
        if (options_.max_memory) ceiling.emplace(key_buffer_ceiling_for(options_.max_memory));
        e = expand_all(keys_, fullmove_, options_, expand, last_step_, *workspace_);
    } catch (const KeyBufferCeilingReached& reached) {
        workspace_ = WorkspaceHandle();  // the unfinished update's buffers go back to the system
        throw memory_limit_error(ply_ + 1, last_size, reached);
    }
    ++ply_;
    fullmove_ = next_fullmove(fullmove_, mover);
    if (e.set.empty())
        throw EmptyBeliefError(ply_, o, last_size,
                               "belief of " + std::string(viewer_ == White ? "white" : "black") + " became empty at ply " +
                                   std::to_string(ply_) + " (" + std::to_string(last_size) +
                                   " boards before): no board is consistent with the observation");
    e.set.release_unused();
    keys_.swap(e.set);
    (*workspace_).spare.swap(e.set);  // the old P's pages, for the next update
    estimated_size_ = double(keys_.size()) * scale_;
    if (e.cut) {
        // Bottom-k sample: the k keys of smallest seeded hash (ties broken
        // by the key itself, so the choice is total and deterministic).
        const double fraction = bottom_k_fraction(e.kth_hash);
        estimated_size_ = double(options_.cap) / fraction * scale_;
        scale_ /= fraction;
        capped_ = true;
    }
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
