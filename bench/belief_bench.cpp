// Belief update throughput on recorded belief states from a real game
// (../shared/games/misty/.../game-0007-L-tier1-black.jsonl, own-move
// observations off, exact): candidate transitions per second and unique
// boards per second, on 1 and 2 threads.
//
// The fixtures are rebuilt at start-up by replaying the game to the chosen
// ply, so they are exactly the recorded states, not stand-ins.
#include <benchmark/benchmark.h>

#include <map>
#include <optional>

#include "engine/belief.hpp"
#include "engine/fen.hpp"
#include "records/records.hpp"

namespace {

struct Fixture {
    fog::Belief belief;  // P before the update being measured
    fog::Move move;      // the move of that ply
    fog::Observation observation;
    bool own_move;
};

const char* const kGame = FOGPROOF_SHARED_DIR "/games/misty/fow-eval-seed1/game-0007-L-tier1-black.jsonl";

// The state of `perspective`'s belief just before ply `ply`.
const Fixture& fixture(int ply, fog::Colour perspective) {
    static std::map<std::pair<int, int>, Fixture> cache;
    const auto key = std::make_pair(ply, int(perspective));
    if (auto it = cache.find(key); it != cache.end()) return it->second;
    const auto read = fog::records::read_records(kGame);
    if (read.games.empty() || int(read.games[0].moves.size()) < ply) {
        std::fprintf(stderr, "belief_bench: cannot read %s\n", kGame);
        std::exit(1);
    }
    const auto& moves = read.games[0].moves;
    fog::BeliefOptions options;
    options.own_observation = false;
    fog::Position truth = fog::parse_fen_or_throw(read.games[0].start_fen, fog::KingRule::Required);
    fog::Belief belief(truth, perspective, options);
    for (int i = 0; i + 1 < ply; ++i) {
        const fog::Position next = fog::make_move(truth, moves[std::size_t(i)]);
        const fog::Observation o = fog::observe(truth, next, perspective);
        if (truth.side == perspective) belief.after_own_move(moves[std::size_t(i)], o);
        else belief.after_opponent_move(o);
        truth = next;
    }
    const fog::Move m = moves[std::size_t(ply - 1)];
    const fog::Observation o = fog::observe(truth, fog::make_move(truth, m), perspective);
    return cache.emplace(key, Fixture{belief, m, o, truth.side == perspective}).first->second;
}

void belief_update(benchmark::State& state) {
    const int ply = int(state.range(0));
    const auto perspective = fog::Colour(state.range(1));
    const Fixture& f = fixture(ply, perspective);
    std::uint64_t candidates = 0, unique = 0, kept = 0;
    fog::BeliefOptions options = f.belief.options();
    options.threads = int(state.range(2));
    const fog::Belief recorded = fog::Belief::from_keys(
        std::vector<fog::PositionKey>(f.belief.keys().begin(), f.belief.keys().end()), 1, perspective, options);
    // One belief for all iterations: copy-assigning the recorded state keeps
    // its workspace, so the buffers are warm as they are from the second
    // ply of a replay on (a fresh belief's first update also pays the
    // kernel for zeroing its new pages).
    fog::Belief b = recorded;
    for (auto _ : state) {
        state.PauseTiming();
        b = recorded;
        state.ResumeTiming();
        if (f.own_move) b.after_own_move(f.move, f.observation);
        else b.after_opponent_move(f.observation);
        candidates += b.last_step().candidates;
        kept += b.last_step().kept_before_dedup;
        unique += b.size();
        benchmark::DoNotOptimize(b.size());
    }
    state.counters["P_before"] = double(f.belief.size());
    state.counters["candidates/s"] = benchmark::Counter(double(candidates), benchmark::Counter::kIsRate);
    state.counters["unique/s"] = benchmark::Counter(double(unique), benchmark::Counter::kIsRate);
    // Matching transitions per unique board: what the sort and merge handle.
    state.counters["kept/unique"] = unique ? double(kept) / double(unique) : 0.0;
}

// White moves at plies 11 and 13 of game 0007: Black's opponent-move
// updates, where P grows to hundreds of thousands. Threads 1 and 2.
BENCHMARK(belief_update)
    ->ArgNames({"ply", "perspective", "threads"})
    ->ArgsProduct({{11, 13}, {fog::Black}, {1, 2}})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

void bytes_per_stored_board(benchmark::State& state) {
    const Fixture& f = fixture(14, fog::Black);
    for (auto _ : state) benchmark::DoNotOptimize(f.belief.keys().data());
    state.counters["bytes/board"] = double(sizeof(fog::PositionKey));
    state.counters["boards"] = double(f.belief.size());
    state.counters["MB_for_16M_boards"] = 16e6 * double(sizeof(fog::PositionKey)) / 1e6;
}
BENCHMARK(bytes_per_stored_board)->Iterations(1);

}  // namespace
