// Players for tests: one that plays a fixed script, and a wrapper that
// records everything the referee tells a player.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "play/player.hpp"

namespace fog::play::testing {

struct Received {
    bool own = false;  // observe_own_move (true) or observe_opponent_move
    Move move;         // own moves only
    Observation observation;
};

// Plays its moves in UCI text, one per turn. A text that is not in the
// legal list is still returned (as a from-to move), to test the referee.
class ScriptedPlayer final : public Player {
public:
    explicit ScriptedPlayer(std::vector<std::string> moves) : moves_(std::move(moves)) {}
    std::string name() const override { return "scripted"; }
    void reset(Colour colour, const Position& start) override;
    Move choose(const MoveList& legal) override;
    void observe_own_move(Move m, const Observation& o) override { received.push_back({true, m, o}); }
    void observe_opponent_move(const Observation& o) override { received.push_back({false, Move{}, o}); }

    Colour colour = White;
    std::vector<Received> received;

private:
    std::vector<std::string> moves_;
    std::size_t next_ = 0;
};

// Passes every call through to `inner` and keeps what it was told.
class RecordingPlayer final : public Player {
public:
    explicit RecordingPlayer(std::unique_ptr<Player> inner) : inner_(std::move(inner)) {}
    std::string name() const override { return inner_->name(); }
    void reset(Colour colour, const Position& start) override {
        received.clear();
        inner_->reset(colour, start);
    }
    Move choose(const MoveList& legal) override { return inner_->choose(legal); }
    void observe_own_move(Move m, const Observation& o) override {
        received.push_back({true, m, o});
        inner_->observe_own_move(m, o);
    }
    void observe_opponent_move(const Observation& o) override {
        received.push_back({false, Move{}, o});
        inner_->observe_opponent_move(o);
    }

    std::vector<Received> received;

private:
    std::unique_ptr<Player> inner_;
};

// The moves of a UCI list replayed from `start`; fails the test on a move
// that is not a fog move.
std::vector<Move> parse_moves(const Position& start, const std::vector<std::string>& uci);

}  // namespace fog::play::testing
