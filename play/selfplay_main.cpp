// fogproof_selfplay: runs a batch of games and prints one line per game and
// a summary. For measuring players, not for records.
//
//   fogproof_selfplay [--games N] [--seed S] [--white random|sampler]
//                     [--black random|sampler] [--samples N] [--cap N]
//                     [--max-plies N] [--fen FEN] [--moves]
#include <fmt/core.h>

#include <charconv>
#include <map>
#include <string>
#include <string_view>

#include "engine/fen.hpp"
#include "play/selfplay.hpp"

namespace {

template <class T>
bool parse_number(std::string_view text, T& out) {
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && end == text.data() + text.size();
}

int usage(const std::string& message) {
    fmt::print(stderr, "fogproof_selfplay: {}\n", message);
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    using namespace fog::play;
    int games = 20;
    std::uint64_t seed = 1;
    PlayerKind white = PlayerKind::Sampler, black = PlayerKind::Random;
    SelfplayOptions options;
    bool print_moves = false;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--moves") {
            print_moves = true;
            continue;
        }
        if (i + 1 >= argc) return usage("missing value after " + std::string(arg));
        const std::string_view value = argv[++i];
        bool ok = true;
        if (arg == "--games") ok = parse_number(value, games);
        else if (arg == "--seed") ok = parse_number(value, seed);
        else if (arg == "--samples") ok = parse_number(value, options.sampler.samples);
        else if (arg == "--cap") ok = parse_number(value, options.sampler.belief_cap);
        else if (arg == "--max-plies") ok = parse_number(value, options.referee.max_plies);
        else if (arg == "--white" || arg == "--black") {
            const auto kind = parse_player_kind(value);
            ok = kind.has_value();
            if (ok) (arg == "--white" ? white : black) = *kind;
        } else if (arg == "--fen") {
            const fog::FenResult parsed = fog::parse_fen(value, fog::KingRule::Required);
            if (!parsed.position) return usage("bad --fen: " + parsed.error);
            options.referee.start = *parsed.position;
        } else return usage("unknown option " + std::string(arg));
        if (!ok) return usage("bad value for " + std::string(arg) + ": " + std::string(value));
    }

    std::map<std::string, int> by_reason, by_score;
    double total_seconds = 0;
    long long total_plies = 0;
    int errors = 0;
    run_selfplay(games, seed, white, black, options, [&](int index, const GameResult& r) {
        fmt::print("game {:3} {:7} {:13} plies {:4} {:7.2f} s  white: {}  black: {}{}\n", index, r.score(),
                   r.end_reason, r.plies.size(), r.seconds, r.notes[0].empty() ? "-" : r.notes[0],
                   r.notes[1].empty() ? "-" : r.notes[1], r.error.empty() ? "" : "  ERROR " + r.error);
        if (print_moves) {
            std::string line;
            for (fog::Move m : r.moves()) line += fog::to_uci(m) + " ";
            fmt::print("  {}\n", line);
        }
        std::fflush(stdout);
        ++by_reason[r.end_reason];
        ++by_score[r.score()];
        total_seconds += r.seconds;
        total_plies += static_cast<long long>(r.plies.size());
        errors += r.error.empty() ? 0 : 1;
    });
    fmt::print("{} games, {} (white) vs {} (black), seed {}\n", games, kind_name(white), kind_name(black), seed);
    for (const auto& [score, n] : by_score) fmt::print("  {:8} {}\n", score, n);
    for (const auto& [reason, n] : by_reason) fmt::print("  {:13} {}\n", reason, n);
    if (games > 0)
        fmt::print("  {:.2f} s per game, {:.1f} plies per game, {:.2f} ms per ply\n", total_seconds / games,
                   double(total_plies) / games, total_plies ? 1000 * total_seconds / double(total_plies) : 0.0);
    return errors ? 1 : 0;
}
