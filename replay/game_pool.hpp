// Games side by side: one pool of threads replays (or audits) as many games
// at once as fit under the memory limit, each game's updates still
// parallel inside, and hands the results on in the order of the games, so
// that a report reads exactly as a one-game-at-a-time run writes it.
#pragma once

#include <cstddef>
#include <functional>

#include "engine/belief.hpp"

namespace fog::replay {

struct GamePool {
    int threads = 1;              // the pool's threads (0 resolved to all cores)
    std::size_t games_at_once = 1;  // games in flight at most; 1: one after the other
};

// Memory a game needs at most, beside the fixed cost of the process
// (docs/performance.md, "Belief memory": 4 x 32 B x cap for the two
// beliefs of a capped game, plus their chunks, plus a table of recent keys
// per thread and belief, kWorkerTableBytes); 0 when it cannot be told in
// advance (an exact belief grows with the game).
std::size_t game_memory_bound(const BeliefOptions& belief, int beliefs_per_game);

// How many games to run at once: one per thread asked for (0: all cores),
// no more than there are games, and under a memory limit no more than fit
// beside each other (belief.max_memory less the process's fixed 256 MB,
// divided by game_memory_bound; exact games are not bounded in advance, the
// limit itself then guards, see run_games_in_order).
GamePool plan_game_pool(const BeliefOptions& belief, int beliefs_per_game, std::size_t games);

// Calls run(i) for every i in [0, games), up to pool.games_at_once at a time
// on pool.threads threads (inside one TBB arena, where run's belief updates
// take their workers too: BeliefOptions::in_caller_arena), and deliver(i)
// for each in increasing i, one at a time, as soon as it and every game
// before it are done. run(i) keeps its result where deliver(i) finds it.
//
// What run(i) throws stops the run in order: every game before i is
// delivered, then the exception is rethrown and nothing after i is. A
// MemoryLimitError of a game that ran beside others is not final: the games
// beside it may have taken the memory it would have had alone, so the
// game is run again alone (after the others in flight finish) and only
// its second failure counts, as a one-game-at-a-time run would have
// stopped there.
void run_games_in_order(std::size_t games, const GamePool& pool, const std::function<void(std::size_t)>& run,
                        const std::function<void(std::size_t)>& deliver);

}  // namespace fog::replay
