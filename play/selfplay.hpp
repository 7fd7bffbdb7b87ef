// Batches of games between two kinds of player, each game reproducible on
// its own from the base seed and its index.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "play/player.hpp"
#include "play/referee.hpp"
#include "play/sampler_player.hpp"

namespace fog::play {

enum class PlayerKind { Random, Sampler };

std::string_view kind_name(PlayerKind kind);                     // "random", "sampler"
std::optional<PlayerKind> parse_player_kind(std::string_view text);

std::unique_ptr<Player> make_player(PlayerKind kind, std::uint64_t seed, const SamplerOptions& sampler = {});

// The seed of one player in game `index`: a mix of the base seed, the index
// and the colour, so that no two players of a batch share a stream.
std::uint64_t player_seed(std::uint64_t base_seed, int index, Colour colour);

struct SelfplayOptions {
    RefereeOptions referee;
    SamplerOptions sampler;
};

// Game `index` of a batch, alone.
GameResult play_selfplay_game(int index, std::uint64_t base_seed, PlayerKind white, PlayerKind black,
                              const SelfplayOptions& options = {});

// Games 0 .. games-1 in order; `progress` (if set) is called after each.
std::vector<GameResult> run_selfplay(int games, std::uint64_t base_seed, PlayerKind white, PlayerKind black,
                                     const SelfplayOptions& options = {},
                                     const std::function<void(int index, const GameResult&)>& progress = {});

}  // namespace fog::play
