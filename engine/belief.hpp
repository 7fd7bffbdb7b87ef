// The belief state P of one player (rules §5): every board consistent with
// everything that player has observed, stored as sorted canonical keys.
#pragma once

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/key.hpp"
#include "engine/key_buffer.hpp"
#include "engine/memory_limit.hpp"
#include "engine/observation.hpp"
#include "engine/position.hpp"

namespace fog {

struct BeliefOptions {
    // Filter P with the observation that follows the player's own move as
    // well (on by default). Off: only opponent-move observations filter.
    bool own_observation = true;
    // 0: exact. Otherwise keep at most `cap` boards, chosen by the smallest
    // seeded hash of their key; the belief then reports `capped`.
    std::size_t cap = 0;
    std::uint64_t cap_seed = 0x5EEDF06ULL;
    // Worker threads for the expansion; 0 means all hardware threads. The
    // result never depends on this number.
    int threads = 0;
    // Run the update's parallel loops in the task arena of the calling
    // thread instead of an arena of `threads` workers of its own: for a
    // caller that runs many beliefs at once in one pool of threads (replay's
    // games side by side), where arenas of their own would each want every
    // core. `threads` is then unused. The result never depends on it.
    bool in_caller_arena = false;
    // Matching transitions held at once before they are sorted and merged
    // into the new P; the update expands P a chunk of boards at a time to
    // stay near it. 0: a quarter of |P| (at least 1 M keys, 32 MB), which
    // keeps an exact update near 2.5 x 32 B x |P|. The result never
    // depends on this number.
    std::size_t chunk_keys = 0;
    // Bytes the whole process may hold during an update (0: no limit). An
    // update that would pass it stops with MemoryLimitError and leaves P as
    // it was (engine/memory_limit.hpp). The result never depends on it.
    std::size_t max_memory = 0;
};

// Raised when P becomes empty: a soundness violation (rules §5), never a
// state to continue from.
class EmptyBeliefError : public std::runtime_error {
public:
    EmptyBeliefError(int ply, Observation observation, std::size_t last_size, const std::string& what);
    int ply;                  // the ply whose update emptied P (1 = first move of the game)
    Observation observation;  // the observation that no board matched
    std::size_t last_size;    // |P| before that update
};

struct BeliefStepStats {
    std::uint64_t candidates = 0;  // transitions generated (after cheap move filters)
    // Matching transitions handed to the sort: all of them when exact; when
    // capped, those below the cap's running hash threshold.
    std::uint64_t kept_before_dedup = 0;
    std::size_t chunks = 0;  // pieces the expansion of P was cut into
};

// A belief's working memory beside its key buffers: every thread that has
// worked on one of its updates keeps a table of the keys it added lately
// (KeySink in engine/belief.cpp), of at most this many bytes, for as long
// as the belief lives. A pool of games on many cores holds one per belief
// and thread, which is why its plan counts them (replay/game_pool.hpp).
inline constexpr std::size_t kWorkerTableBytes = (std::size_t{1} << 17) * sizeof(PositionKey);

// P's storage: sorted, unique canonical keys, 32 bytes per board.
using KeyVector = KeyBuffer;

class Belief {
public:
    Belief(const Position& start, Colour viewer, BeliefOptions options = {});

    // Rules §5: every board makes m; keep those whose observation for the
    // viewer equals o. (With own observations off, keep them all.)
    void after_own_move(Move m, const Observation& o);
    // Rules §5: every board makes every legal opponent move; keep those whose
    // observation equals o; duplicates merge by key.
    void after_opponent_move(const Observation& o);
    // One of the two above, by who moved: the update for a ply of the game.
    void after_move(Colour mover, Move m, const Observation& o) {
        if (mover == viewer_) after_own_move(m, o);
        else after_opponent_move(o);
    }

    Colour viewer() const { return viewer_; }
    std::size_t size() const { return keys_.size(); }
    bool capped() const { return capped_; }
    // Estimated |P| had no cap ever applied (equals size() while exact).
    double estimated_size() const { return estimated_size_; }
    int ply() const { return ply_; }
    // The fullmove number every board of P shares (not in the keys).
    std::uint32_t fullmove() const { return fullmove_; }
    const BeliefOptions& options() const { return options_; }
    const BeliefStepStats& last_step() const { return last_step_; }

    // True when P holds a board that decodes to exactly p.
    bool contains(const Position& p) const;
    const KeyVector& keys() const { return keys_; }  // sorted, unique
    std::vector<Position> positions() const;
    // Order-independent of threads: a hash over the sorted keys.
    std::uint64_t set_hash() const;

    // Starts from an arbitrary set of boards (tests, fixtures). All boards
    // must have the same side to move; `fullmove` is shared.
    static Belief from_keys(std::vector<PositionKey> keys, std::uint32_t fullmove, Colour viewer,
                            BeliefOptions options = {});

    // Working memory of the updates (thread-local output buffers, the
    // thread arena). Never shared: a copy of a Belief starts with a
    // workspace of its own.
    struct Workspace;
    class WorkspaceHandle {
    public:
        WorkspaceHandle();
        WorkspaceHandle(const WorkspaceHandle&);
        WorkspaceHandle(WorkspaceHandle&&) noexcept;
        WorkspaceHandle& operator=(const WorkspaceHandle&);
        WorkspaceHandle& operator=(WorkspaceHandle&&) noexcept;
        ~WorkspaceHandle();
        Workspace& operator*() const { return *workspace_; }

    private:
        std::unique_ptr<Workspace> workspace_;
    };

private:
    Belief() = default;
    template <class Expand>
    void update(const Observation& o, Expand&& expand, bool opponent_moved);
    MemoryLimitError memory_limit_error(int ply, std::size_t last_size, const KeyBufferCeilingReached& reached) const;

    KeyVector keys_;
    Colour viewer_ = White;
    BeliefOptions options_;
    std::uint32_t fullmove_ = 1;
    int ply_ = 0;
    bool capped_ = false;
    double estimated_size_ = 1;
    double scale_ = 1;  // inverse of the fraction kept by caps so far
    BeliefStepStats last_step_;
    WorkspaceHandle workspace_;
};

// The comparison a belief update makes between a candidate transition and
// the observation received (rules §3 and docs/rules.md): all four parts,
// except that an observed `repetition` cannot be checked on a single board
// and counts as "not ended by the board".
bool observation_matches(const Observation& candidate, const Observation& observed);

}  // namespace fog
