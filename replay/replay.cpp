#include "replay/replay.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <optional>
#include <thread>

#include <tbb/task_group.h>

#include "engine/fen.hpp"

namespace fog::replay {
namespace {

char letter(Colour c) { return c == White ? 'w' : 'b'; }

void dump_belief(const std::string& dir, const std::string& id, int ply, Colour perspective, const Belief& belief) {
    namespace fs = std::filesystem;
    std::string safe_id = id;
    std::replace(safe_id.begin(), safe_id.end(), '/', '_');
    const fs::path folder = fs::path(dir) / safe_id;
    fs::create_directories(folder);
    std::vector<std::string> fens;
    fens.reserve(belief.size());
    for (const Position& p : belief.positions()) fens.push_back(belief_fen(p));
    std::sort(fens.begin(), fens.end());
    std::ofstream out(folder / fmt::format("ply-{:03}-{}.fen", ply, perspective == White ? "white" : "black"));
    for (const std::string& f : fens) out << f << '\n';
}

// The true boards of the game, boards[0] the start and boards[i] after ply i.
std::vector<Position> true_boards(const records::GameRecord& record, int max_plies) {
    std::vector<Position> boards{parse_fen_or_throw(record.start_fen, KingRule::Required)};
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        if (max_plies > 0 && int(i) >= max_plies) break;
        boards.push_back(make_move(boards.back(), record.moves[i]));
    }
    return boards;
}

// One perspective's belief through the whole game. The two beliefs of a
// game never read each other (each sees only the true boards), so they can
// run side by side: while one makes its cheap own-move update or its
// single-threaded merge, the other's expansion has the other core. Rows are
// published slot by slot; a slot stays empty once the belief has failed.
class Track {
public:
    Track(Colour perspective, std::size_t plies, const records::GameRecord& record, const std::string& id,
          const std::vector<Position>& boards, const ReplayOptions& options, const BeliefOptions& belief_options)
        : perspective_(perspective),
          rows_(plies),
          record_(record),
          id_(id),
          boards_(boards),
          options_(options),
          belief_(Belief(boards[0], perspective, belief_options)) {}

    // Ply i + 1, published in slot i; nothing once the belief has failed.
    void step(std::size_t i, const std::function<void(const ReplayRow&)>& on_update_start) {
        if (!belief_) return;
        const Position& truth = boards_[i];
        const Position& next = boards_[i + 1];
        ReplayRow row;
        row.game = id_;
        row.ply = int(i) + 1;
        row.mover = letter(truth.side);
        row.perspective = letter(perspective_);
        row.own_observation = options_.belief.own_observation;
        row.size_before = belief_->size();
        if (on_update_start) on_update_start(row);
        const auto start = std::chrono::steady_clock::now();
        const Observation o = observe(truth, next, perspective_);
        try {
            belief_->after_move(truth.side, record_.moves[i], o);
            row.size_after = belief_->size();
            row.estimated_size = belief_->estimated_size();
            row.capped = belief_->capped();
            row.truth_in_p = belief_->contains(next);
        } catch (const EmptyBeliefError& e) {
            // A belief that failed (empty P) is not continued: its later
            // rows would only repeat the failure.
            row.capped = belief_->capped();
            row.truth_in_p = false;
            row.error = e.what();
            belief_.reset();
        }
        row.milliseconds = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
        if (belief_ && !options_.dump_dir.empty()) dump_belief(options_.dump_dir, id_, row.ply, perspective_, *belief_);
        if (options_.after_update) options_.after_update(row, belief_ ? &*belief_ : nullptr, next);
        std::lock_guard g(lock_);
        rows_[published_++] = std::move(row);
        failed_ = !belief_;
        ready_.notify_all();
    }

    // Every ply, on a thread of its own, until done or `stop`. Whatever
    // ends it early (a MemoryLimitError) is rethrown by wait_for when the
    // reader reaches that slot: the other track keeps going until then, so
    // the rows before the failure are the same as one thread gives.
    void run(const std::function<void(const ReplayRow&)>& on_update_start, const std::atomic<bool>& stop) {
        try {
            for (std::size_t i = 0; i < rows_.size() && belief_ && !stop; ++i) step(i, on_update_start);
        } catch (...) {
            std::lock_guard g(lock_);
            error_ = std::current_exception();
        }
        std::lock_guard g(lock_);
        finished_ = true;
        ready_.notify_all();
    }

