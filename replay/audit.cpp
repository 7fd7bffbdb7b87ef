#include "replay/audit.hpp"

#include <fmt/format.h>

#include <map>
#include <set>
#include <tuple>

#include "engine/fen.hpp"
#include "replay/game_pool.hpp"
#include "replay/replay.hpp"

namespace fog::replay {
namespace {

// A track's logged rows by ply, and what the audit learns as fogproof's P
// goes through the same plies. Each is touched only by the thread of its
// own belief.
struct TrackState {
    TrackAudit audit;
    std::vector<const LoggedRow*> by_ply;  // [ply], null where the log has no row
    // The last logged ply so far (0: the start, where both P are the start).
    int last_ply = 0;
    std::size_t last_logged = 1, last_right = 1;
    bool last_capped = false;

    void check(const ReplayRow& right, const Belief* right_p, const Position& truth) {
        const LoggedRow* logged = std::size_t(right.ply) < by_ply.size() ? by_ply[right.ply] : nullptr;
        if (!logged) return;
        if (!right_p) {
            if (audit.not_checked.empty())
                audit.not_checked = fmt::format(
                    "fogproof's own P became empty at ply {}{}: no row from there on "
                    "is checked (raise --cap)",
                    right.ply, right.capped ? ", after its cap dropped the truth" : "");
            return;
        }
        ++audit.rows_checked;
        if (right.capped) ++audit.rows_against_capped_p;
        RowCheck check = check_logged_row(*logged, right, *right_p, truth);
        const bool capped = logged->capped || right.capped;
        if (!capped && !last_capped && shrank_much_faster(last_logged, logged->p_after, last_right, right.size_after))
            audit.shrink_warnings.push_back(
                {last_ply, right.ply, last_logged, logged->p_after, last_right, right.size_after});
        last_ply = right.ply;
        last_logged = logged->p_after;
        last_right = right.size_after;
        last_capped = capped;
        if (check.agrees()) return;
        audit.divergent_plies.push_back(right.ply);
        if (!audit.first)
            audit.first = Divergence{right.ply,      right.mover,  logged->where,     logged->p_after, right.size_after,
                                     logged->capped, right.capped, belief_fen(truth), std::move(check)};
    }
};

using TrackKey = std::tuple<Colour, bool>;  // perspective, own observation

// The rows of one game, by track, once the whole log has been sorted out.
struct GameRows {
    std::map<TrackKey, std::vector<const LoggedRow*>> tracks;
};

std::string plies_text(const records::GameRecord& record) {
    std::string text = fmt::format("{} {}", record.moves.size(), record.moves.size() == 1 ? "ply" : "plies");
    if (record.error) text += fmt::format(" (cut short by an input error: {})", record.error->to_string());
    return text;
}

}  // namespace

bool GameAudit::diverged() const {
    for (const TrackAudit& t : tracks)
        if (t.first) return true;
    return false;
}

AuditResult audit_games(const std::vector<IdentifiedGame>& games, const BeliefLog& log, const AuditOptions& options) {
    AuditResult result;
    // Faults of the log, whether its reader or the records found them, in
    // the log's own order.
    std::vector<LogProblem> problems = log.errors;
    const auto fault = [&](const LoggedRow& row, std::string message) {
        problems.push_back({row.where, row.line, std::move(message)});
    };
    result.warnings = int(log.warnings.size());
    result.rows_read = int(log.rows.size());

    std::map<std::string, std::vector<std::size_t>> by_id;
    for (std::size_t i = 0; i < games.size(); ++i) by_id[games[i].id].push_back(i);
    std::vector<GameRows> rows(games.size());
    std::map<std::tuple<std::size_t, Colour, bool, int>, const LoggedRow*> seen;
    for (const LoggedRow& row : log.rows) {
        const auto found = by_id.find(row.game);
        if (found == by_id.end()) {
            fault(row, fmt::format("game \"{}\" is not in the records (a game's id is its file's stem, \"#<n>\" added "
                                   "for the n-th game of a file)",
                                   row.game));
            continue;
        }
        if (found->second.size() > 1) {
            std::vector<std::string> sources;
            for (std::size_t i : found->second) sources.push_back(games[i].record.source);
            fault(row, fmt::format("game \"{}\" names {} records ({}): the audit cannot tell "
                                   "which",
                                   row.game, sources.size(), fmt::join(sources, ", ")));
            continue;
        }
        const std::size_t index = found->second.front();
        const records::GameRecord& record = games[index].record;
        if (std::size_t(row.ply) > record.moves.size()) {
            fault(row, fmt::format("ply {}, but game \"{}\" has {}", row.ply, row.game, plies_text(record)));
            continue;
        }
        const auto [first, fresh] = seen.try_emplace({index, row.perspective, row.own_observation, row.ply}, &row);
        if (!fresh) {
            fault(row, fmt::format("a second row for game \"{}\" ply {} perspective {} (the "
                                   "first is at {})",
                                   row.game, row.ply, row.perspective == White ? 'w' : 'b', first->second->where));
            continue;
        }
        rows[index].tracks[{row.perspective, row.own_observation}].push_back(&row);
    }

    std::stable_sort(problems.begin(), problems.end(),
                     [](const LogProblem& a, const LogProblem& b) { return a.line < b.line; });
    for (const LogProblem& p : problems) result.input_errors.push_back(p.to_string());

    // A start position the replay cannot read is a fault of the records,
    // found (and reported) the same way by every shard.
    std::vector<bool> start_reads(games.size(), true);
    for (std::size_t index = 0; index < games.size(); ++index) {
        if (rows[index].tracks.empty()) continue;
        try {
            (void)parse_fen_or_throw(games[index].record.start_fen, KingRule::Required);
        } catch (const FenError& e) {
            start_reads[index] = false;
            result.input_errors.push_back(
                fmt::format("{}: start position: {}; its rows are not checked", games[index].id, e.what()));
        }
    }
    result.shard = options.shard;
    result.games_in_set = games.size();
    std::vector<std::size_t> mine;
    for (std::size_t index = 0; index < games.size(); ++index)
        if (options.shard.owns(index)) mine.push_back(index);
    const GamePool pool = plan_game_pool(options.belief, 2, mine.size());
    BeliefOptions belief = options.belief;
    if (pool.games_at_once > 1) belief.in_caller_arena = true;
    // What each game adds to the result, kept until its turn comes.
    struct GameOutcome {
        std::optional<GameAudit> audit;
    };
    std::vector<GameOutcome> outcomes(mine.size());
    const auto run = [&](std::size_t j) {
        const std::size_t index = mine[j];
        const IdentifiedGame& game = games[index];
        GameOutcome& outcome = outcomes[j];
        outcome = {};
        if (rows[index].tracks.empty()) return;
        GameAudit audit;
        audit.index = index;
        audit.game = game.id;
        // One replay per observation mode the log uses, tracking only the
        // colours it has rows for, and only as far as its last row.
        for (const bool own_observation : {true, false}) {
            TrackState states[2];
            ReplayOptions replay_options;
            replay_options.belief = belief;
            replay_options.belief.own_observation = own_observation;
            replay_options.perspectives = {false, false};
            for (Colour c : {White, Black}) {
                const auto it = rows[index].tracks.find({c, own_observation});
                if (it == rows[index].tracks.end()) continue;
                replay_options.perspectives[c] = true;
                TrackState& s = states[c];
                s.audit.game = game.id;
                s.audit.perspective = c;
                s.audit.own_observation = own_observation;
                s.audit.rows = int(it->second.size());
                for (const LoggedRow* r : it->second) {
                    if (std::size_t(r->ply) >= s.by_ply.size()) s.by_ply.resize(r->ply + 1);
                    s.by_ply[r->ply] = r;
                    replay_options.max_plies = std::max(replay_options.max_plies, r->ply);
                }
            }
            if (!replay_options.perspectives[White] && !replay_options.perspectives[Black]) continue;
            if (!start_reads[index]) {
                for (Colour c : {White, Black})
                    if (replay_options.perspectives[c]) audit.tracks.push_back(std::move(states[c].audit));
                continue;
            }
            replay_options.after_update = [&](const ReplayRow& row, const Belief* belief_now, const Position& truth) {
                states[row.perspective == 'w' ? White : Black].check(row, belief_now, truth);
            };
            try {
                const GameReplay replayed =
                    replay_game(game.record, game.id, replay_options, {}, options.on_update_start);
                audit.plies = std::max(audit.plies, replayed.plies);
                audit.seconds += replayed.seconds;
            } catch (const MemoryLimitError& e) {
                // Named by game, as replay's CLI names it.
                throw MemoryLimitError(e.ply, e.last_size, e.max_memory, game.id + ": " + e.what());
            }
            for (Colour c : {White, Black})
                if (replay_options.perspectives[c]) audit.tracks.push_back(std::move(states[c].audit));
        }
        outcome.audit = std::move(audit);
    };
    const auto deliver = [&](std::size_t k) {
        GameOutcome& outcome = outcomes[k];
        if (outcome.audit) {
            result.games.push_back(std::move(*outcome.audit));
        } else {
            result.games_without_rows.push_back(games[mine[k]].id);
            result.games_without_rows_index.push_back(mine[k]);
        }
    };
    run_games_in_order(mine.size(), pool, run, deliver);
    return result;
}

}  // namespace fog::replay
