#include "play/referee.hpp"

#include <algorithm>
#include <chrono>

#include "engine/movegen.hpp"
#include "engine/outcome.hpp"

namespace fog::play {

std::vector<Move> GameResult::moves() const {
    std::vector<Move> out;
    out.reserve(plies.size());
    for (const PlyRecord& r : plies) out.push_back(r.move);
    return out;
}

std::string GameResult::score() const {
    switch (end) {
        case GameEnd::None: return "*";
        case GameEnd::KingCaptured: return winner == White ? "1-0" : "0-1";
        default: return "1/2-1/2";
    }
}

namespace {

// Endings decided before any move (a start FEN may already be over); rules
// §2 speaks of "after every move", so only the board items apply here.
GameEnd ended_at_start(const Position& p) {
    if (!has_any_move(p)) return GameEnd::NoMoves;
    if (p.halfmove >= 100) return GameEnd::FiftyMoves;
    return GameEnd::None;
}

}  // namespace

GameResult play_game(Player& white, Player& black, const RefereeOptions& options) {
    const auto t0 = std::chrono::steady_clock::now();
    std::array<Player*, 2> players{&white, &black};
    Position board = options.start;

    GameResult result;
    result.player = {white.name(), black.name()};
    result.start_fen = belief_fen(board);
    white.reset(White, board);
    black.reset(Black, board);

    RepetitionHistory history(board);

    result.end = ended_at_start(board);
    while (result.end == GameEnd::None) {
        if (int(result.plies.size()) >= options.max_plies) {
            result.end_reason = "ply-limit";
            break;
        }
        const Colour mover = board.side;
        Player& player = *players[mover];
        MoveList legal;
        generate_moves(board, legal);
        const Move m = player.choose(legal);
        if (std::find(legal.begin(), legal.end(), m) == legal.end()) {
            result.end_reason = "illegal-move";
            result.error = player.name() + " (" + (mover == White ? "white" : "black") + ") played " + to_uci(m) +
                           " at ply " + std::to_string(result.plies.size() + 1) + ", not a fog move of " +
                           belief_fen(board);
            break;
        }

        const Position before = board;
        board = make_move(before, m);
        PlyRecord record{m, {observe(before, board, White), observe(before, board, Black)}};
        // Rules §2 items 1-3 are in the observation already; item 4 comes
        // last and only the referee has the history for it.
        const Outcome in_full = game_outcome(record.observation[White].outcome, history.record(board));
        for (Observation& o : record.observation) o.outcome = in_full;
        const Outcome outcome = record.observation[White].outcome;
        result.plies.push_back(record);

        player.observe_own_move(m, record.observation[mover]);
        players[~mover]->observe_opponent_move(record.observation[~mover]);

        result.end = outcome.end;
        if (outcome.end == GameEnd::KingCaptured) result.winner = outcome.winner;
    }
    if (result.end != GameEnd::None) result.end_reason = std::string(end_name(result.end));
    result.final_fen = belief_fen(board);
    result.notes = {white.notes(), black.notes()};
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return result;
}

}  // namespace fog::play
