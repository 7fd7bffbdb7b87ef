// The referee: plays one game between two players on the true board,
// applies rules §2 in full (with repetition over the game's history), hands
// each player only its own observations, and records the game.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "engine/key.hpp"
#include "engine/repetition.hpp"
#include "engine/observation.hpp"
#include "engine/position.hpp"
#include "play/player.hpp"

namespace fog::play {

struct RefereeOptions {
    Position start = initial_position();
    // A cap on the game's length. Reaching it is NOT a rules ending (rules
    // §2 has none): the game is recorded as unfinished, "ply-limit", with
    // no winner and outcome GameEnd::None.
    int max_plies = 600;
};

struct PlyRecord {
    Move move;
    // What each colour was told after this ply, indexed by Colour. The last
    // ply's outcome says how the game ended (repetition included).
    std::array<Observation, 2> observation;
};

struct GameResult {
    std::array<std::string, 2> player;  // names, by Colour
    std::string start_fen;              // belief_fen of the start
    std::string final_fen;              // belief_fen of the last board
    std::vector<PlyRecord> plies;
    // end_name(end) for a rules ending; "ply-limit" when max_plies ran out;
    // "illegal-move" when a player returned a move not in its legal list
    // (a bug in that player, described in `error`).
    std::string end_reason;
    GameEnd end = GameEnd::None;
    std::optional<Colour> winner;  // set only for king-captured
    std::string error;
    std::array<std::string, 2> notes;  // Player::notes() after the game
    double seconds = 0;

    std::vector<Move> moves() const;
    // "1-0", "0-1", "1/2-1/2" for rules endings, "*" otherwise.
    std::string score() const;
};

// Plays one game. Exceptions thrown by a player (fog::EmptyBeliefError is
// the one that matters: a soundness violation) propagate to the caller.
GameResult play_game(Player& white, Player& black, const RefereeOptions& options = {});

}  // namespace fog::play
