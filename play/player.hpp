// A fog-chess player as the referee sees it: it is told its colour and the
// known start position, asked for moves, and told only its own observations.
#pragma once

#include <string>

#include "engine/movegen.hpp"
#include "engine/observation.hpp"
#include "engine/position.hpp"

namespace fog::play {

class Player {
public:
    virtual ~Player() = default;

    virtual std::string name() const = 0;

    // Starts a new game. `start` is known to both players (rules §5: P
    // starts from the known initial position). A seeded player restarts its
    // random stream here, so the same player replays the same game.
    virtual void reset(Colour colour, const Position& start) = 0;

    // Returns one of `legal`, which is never empty.
    //
    // `legal` is the fog move list of the TRUE position, and handing it over
    // leaks nothing: it is the same on every board of the player's P. A
    // colour's fog moves are a function of
    //  - its own pieces, which it always knows;
    //  - its castling rights, changed only by its own moves and by captures
    //    of its own pieces, both of which it observes (part 3);
    //  - the contents of every square one of its moves could reach. Vision
    //    (rules §3) is defined as exactly those destinations: a slider sees
    //    its rays up to the first occupied square, knights and kings see
    //    what they attack, a pawn sees its push square when empty and its
    //    diagonal when an enemy stands there, and castling paths lie on the
    //    king's and rook's rays. So a push square the player does not see
    //    is occupied, and every board of P shows the same seen squares with
    //    the same contents (they all matched the same observation);
    //  - the en passant right, the one fact not on the board. With it, the
    //    player sees the landing square and the pushed pawn. A board of P
    //    without it must show both through other pieces of the player (its
    //    vision is the same), with the enemy pawn not just double-pushed:
    //    it stood there already, or came by a single step or a capture. The
    //    first two differ from the truth on a square those pieces watched
    //    before the move too (the pawn's square, or the one it left), the
    //    third takes a piece of the player's (part 3); either way that
    //    board fails this observation or the previous one.
    // This is an argument, not a proof: play/tests/legal_moves_test.cpp
    // checks it against exact beliefs.
    virtual Move choose(const MoveList& legal) = 0;

    // After this player's own move (rules §3: its pieces moved, it sees new
    // squares), and after the opponent's move. The last call of a game
    // carries the ending in o.outcome.
    virtual void observe_own_move(Move m, const Observation& o) = 0;
    virtual void observe_opponent_move(const Observation& o) = 0;

    // A short note on how the last game went for this player (empty if
    // nothing to say), recorded by the referee.
    virtual std::string notes() const { return {}; }
};

}  // namespace fog::play
