// The oracle's benchmark workloads, shared by the plain and the recorded
// benchmarks so that both time exactly the same computations.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "oracle/oracle.hpp"

namespace oracle_bench {

// Kiwipete (the chessprogramming perft position 2): castling, en passant
// and promotions within a few plies.
inline const oracle::Position& kiwipete() {
    static const oracle::Position p =
        *oracle::parse_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", false).position;
    return p;
}

inline oracle::Move move_from_uci(const oracle::Position& p, const std::string& uci) {
    for (const oracle::Move& m : oracle::legal_moves(p)) {
        if (oracle::move_to_uci(m) == uci) {
            return m;
        }
    }
    throw std::invalid_argument("not a legal move: " + uci);
}

// One game seen by one player: the true positions and that player's
// observations, made once; replaying it runs every belief update.
class BeliefReplay {
public:
    BeliefReplay(const std::vector<std::string>& ucis, oracle::Colour viewer) : viewer_(viewer) {
        oracle::Position p = oracle::initial_position();
        for (const std::string& uci : ucis) {
            const oracle::Move m = move_from_uci(p, uci);
            const oracle::Position next = oracle::make_move(p, m);
            plies_.push_back(Ply{p.side_to_move == viewer, m, oracle::observe(p, next, viewer)});
            p = next;
        }
    }

    // The size of the final belief (the caller keeps it, so that nothing
    // is optimised away).
    std::size_t run() const {
        oracle::Belief belief = {oracle::initial_position()};
        for (const Ply& ply : plies_) {
            belief = ply.own ? oracle::after_own_move(belief, viewer_, ply.move, ply.observation)
                             : oracle::after_opponent_move(belief, viewer_, ply.observation);
        }
        return belief.size();
    }

private:
    struct Ply {
        bool own;
        oracle::Move move;
        oracle::Observation observation;
    };
    oracle::Colour viewer_;
    std::vector<Ply> plies_;
};

// A Ruy Lopez opening seen by White: Black's quiet moves stay in the fog,
// so P ends with 2517 boards.
inline const BeliefReplay& ruy_lopez_for_white() {
    static const BeliefReplay replay({"e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4", "g8f6", "e1g1", "f8e7",
                                      "f1e1", "b7b5", "a4b3", "d7d6"},
                                     oracle::Colour::White);
    return replay;
}

// The three timed workloads.
inline std::uint64_t perft_start() { return oracle::perft(oracle::initial_position(), 3); }
inline std::uint64_t perft_kiwipete() { return oracle::perft(kiwipete(), 2); }
inline std::size_t belief_replay() { return ruy_lopez_for_white().run(); }

}  // namespace oracle_bench
