#include "play/selfplay.hpp"

#include <algorithm>

#include "play/random_player.hpp"

namespace fog::play {

std::string_view kind_name(PlayerKind kind) { return kind == PlayerKind::Random ? "random" : "sampler"; }

std::optional<PlayerKind> parse_player_kind(std::string_view text) {
    if (text == "random") return PlayerKind::Random;
    if (text == "sampler") return PlayerKind::Sampler;
    return std::nullopt;
}

std::unique_ptr<Player> make_player(PlayerKind kind, std::uint64_t seed, const SamplerOptions& sampler) {
    if (kind == PlayerKind::Random) return std::make_unique<RandomPlayer>(seed);
    return std::make_unique<SamplerPlayer>(seed, sampler);
}

std::uint64_t player_seed(std::uint64_t base_seed, int index, Colour colour) {
    // splitmix64 finaliser: neighbouring indices give unrelated streams.
    std::uint64_t z = base_seed + 0x9E3779B97F4A7C15ULL * (2 * std::uint64_t(index) + colour + 1);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

GameResult play_selfplay_game(int index, std::uint64_t base_seed, PlayerKind white, PlayerKind black,
                              const SelfplayOptions& options) {
    const auto w = make_player(white, player_seed(base_seed, index, White), options.sampler);
    const auto b = make_player(black, player_seed(base_seed, index, Black), options.sampler);
    return play_game(*w, *b, options.referee);
}

std::vector<GameResult> run_selfplay(int games, std::uint64_t base_seed, PlayerKind white, PlayerKind black,
                                     const SelfplayOptions& options,
                                     const std::function<void(int index, const GameResult&)>& progress) {
    std::vector<GameResult> results;
    results.reserve(std::size_t(std::max(games, 0)));
    for (int i = 0; i < games; ++i) {
        results.push_back(play_selfplay_game(i, base_seed, white, black, options));
        if (progress) progress(i, results.back());
    }
    return results;
}

}  // namespace fog::play
