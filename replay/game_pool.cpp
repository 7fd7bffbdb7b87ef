#include "replay/game_pool.hpp"

#include <tbb/parallel_pipeline.h>
#include <tbb/task_arena.h>

#include <algorithm>
#include <atomic>
#include <exception>
#include <optional>

#include "engine/memory_limit.hpp"

namespace fog::replay {
namespace {

// What the process holds besides the games' key buffers and their
// workers' tables: the binary, TBB, the records (docs/performance.md,
// "Belief memory").
constexpr std::size_t kFixedBytes = std::size_t{256} << 20;
constexpr std::size_t kKeyBytes = 32;
// engine/belief.cpp's least automatic chunk of a capped update.
constexpr std::size_t kMinCappedChunkKeys = std::size_t{3} << 18;

// One finished (or failed) game on its way to delivery.
struct Outcome {
    std::size_t game = 0;
    std::exception_ptr error;
};

bool is_memory_limit(const std::exception_ptr& error) {
    try {
        std::rethrow_exception(error);
    } catch (const MemoryLimitError&) {
        return true;
    } catch (...) {
        return false;
    }
}

}  // namespace

std::size_t game_memory_bound(const BeliefOptions& belief, int beliefs_per_game) {
    if (belief.cap == 0) return 0;
    // P before, the new P (up to the cap plus a chunk) and the chunk's
    // runs: two caps and two chunks per belief. Beside them, a table of
    // recent keys per thread that worked on the belief: on 64 cores that
    // is 512 MiB a game, more than its keys.
    const std::size_t chunk = std::max(kMinCappedChunkKeys, belief.cap / 8);
    const int threads = belief.threads > 0 ? belief.threads : tbb::this_task_arena::max_concurrency();
    return std::size_t(beliefs_per_game) *
           (2 * kKeyBytes * (belief.cap + chunk) + std::size_t(threads) * kWorkerTableBytes);
}

GamePool plan_game_pool(const BeliefOptions& belief, int beliefs_per_game, std::size_t games) {
    GamePool pool;
    pool.threads = belief.threads > 0 ? belief.threads : tbb::this_task_arena::max_concurrency();
    std::size_t at_once = std::min<std::size_t>(std::size_t(pool.threads), std::max<std::size_t>(games, 1));
    const std::size_t bound = game_memory_bound(belief, beliefs_per_game);
    if (belief.max_memory && bound) {
        const std::size_t room = belief.max_memory > kFixedBytes ? belief.max_memory - kFixedBytes : 0;
        at_once = std::min(at_once, std::max<std::size_t>(1, room / bound));
    }
    pool.games_at_once = at_once;
    return pool;
}

void run_games_in_order(std::size_t games, const GamePool& pool, const std::function<void(std::size_t)>& run,
                        const std::function<void(std::size_t)>& deliver) {
    if (pool.games_at_once <= 1) {
        for (std::size_t i = 0; i < games; ++i) {
            run(i);
            deliver(i);
        }
        return;
    }
    tbb::task_arena arena(pool.threads);
    std::size_t start = 0;
    while (start < games) {
        std::optional<std::size_t> again_alone;
        std::exception_ptr failure;
        std::atomic<bool> stop{false};
        arena.execute([&] {
            std::size_t next = start;
            tbb::parallel_pipeline(
                pool.games_at_once,
                tbb::make_filter<void, std::size_t>(tbb::filter_mode::serial_in_order,
                                                    [&](tbb::flow_control& control) -> std::size_t {
                                                        if (next >= games || stop) {
                                                            control.stop();
                                                            return 0;
                                                        }
                                                        return next++;
                                                    }) &
                    tbb::make_filter<std::size_t, Outcome>(tbb::filter_mode::parallel,
                                                           [&](std::size_t i) {
                                                               Outcome o{i, nullptr};
                                                               if (stop) return o;  // never delivered
                                                               try {
                                                                   run(i);
                                                               } catch (...) {
                                                                   o.error = std::current_exception();
                                                               }
                                                               return o;
                                                           }) &
                    tbb::make_filter<Outcome, void>(tbb::filter_mode::serial_in_order, [&](const Outcome& o) {
                        if (stop) return;
                        if (o.error) {
                            stop = true;
                            if (is_memory_limit(o.error)) again_alone = o.game;
                            else failure = o.error;
                            return;
                        }
                        deliver(o.game);
                    }));
        });
        if (failure) std::rethrow_exception(failure);
        if (!again_alone) break;
        // Alone in the pool now: a second MemoryLimitError is final.
        arena.execute([&] { run(*again_alone); });
        deliver(*again_alone);
        start = *again_alone + 1;
    }
}

}  // namespace fog::replay
