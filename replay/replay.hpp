// Replaying a recorded game while tracking P for both colours, checking at
// every ply that the true board is still in P (rules §5, soundness).
#pragma once

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/belief.hpp"
#include "records/records.hpp"
#include "replay/replay_row.hpp"

namespace fog::replay {

struct ReplayOptions {
    BeliefOptions belief;
    // When set, writes P after every ply and perspective to
    // <dump_dir>/<game id>/ply-<NNN>-<white|black>.fen: the sorted canonical
    // FENs (belief_fen), one per line.
    std::string dump_dir;
    // Stop after this many plies (0: the whole game).
    int max_plies = 0;
    // Whose beliefs to track, by Colour: an audit of one engine's log needs
    // only the colour that engine played, and the other belief may cost
    // far more.
    std::array<bool, 2> perspectives{true, true};
    // Sees P right after each update, on the thread of that belief (the two
    // beliefs' calls may run at once), before the row is published: for
    // checks that need the boards themselves, not only |P|. `belief` is
    // null when the update emptied P; `truth` is the true board after the ply.
    std::function<void(const ReplayRow& row, const Belief* belief, const Position& truth)> after_update;
};

struct GameReplay {
    std::string game;  // game id: file stem, plus "#<n>" for the n-th game of a multi-game file
    std::vector<ReplayRow> rows;
    int plies = 0;
    std::size_t largest_p = 0;
    int exact_through_ply = 0;                // last ply at which neither P was capped
    std::optional<ReplayRow> first_truth_loss_uncapped;
    std::optional<ReplayRow> first_truth_loss_capped;
    double seconds = 0;
};

// A stable id for the n-th game of a read: "<file stem>" or "<stem>#<n>".
std::string game_id(const records::GameRecord& record, std::size_t index_in_file, std::size_t games_in_file);

// Replays one game. The two beliefs (or the one of options.perspectives)
// run side by side on threads of their
// own unless options.belief.threads is 1 (they never read each other, so
// the rows are the same either way). `on_row` sees each row, in ply order
// and White's before Black's, on the calling thread, as soon as it and the
// rows before it are computed; `on_update_start` sees it before the
// update (only game, ply, mover, perspective and size_before set), for
// progress reports, on the thread of that belief.
// Throws FenError if the record's start position does not parse, and
// MemoryLimitError when an update would pass options.belief.max_memory.
GameReplay replay_game(const records::GameRecord& record, const std::string& id, const ReplayOptions& options,
                       const std::function<void(const ReplayRow&)>& on_row = {},
                       const std::function<void(const ReplayRow&)>& on_update_start = {});

}  // namespace fog::replay
