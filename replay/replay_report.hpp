// The end of `fogproof replay`: one line per game, the counts and the
// verdict, as text or as the --json summary line; read back from that line
// and joined across the shards of a season (`fogproof merge`).
#pragma once

#include <fmt/format.h>

#include <cstddef>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "replay/replay.hpp"
#include "replay/shard.hpp"
#include "replay/summary.hpp"

namespace fog::replay {

// One game of the report.
struct GameLine {
    std::size_t index = 0;  // among all games of the files (the --shard key)
    std::string game;
    int plies = 0;
    int exact_through_ply = 0;
    std::size_t largest_p = 0;
    std::optional<int> lost_uncapped_ply, lost_capped_ply;  // the first ply of each, when lost
    double seconds = 0;                                     // timing: the only field that differs from run to run
};

GameLine game_line(std::size_t index, const GameReplay& replay);

struct ReplaySummary {
    Shard shard;
    std::size_t games_in_set = 0;  // games of the files whose start position reads, in every shard
    std::vector<GameLine> games;   // this shard's, by index
    ReplayTally tally;
    std::vector<std::string> input_errors;
    nlohmann::json first_truth_loss;  // the first uncapped loss's row (replay_row_json), or null
};

nlohmann::json replay_summary_json(const ReplaySummary& summary);
// The table, the counts and the verdict, as `fogproof replay` prints them.
std::string replay_summary_text(const ReplaySummary& summary);

// A report that cannot be merged: what and where.
struct ReportError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// A field of a report being merged, of the type asked for, or a
// ReportError naming it and where it was read (replay's and audit's
// merges both read their reports through it).
template <class T>
T report_field(const nlohmann::json& j, const char* name, const std::string& where) {
    if (!j.is_object() || !j.contains(name)) throw ReportError(fmt::format("{}: no field \"{}\"", where, name));
    try {
        return j.at(name).get<T>();
    } catch (const nlohmann::json::exception&) {
        throw ReportError(fmt::format("{}: field \"{}\" has the wrong type ({})", where, name, j.at(name).dump()));
    }
}

// Every shard 1..N of one split exactly once, or a ReportError naming the
// shard missing, repeated or from another split.
void check_shards_cover(const std::vector<Shard>& shards, const std::vector<std::string>& where);

// A summary line as replay_summary_json wrote it; `where` names it in errors.
ReplaySummary replay_summary_from_json(const nlohmann::json& summary, const std::string& where);

// The shards' summaries as one, as the unsharded run would have written it
// (apart from the seconds): every shard 1..N exactly once, written from the
// same files (what reading them found must agree), the games together
// in index order. Throws ReportError saying what does not fit.
ReplaySummary merge_replay_summaries(const std::vector<ReplaySummary>& shards, const std::vector<std::string>& where);

}  // namespace fog::replay
