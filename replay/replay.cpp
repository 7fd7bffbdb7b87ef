#include "replay/replay.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>

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
    Position truth = parse_fen_or_throw(record.start_fen, KingRule::Required);
    // A belief that failed (empty P) is not continued: its later rows would
    // only repeat the failure.
    std::optional<Belief> beliefs[2] = {Belief(truth, White, options.belief), Belief(truth, Black, options.belief)};
    bool exact = true;

    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        if (options.max_plies > 0 && int(i) >= options.max_plies) break;
        const Move m = record.moves[i];
        const Position next = make_move(truth, m);
        const int ply = int(i) + 1;
        for (Colour perspective : {White, Black}) {
            std::optional<Belief>& belief = beliefs[perspective];
            if (!belief) continue;
            ReplayRow row;
            row.game = id;
            row.ply = ply;
            row.mover = letter(truth.side);
            row.perspective = letter(perspective);
            row.size_before = belief->size();
            if (on_update_start) on_update_start(row);
            const auto start = std::chrono::steady_clock::now();
            const Observation o = observe(truth, next, perspective);
            try {
                if (truth.side == perspective) belief->after_own_move(m, o);
                else belief->after_opponent_move(o);
                row.size_after = belief->size();
                row.estimated_size = belief->estimated_size();
                row.capped = belief->capped();
                row.truth_in_p = belief->contains(next);
            } catch (const EmptyBeliefError& e) {
                row.capped = belief->capped();
                row.truth_in_p = false;
                row.error = e.what();
                belief.reset();
            }
            row.milliseconds = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
            if (belief && !options.dump_dir.empty()) dump_belief(options.dump_dir, id, ply, perspective, *belief);
            result.largest_p = std::max(result.largest_p, row.size_after);
            if (!row.truth_in_p) {
                auto& first = row.capped ? result.first_truth_loss_capped : result.first_truth_loss_uncapped;
                if (!first) first = row;
            }
            if (row.capped) exact = false;
            if (on_row) on_row(row);
            result.rows.push_back(std::move(row));
        }
        if (exact) result.exact_through_ply = ply;
        truth = next;
        result.plies = ply;
    }
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - game_start).count();
    return result;
}

}  // namespace fog::replay
