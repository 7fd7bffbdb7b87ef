// The replay summary (replay/summary.hpp): counts, reasons, exit codes,
// and never OK about zero games.
#include <gtest/gtest.h>

#include "replay/summary.hpp"

namespace {

using fog::records::GameRecord;
using fog::records::ReadResult;
using fog::records::RecordError;
using fog::replay::GameReplay;
using fog::replay::ReplayTally;

RecordError error_at(int line, std::string skipped = {}) {
    return RecordError{"f.pgn", line, 0, {}, "something is wrong", std::move(skipped)};
}

TEST(ReplaySummary, ZeroGamesIsNeverOk) {
    ReplayTally tally;
    tally.add_read(ReadResult{});
    EXPECT_EQ(tally.exit_code(), 2);
    EXPECT_EQ(tally.verdict_text(), "NOTHING REPLAYED: no game could be read");
    EXPECT_EQ(tally.counts_text(), "games: 0 replayed, 0 failed (truth lost at an uncapped ply), 0 skipped\n");
}

TEST(ReplaySummary, AllReplayedIsOk) {
    ReplayTally tally;
    ReadResult read;
    read.games.resize(2);
    read.warnings.push_back(error_at(3));
    tally.add_read(read);
    tally.add_replay(GameReplay{});
    tally.add_replay(GameReplay{});
    EXPECT_EQ(tally.exit_code(), 0);
    EXPECT_EQ(tally.verdict_text(), "OK: the truth stayed in P at every uncapped ply of all 2 games");
    EXPECT_EQ(tally.counts_text(),
              "games: 2 replayed, 0 failed (truth lost at an uncapped ply), 0 skipped\n"
              "on stderr: 0 other input errors, 1 warning\n");
}

TEST(ReplaySummary, SkippedGamesCountedByReason) {
    ReplayTally tally;
    ReadResult read;
    read.games.resize(2);
    read.games[1].error = error_at(9);  // cut short
    read.games[0].continues_after_rules_end = true;
    read.errors = {error_at(1, "bad start position, FEN field 6 (fullmove number)"),
                   error_at(5, "bad start position, FEN field 6 (fullmove number)"),
                   error_at(7, "bad start position, FEN field 3 (castling)"), *read.games[1].error, error_at(12),
                   error_at(0, "unreadable file")};
    tally.add_read(read);
    tally.add_replay(GameReplay{});
    tally.add_replay(GameReplay{});
    EXPECT_EQ(tally.skipped_game_count(), 3);
    EXPECT_EQ(tally.cut_short(), 1);
    EXPECT_EQ(tally.other_input_errors(), 1);
    EXPECT_EQ(tally.exit_code(), 2);
    EXPECT_EQ(tally.counts_text(),
              "games: 2 replayed (1 cut short by an input error, replayed up to it; 1 ended by the fog rules before "
              "their source did, replayed up to that ply), 0 failed (truth lost at an uncapped ply), 3 skipped\n"
              "skipped: 1 bad start position, FEN field 3 (castling); 2 bad start position, FEN field 6 (fullmove "
              "number)\n"
              "files not read: 1 unreadable file\n"
              "on stderr: 1 other input error, 0 warnings\n");
    EXPECT_EQ(tally.verdict_text().rfind("INCOMPLETE: ", 0), 0u) << tally.verdict_text();
}

TEST(ReplaySummary, TruthLostWinsOverInputErrors) {
    ReplayTally tally;
    ReadResult read;
    read.errors = {error_at(1, "bad UCI header")};
    tally.add_read(read);
    GameReplay lost;
    lost.first_truth_loss_uncapped = fog::replay::ReplayRow{};
    tally.add_replay(lost);
    tally.add_replay(GameReplay{});
    EXPECT_EQ(tally.failed(), 1);
    EXPECT_EQ(tally.exit_code(), 1);
    EXPECT_EQ(tally.verdict_text(), "FAIL: the truth left P at an uncapped ply in 1 of 2 games");
}

}  // namespace
