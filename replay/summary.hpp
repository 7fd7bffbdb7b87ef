// The honest end of `fogproof replay`: how many games were replayed, how
// many lost the truth, how many could not be read and why, and the exit
// code that follows (0 all replayed with the truth kept, 1 the truth lost
// at an uncapped ply, 2 some input not read or nothing replayed at all).
// It never calls a run with zero games replayed OK.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "records/records.hpp"
#include "replay/replay.hpp"

namespace fog::replay {

inline constexpr int kExitAllReplayed = 0;
inline constexpr int kExitTruthLost = 1;
inline constexpr int kExitInputNotRead = 2;
// An update would have passed --max-memory: the replay stopped there.
inline constexpr int kExitMemoryLimit = 3;

// The exit codes as `--help` and the README state them.
inline constexpr const char* kExitCodesHelp =
    "Exit codes: 0 every game was read and replayed and the truth stayed in P at every uncapped ply; "
    "1 the truth left P at an uncapped ply; 2 some games or files could not be read (the others are "
    "still replayed), or no game was found, or bad arguments; 3 an update would have passed --max-memory "
    "(the error names the game, ply and |P|; the replay stops there).";

class ReplayTally {
public:
    // Every count, as a --json summary stores them: a tally rebuilt from
    // them gives the same exit code and text (fogproof merge).
    struct Counts {
        int replayed = 0, failed = 0, cut_short = 0, continued_after_rules_end = 0;
        int other_input_errors = 0, warnings = 0;
        std::map<std::string, int> skipped_games, skipped_files;
    };
    ReplayTally() = default;
    explicit ReplayTally(const Counts& counts);
    Counts counts() const;

    // What reading one file gave, before its games are replayed.
    void add_read(const records::ReadResult& read);
    // A game the replay itself could not start.
    void add_unreplayable(const std::string& reason);
    void add_replay(const GameReplay& replay);

    int replayed() const { return replayed_; }
    int failed() const { return failed_; }
    int cut_short() const { return cut_short_; }
    int continued_after_rules_end() const { return continued_after_rules_end_; }
    int other_input_errors() const { return other_input_errors_; }
    int warnings() const { return warnings_; }
    // Reason -> number of games (or, for file reasons, files) not read.
    const std::map<std::string, int>& skipped_games() const { return skipped_games_; }
    const std::map<std::string, int>& skipped_files() const { return skipped_files_; }
    int skipped_game_count() const;

    int exit_code() const;
    // "games: 2014 replayed ..., 0 failed ..., 12 skipped (...)" and more
    // lines as needed, each ending in '\n'.
    std::string counts_text() const;
    // The last line: OK, FAIL, INCOMPLETE or NOTHING REPLAYED.
    std::string verdict_text() const;

private:
    int replayed_ = 0, failed_ = 0, cut_short_ = 0, continued_after_rules_end_ = 0;
    int other_input_errors_ = 0, warnings_ = 0;
    std::map<std::string, int> skipped_games_, skipped_files_;
};

}  // namespace fog::replay
