// --shard K/N: one of N jobs takes every N-th game, so that N machines (the
// jobs of a CI matrix, a batch system) replay or audit a season together
// and `fogproof merge` joins their reports.
//
// The key is the game's index among all games of the files as given (in
// the order given; within a file, in the file's order), counted from 0:
// game i belongs to shard (i mod N) + 1. It depends on nothing but the
// command line, so every job computes the same split; every game is in
// exactly one shard; taking every N-th game rather than a block spreads a
// season's dear games (which tend to sit together) over the jobs.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

namespace fog::replay {

struct Shard {
    int k = 1;  // 1..n
    int n = 1;
    bool owns(std::size_t game_index) const { return int(game_index % std::size_t(n)) == k - 1; }
    std::string text() const { return std::to_string(k) + "/" + std::to_string(n); }
};

// "K/N" with 1 <= K <= N; nullopt and `error` saying what is wrong.
std::optional<Shard> parse_shard(const std::string& text, std::string& error);

}  // namespace fog::replay
