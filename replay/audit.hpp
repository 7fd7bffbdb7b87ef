// `fogproof audit`: an engine's logged belief, held ply by ply against P
// recomputed from the same game. P is a function of what the player saw
// (the start, its own moves, its observations) and the record gives all
// of it, so every game an engine has played can be checked afterwards
// without running the engine again.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/belief.hpp"
#include "replay/audit_row_check.hpp"
#include "replay/belief_log.hpp"
#include "replay/game_set.hpp"
#include "replay/shard.hpp"
#include "replay/replay_row.hpp"

namespace fog::replay {

struct AuditOptions {
    // Cap, threads and memory limit of fogproof's own P, as in replay.
    BeliefOptions belief;
    // As replay_game's on_update_start: for a progress line (called from
    // the threads of the games running side by side).
    std::function<void(const ReplayRow&)> on_update_start;
    // Audit only the games of this shard (replay/shard.hpp; the key is the
    // game's index in `games`). The log is still read and checked whole.
    Shard shard;
};

// The first row at which a logged P left the right one.
struct Divergence {
    int ply = 0;
    char mover = 'w';
    std::string where;  // the log line
    std::size_t logged_size = 0, right_size = 0;
    bool logged_capped = false, right_capped = false;
    std::string truth_fen;  // the true board after the ply, canonical
    RowCheck check;
};

// A stretch of logged plies over which the logged P shrank much faster
// than the right one (shrank_much_faster).
struct ShrinkWarning {
    int from_ply = 0, ply = 0;
    std::size_t logged_before = 0, logged_after = 0, right_before = 0, right_after = 0;
};

// One logged belief: a game, a perspective, an observation mode.
struct TrackAudit {
    std::string game;
    Colour perspective = White;
    bool own_observation = true;
    int rows = 0;                   // logged rows
    int rows_checked = 0;           // of them, held against P
    int rows_against_capped_p = 0;  // of those, against fogproof's capped P (bounds only)
    std::vector<int> divergent_plies;
    std::optional<Divergence> first;
    std::vector<ShrinkWarning> shrink_warnings;
    // Why rows from some ply on could not be checked (fogproof's own P
    // emptied, which a cap can cause); empty when all were.
    std::string not_checked;
};

struct GameAudit {
    std::size_t index = 0;  // in the records (the --shard key)
    std::string game;
    std::vector<TrackAudit> tracks;  // White's before Black's, own observations on before off
    int plies = 0;                   // plies replayed: up to the last logged one
    double seconds = 0;
    bool diverged() const;
};

struct AuditResult {
    std::vector<GameAudit> games;  // in the order of the records
    std::vector<std::string> input_errors;
    int warnings = 0;
    int rows_read = 0;
    std::vector<std::string> games_without_rows;  // ids of records the log never names (of this shard)
    std::vector<std::size_t> games_without_rows_index;  // their indices in the records
    Shard shard;                                  // the games audited: this shard's
    std::size_t games_in_set = 0;                 // records, in every shard
};

// Audits every game the log names (of options.shard), games side by side
// as replay runs them (replay/game_pool.hpp) when options.belief asks for
// more than one thread; the result is the same either way. Rows naming a game or ply the records
// lack, repeating a row, or coming from a bad log line are input errors
// (with their line), never skipped in silence. Throws MemoryLimitError as
// replay_game does, its message starting with the game's id.
AuditResult audit_games(const std::vector<IdentifiedGame>& games, const BeliefLog& log, const AuditOptions& options);

}  // namespace fog::replay
