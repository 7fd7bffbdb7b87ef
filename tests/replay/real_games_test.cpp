// The ten real games of ../shared/games/misty, replayed from both sides in
// both observation modes: the truth must be in P at every uncapped ply, and
// with own-move observations on, |P| is never larger than with them off.
//
// Each game is tracked exactly until |P| would pass kBound; from there the
// cap applies (and losing the truth is then allowed, but reported).
#include <gtest/gtest.h>

#include <filesystem>
#include <map>

#include "records/records.hpp"
#include "replay/replay.hpp"

namespace {

constexpr std::size_t kBound = 50000;

std::vector<std::string> real_games() {
    std::vector<std::string> files;
    for (const auto& e : std::filesystem::directory_iterator(FOGPROOF_SHARED_DIR "/games/misty/fow-eval-seed1"))
        if (e.path().extension() == ".jsonl") files.push_back(e.path().string());
    std::sort(files.begin(), files.end());
    return files;
}

fog::replay::GameReplay replay(const fog::records::GameRecord& record, bool own_observation) {
    fog::replay::ReplayOptions options;
    options.belief.cap = kBound;
    options.belief.own_observation = own_observation;
    return fog::replay::replay_game(record, fog::replay::game_id(record, 0, 1), options);
}

TEST(RealGames, TruthStaysInPAndOwnObservationsNeverEnlargeP) {
    const auto files = real_games();
    ASSERT_EQ(files.size(), 10u) << "expected the ten games of ../shared/games/misty/fow-eval-seed1";
    double ratio_sum = 0;
    int ratio_count = 0;
    for (const std::string& file : files) {
        const auto read = fog::records::read_records(file);
        ASSERT_TRUE(read.errors.empty()) << read.errors.front().to_string();
        ASSERT_EQ(read.games.size(), 1u) << file;
        const auto on = replay(read.games[0], true);
        const auto off = replay(read.games[0], false);
        for (const auto* g : {&on, &off}) {
            EXPECT_FALSE(g->first_truth_loss_uncapped.has_value())
                << g->game << ": truth left P at uncapped ply " << g->first_truth_loss_uncapped->ply << " ("
                << g->first_truth_loss_uncapped->perspective << "'s belief) " << g->first_truth_loss_uncapped->error;
            EXPECT_EQ(g->plies, int(read.games[0].moves.size()));
        }
        // A belief that emptied after a capped loss stops, so rows are
        // matched by ply and perspective.
        std::map<std::pair<int, char>, const fog::replay::ReplayRow*> off_rows;
        for (const auto& r : off.rows) off_rows[{r.ply, r.perspective}] = &r;
        for (const auto& a : on.rows) {
            const auto it = off_rows.find({a.ply, a.perspective});
            if (it == off_rows.end()) continue;
            const auto& b = *it->second;
            if (a.capped || b.capped || !a.error.empty() || !b.error.empty()) continue;
            EXPECT_LE(a.size_after, b.size_after) << on.game << " ply " << a.ply << " perspective " << a.perspective;
            ratio_sum += double(a.size_after) / double(b.size_after);
            ++ratio_count;
        }
        std::printf("%-26s plies %3d  exact through ply %3d (on) %3d (off)  largest |P| %zu / %zu\n", on.game.c_str(),
                    on.plies, on.exact_through_ply, off.exact_through_ply, on.largest_p, off.largest_p);
    }
    ASSERT_GT(ratio_count, 100);
    std::printf("mean |P| on/off over %d uncapped rows: %.3f\n", ratio_count, ratio_sum / ratio_count);
}

}  // namespace
