#include "external/diff/sources/guided_search.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "harness/game_edits.hpp"

namespace external {

GuidedSearch::GuidedSearch(std::uint64_t seed, std::size_t max_plies, std::string reference)
    : random_(seed),
      max_plies_(max_plies),
      reference_(std::move(reference)),
      seen_(oracle::kClauseCount * (oracle::kClauseCount + 1), false) {}

void GuidedSearch::add_seed(const DiffGame& game) {
    auto player = harness::make_implementation(reference_);
    if (!player->load(game.start_fen, false).empty()) return;
    auto start = std::find(starts_.begin(), starts_.end(), game.start_fen);
    if (start == starts_.end()) start = starts_.insert(starts_.end(), game.start_fen);
    std::vector<std::uint8_t> plies;
    for (const std::string& move : game.moves) {
        const std::vector<std::string> moves = player->moves();
        const auto at = std::lower_bound(moves.begin(), moves.end(), move);
        if (at == moves.end() || *at != move || !player->play(move)) break;
        plies.push_back(std::uint8_t(at - moves.begin()));
    }
    Genome g;
    g.bytes.assign(plies.rbegin(), plies.rend());  // read backwards: ply 0 last
    g.bytes.push_back(game.own_observation ? 0 : 3);
    g.bytes.push_back(std::uint8_t(start - starts_.begin()));
    seeds_.push_back(std::move(g));
}

std::size_t GuidedSearch::note(const std::vector<oracle::ClauseSet>& plies) {
    std::size_t fresh = 0;
    const auto mark = [&](std::size_t feature) {
        if (seen_[feature]) return;
        seen_[feature] = true;
        ++fresh;
        ++features_;
    };
    for (const oracle::ClauseSet& ply : plies)
        for (oracle::Clause a : ply) {
            mark(std::size_t(a));
            for (oracle::Clause b : ply)
                if (a < b) mark(oracle::kClauseCount * (1 + std::size_t(a)) + std::size_t(b));
        }
    return fresh;
}

DiffGame GuidedSearch::next() {
    ++executions_;
    // Kept games are newer and rarer: edited as often as all seeds together.
    const bool from_kept = !kept_genomes_.empty() && random_() % 2 == 0;
    const std::vector<Genome>& pool = from_kept ? kept_genomes_ : seeds_;
    last_ = pool.empty() ? Genome{{0, 0}} : pool[random_() % pool.size()];
    std::vector<std::uint8_t> buffer = last_.bytes;
    std::size_t size = buffer.size();
    const std::size_t max_size = std::max(size, max_plies_ + kSettings);
    buffer.resize(max_size);
    for (int edits = 1 + int(random_() % 3); edits > 0; --edits) {
        const auto edit = harness::GameEdit(random_() % harness::kGameEdits);
        if (const std::size_t edited = harness::edit_game(edit, buffer.data(), size, max_size, kSettings, random_))
            size = edited;
    }
    buffer.resize(size);
    last_.bytes = std::move(buffer);
    return decode(last_);
}

void GuidedSearch::keep_last() {
    kept_genomes_.push_back(last_);
    ++kept_;
}

DiffGame GuidedSearch::decode(const Genome& genome) {
    DiffGame game;
    const std::vector<std::uint8_t>& b = genome.bytes;
    if (starts_.empty() || b.size() < kSettings) return game;
    game.start_fen = starts_[b.back() % starts_.size()];
    game.own_observation = b[b.size() - 2] % 4 != 3;
    game.source = fmt::format("search #{}", executions_);
    auto player = harness::make_implementation(reference_);
    if (!player->load(game.start_fen, false).empty()) return game;
    for (std::size_t i = b.size() - kSettings; i-- > 0 && game.moves.size() < max_plies_;) {
        const std::vector<std::string> moves = player->moves();
        if (moves.empty()) break;
        const std::string move = moves[b[i] % moves.size()];
        player->play(move);
        game.moves.push_back(move);
        if (player->last_observation('w').outcome != "none") break;
    }
    return game;
}

}  // namespace external
