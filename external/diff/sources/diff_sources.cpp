#include "external/diff/sources/diff_sources.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>

#include "engine/fen.hpp"
#include "engine/types.hpp"
#include "external/diff/sources/diff_scenario_file.hpp"
#include "harness/scenario_starts.hpp"
#include "harness/scenarios.hpp"
#include "records/records.hpp"
#include "replay/replay.hpp"

namespace external {
namespace {

namespace fs = std::filesystem;

bool is_record_file(const fs::path& p) {
    const std::string ext = p.extension().string();
    return ext == ".jsonl" || ext == ".ndjson" || ext == ".pgn" || ext == ".uci";
}

std::vector<std::uint8_t> file_bytes(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::string setting(const harness::ScenarioReport& report, const std::string& name) {
    for (const auto& [key, value] : report.settings)
        if (key == name) return value;
    return {};
}

void add_records(const fs::path& file, std::vector<DiffGame>& games,
                 const std::function<void(const std::string&)>& warn) {
    const fog::records::ReadResult read = fog::records::read_records(file.string());
    if (read.games.empty()) warn(file.string() + ": no game could be read");
    for (std::size_t i = 0; i < read.games.size(); ++i) {
        const fog::records::GameRecord& g = read.games[i];
        DiffGame game;
        game.source = read.games.size() > 1 ? fmt::format("{}#{}", file.string(), i + 1) : file.string();
        game.record_id = fog::replay::game_id(g, i, read.games.size());
        game.start_fen = g.start_fen;
        for (fog::Move m : g.moves) game.moves.push_back(fog::to_uci(m));
        games.push_back(std::move(game));
    }
}

// A scenario file (`fogproof diff --out`, `--corpus-out`): its game, and
// its probes. Other JSON files are not games.
void add_scenario(const fs::path& file, std::vector<DiffGame>& games,
                  const std::function<void(const std::string&)>& warn) {
    std::ifstream in(file);
    const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    try {
        DiffGame game = read_diff_scenario(text).game;
        game.source = file.string();
        games.push_back(std::move(game));
    } catch (const std::invalid_argument& e) {
        warn(file.string() + ": not a fogproof diff scenario (" + e.what() + ")");
    }
}

void add_fuzz_input(const fs::path& file, bool belief, std::vector<DiffGame>& games) {
    const auto bytes = file_bytes(file);
    const harness::ScenarioReport report = belief ? harness::run_belief_scenario(bytes.data(), bytes.size())
                                                  : harness::run_moves_scenario(bytes.data(), bytes.size());
    DiffGame game;
    game.source = file.string();
    game.start_fen = report.start_fen;
    game.moves = report.moves();
    game.own_observation = setting(report, "own-move observations") != "off";
    games.push_back(std::move(game));
}

// How much more often a kind of move is chosen than a quiet one.
int move_weight(const harness::NeutralPosition& p, const std::string& uci) {
    const int from = (uci[1] - '1') * 8 + (uci[0] - 'a'), to = (uci[3] - '1') * 8 + (uci[2] - 'a');
    const char piece = p.board[std::size_t(from)], target = p.board[std::size_t(to)];
    const bool pawn = piece == 'P' || piece == 'p';
    if (target == 'K' || target == 'k') return 12;
    if (pawn && from % 8 != to % 8 && target == '.') return 10;                // en passant
    if (uci.size() == 5) return 6;                                             // promotion
    if ((piece == 'K' || piece == 'k') && std::abs(from - to) == 2) return 6;  // castling
    if (pawn && std::abs(from - to) == 16) return 4;                           // double push
    return target == '.' ? 1 : 2;
}

}  // namespace

std::vector<DiffGame> games_from_folder(const std::string& folder,
                                        const std::function<void(const std::string&)>& warn) {
    std::vector<DiffGame> games;
    std::error_code ec;
    if (!fs::is_directory(folder, ec)) {
        warn(folder + ": not a folder");
        return games;
    }
    std::vector<fs::path> files;
    for (auto it = fs::recursive_directory_iterator(folder, ec); !ec && it != fs::recursive_directory_iterator();
         it.increment(ec))
        if (it->is_regular_file(ec) && it->path().filename().string()[0] != '.') files.push_back(it->path());
    std::sort(files.begin(), files.end());
    for (const fs::path& file : files) {
        if (file.extension() == ".json") {
            add_scenario(file, games, warn);
        } else if (is_record_file(file)) {
            add_records(file, games, warn);
        } else if (file.extension().empty()) {
            const bool belief = file.parent_path().filename() == "belief";
            add_fuzz_input(file, belief, games);
        }
    }
    return games;
}

std::optional<DiffGame> random_game(std::uint64_t seed, std::size_t index, std::size_t max_plies) {
    const auto& starts = harness::scenario_starts();
    auto player = harness::make_implementation("engine");
    std::mt19937_64 rng(seed * 0x9E3779B97F4A7C15ULL + index);
    DiffGame game;
    game.source = "random #" + std::to_string(index + 1) + " (seed " + std::to_string(seed) + ")";
    game.own_observation = index % 4 != 3;
    game.start_fen = index % 3 == 0 ? std::string(fog::kStartFen) : starts[rng() % starts.size()].fen;
    if (!player->load(game.start_fen, false).empty()) return std::nullopt;
    for (std::size_t ply = 0; ply < max_plies; ++ply) {
        const auto moves = player->moves();
        if (moves.empty()) break;
        const harness::NeutralPosition p = player->position();
        std::vector<int> weights;
        for (const std::string& m : moves) weights.push_back(move_weight(p, m));
        std::discrete_distribution<std::size_t> pick(weights.begin(), weights.end());
        const std::string move = moves[pick(rng)];
        player->play(move);
        game.moves.push_back(move);
        if (player->last_observation('w').outcome != "none") break;
    }
    return game;
}

std::vector<DiffGame> random_games(std::uint64_t seed, std::size_t count, std::size_t max_plies) {
    std::vector<DiffGame> games;
    for (std::size_t index = 0; index < count; ++index)
        if (auto game = random_game(seed, index, max_plies)) games.push_back(std::move(*game));
    return games;
}

}  // namespace external
