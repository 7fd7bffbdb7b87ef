// Small helpers for the oracle's unit tests. Every expected value in the
// tests is worked out by hand from ../shared/fow-rules.md and
// docs/rules.md; these helpers only spell positions and moves.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "oracle/oracle.hpp"

namespace oracle_test {

using oracle::Colour;
using oracle::Move;
using oracle::Position;
using oracle::Square;

// Parses a FEN the test expects to be valid.
inline Position fen(const std::string& text, bool allow_missing_kings = false) {
    const oracle::ParseResult r = oracle::parse_fen(text, allow_missing_kings);
    if (!r.position.has_value()) {
        ADD_FAILURE() << "FEN rejected: " << text << "\n  error: " << r.error;
        return oracle::initial_position();
    }
    return *r.position;
}

inline std::string xfen(const Position& p) {
    return oracle::write_fen(p, oracle::EpSpelling::Xfen);
}

inline Square sq(const std::string& name) {
    const std::optional<Square> s = oracle::square_from_name(name);
    if (!s.has_value()) {
        ADD_FAILURE() << "bad square name in test: " << name;
        return Square{};
    }
    return *s;
}

inline std::set<Square> squares(std::initializer_list<const char*> names) {
    std::set<Square> out;
    for (const char* n : names) {
        out.insert(sq(n));
    }
    return out;
}

// Every square of ranks lo..hi (1-based, inclusive).
inline std::set<Square> ranks(int lo, int hi) {
    std::set<Square> out;
    for (int rank = lo - 1; rank <= hi - 1; ++rank) {
        for (int file = 0; file < 8; ++file) {
            out.insert(Square{file, rank});
        }
    }
    return out;
}

inline Move mv(const std::string& uci) {
    Move m;
    m.from = sq(uci.substr(0, 2));
    m.to = sq(uci.substr(2, 2));
    m.promotion = uci.size() > 4 ? uci[4] : 0;
    return m;
}

inline std::set<std::string> uci_set(const std::vector<Move>& moves) {
    std::set<std::string> out;
    for (const Move& m : moves) {
        out.insert(oracle::move_to_uci(m));
    }
    return out;
}

inline bool has_move(const Position& p, const std::string& uci) {
    return uci_set(oracle::legal_moves(p)).count(uci) == 1;
}

// Makes a move that the test expects to be legal.
inline Position play(const Position& p, const std::string& uci) {
    EXPECT_TRUE(has_move(p, uci)) << uci << " not legal in " << xfen(p);
    return oracle::make_move(p, mv(uci));
}

inline Position play_all(Position p, const std::vector<std::string>& ucis) {
    for (const std::string& u : ucis) {
        p = play(p, u);
    }
    return p;
}

// The square names of a set, for readable failure messages.
inline std::string names(const std::set<Square>& s) {
    std::string out;
    for (const Square& q : s) {
        out += oracle::square_name(q) + " ";
    }
    return out;
}

}  // namespace oracle_test