    // Waits for slot i: the row, or nullptr when this belief has no row
    // there (it failed earlier). Rethrows what stopped the track at slot i.
    const ReplayRow* wait_for(std::size_t i) {
        std::unique_lock g(lock_);
        ready_.wait(g, [&] { return published_ > i || finished_ || failed_; });
        if (published_ > i) return &rows_[i];
        if (error_) std::rethrow_exception(error_);
        return nullptr;
    }

private:
    const Colour perspective_;
    std::vector<ReplayRow> rows_;  // slots below published_ are final and never move
    const records::GameRecord& record_;
    const std::string& id_;
    const std::vector<Position>& boards_;
    const ReplayOptions& options_;
    std::optional<Belief> belief_;
    std::mutex lock_;
    std::condition_variable ready_;
    std::size_t published_ = 0;
    bool finished_ = false;
    bool failed_ = false;  // the belief emptied: no rows after the one saying so
    std::exception_ptr error_;
};

}  // namespace

std::string game_id(const records::GameRecord& record, std::size_t index_in_file, std::size_t games_in_file) {
    std::string stem = std::filesystem::path(record.source).stem().string();
    if (stem.empty()) stem = "game";
    return games_in_file > 1 ? fmt::format("{}#{}", stem, index_in_file + 1) : stem;
}

GameReplay replay_game(const records::GameRecord& record, const std::string& id, const ReplayOptions& options,
                       const std::function<void(const ReplayRow&)>& on_row,
                       const std::function<void(const ReplayRow&)>& on_update_start) {
    const auto game_start = std::chrono::steady_clock::now();
    GameReplay result;
    result.game = id;
    const std::vector<Position> boards = true_boards(record, options.max_plies);
    const std::size_t plies = boards.size() - 1;
    // One thread asked for: the two beliefs take turns on it, ply by ply.
    // More: they run side by side, each with the threads asked for. TBB's
    // workers are one pool, which the two updates share. One thread per
    // belief would idle a core, as the beliefs' dear updates come in turn;
    // one belief after the other would leave a core idle while a capped
    // update merges and cuts on one thread (docs/performance.md, "Replay").
    const bool side_by_side = options.belief.threads != 1;
    std::vector<Colour> tracked;
    for (Colour c : {White, Black})
        if (options.perspectives[c]) tracked.push_back(c);
    std::optional<Track> tracks[2];
    for (Colour c : tracked) tracks[c].emplace(c, plies, record, id, boards, options, options.belief);
    std::atomic<bool> stop{false};
    std::vector<std::thread> threads;
    if (side_by_side && options.belief.in_caller_arena) {
        // A game of a pool (replay/game_pool.hpp): the two beliefs are tasks
        // of the pool's arena, not threads of their own, and both are done
        // before the rows are read below (none of which then waits).
        tbb::task_group beliefs;
        for (Colour c : tracked) beliefs.run([&, c] { tracks[c]->run(on_update_start, stop); });
        beliefs.wait();
    } else if (side_by_side) {
        for (Colour c : tracked) threads.emplace_back([&, c] { tracks[c]->run(on_update_start, stop); });
    }
    const auto join = [&] {
        stop = true;
        for (std::thread& t : threads) t.join();
        threads.clear();
    };

    try {
        bool exact = true;
        for (std::size_t i = 0; i < plies; ++i) {
            const int ply = int(i) + 1;
            for (Colour perspective : tracked) {
                if (!side_by_side) tracks[perspective]->step(i, on_update_start);
                const ReplayRow* row = tracks[perspective]->wait_for(i);
                if (!row) continue;
                result.largest_p = std::max(result.largest_p, row->size_after);
                if (!row->truth_in_p) {
                    auto& first = row->capped ? result.first_truth_loss_capped : result.first_truth_loss_uncapped;
                    if (!first) first = *row;
                }
                if (row->capped) exact = false;
                if (on_row) on_row(*row);
                result.rows.push_back(*row);
            }
            if (exact) result.exact_through_ply = ply;
            result.plies = ply;
        }
    } catch (...) {
        join();
        throw;
    }
    join();
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - game_start).count();
    return result;
}

}  // namespace fog::replay
