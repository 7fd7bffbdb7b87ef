#include "external/diff/sources/guided_search.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstring>
#include <optional>

#include "harness/game_edits.hpp"
#include "harness/neutral_move.hpp"

namespace external {
namespace {

std::vector<std::string> fen_fields(const std::string& fen) {
    std::vector<std::string> fields;
    std::size_t start = 0;
    while (start < fen.size()) {
        std::size_t end = fen.find(' ', start);
        if (end == std::string::npos) end = fen.size();
        if (end > start) fields.push_back(fen.substr(start, end - start));
        start = end + 1;
    }
    return fields;
}

// The plies [from, to) of a game whose moves come from hidden_moves(),
// read from the own-observation byte: a run in one byte of four (bits 2-3
// are 1), from ply 0, 4, 8 or 12 (bits 4-5), 6, 10, 14 or 18 plies long
// (bits 6-7). Seeds (bytes 0 and 3) have none.
std::pair<std::size_t, std::size_t> hidden_run_of(std::uint8_t own_observation_byte) {
    if ((own_observation_byte >> 2 & 3) != 1) return {0, 0};
    const std::size_t from = std::size_t(own_observation_byte >> 4 & 3) * 4;
    return {from, from + 6 + std::size_t(own_observation_byte >> 6) * 4};
}

}  // namespace

std::vector<std::string> hidden_moves(const harness::Implementation& player, const std::vector<std::string>& moves) {
    const harness::NeutralPosition p = player.position();
    const harness::SquareSet opponent_sees = player.vision(p.side == 'w' ? 'b' : 'w');
    std::vector<std::string> hidden;
    for (const std::string& m : moves) {
        const std::optional<harness::MoveCode> code = harness::move_code_of(m);
        if (!code) continue;
        const int from = harness::move_from(*code), to = harness::move_to(*code);
        const char piece = p.board[std::size_t(from)];
        const bool capture =
            p.board[std::size_t(to)] != '.' || ((piece == 'P' || piece == 'p') && from % 8 != to % 8);
        if (!capture && !opponent_sees.contains(from) && !opponent_sees.contains(to)) hidden.push_back(m);
    }
    return hidden;
}

std::string edit_start_fields(const std::string& fen, std::uint8_t edit) {
    std::vector<std::string> f = fen_fields(fen);
    if (f.size() < 4) return fen;
    while (f.size() < 6) f.push_back(f.size() == 4 ? "0" : "1");
    const std::size_t value = edit >> 3;
    switch (edit % 8) {
        case 4: {  // the halfmove clock, near and past the fifty-move line
            static constexpr int kClocks[] = {0, 1, 49, 98, 99, 100, 101, 150};
            f[4] = std::to_string(kClocks[value % 8]);
            break;
        }
        case 5: {  // the fullmove number, into the late game
            static constexpr int kMoves[] = {1, 2, 79, 80, 81, 120, 200, 999};
            f[5] = std::to_string(kMoves[value % 8]);
            break;
        }
        case 6: {  // castling rights: a subset of those the start has
            std::string kept;
            for (std::size_t i = 0; i < f[2].size(); ++i)
                if (f[2][i] != '-' && (value >> i & 1) != 0) kept += f[2][i];
            f[2] = kept.empty() ? "-" : kept;
            break;
        }
        case 7: {  // an en passant square behind the side that just moved
            const char file = char('a' + value % 8);
            f[3] = std::string(1, file) + (f[1] == "w" ? "6" : "3");
            break;
        }
        default:
            return fen;  // half the edits leave the start alone
    }
    std::string out;
    for (const std::string& field : f) out += (out.empty() ? "" : " ") + field;
    return out;
}

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
    g.bytes.push_back(0);                          // the start as it is
    g.bytes.push_back(game.own_observation ? 0 : 3);
    g.bytes.push_back(std::uint8_t(start - starts_.begin()));
    queue_sweeps(g);
    seeds_.push_back(std::move(g));
}

std::string GuidedSearch::load_start(const std::vector<std::uint8_t>& bytes, harness::Implementation& reference) const {
    const std::string& start = starts_[bytes.back() % starts_.size()];
    const std::string edited = edit_start_fields(start, bytes[bytes.size() - 3]);
    if (edited != start && reference.load(edited, false).empty()) return edited;
    return reference.load(start, false).empty() ? start : "";
}

void GuidedSearch::queue_sweeps(const Genome& g) {
    if (g.bytes.size() < kSettings || starts_.empty()) return;
    auto reference = harness::make_implementation(reference_);
    const std::string played = load_start(g.bytes, *reference);
    if (played.empty()) return;
    const std::string& unedited = starts_[g.bytes.back() % starts_.size()];
    // edit_start_fields: the low three bits pick the field (4 to 7), the
    // rest its value. Only values that give a start other than the one
    // played, and one the reference accepts, are swept: the others would
    // replay the game as it was (a start with no castling rights, an en
    // passant square no pawn passed: most of them).
    for (std::uint8_t field = 4; field < 8; ++field) {
        std::vector<std::uint8_t> edits;
        std::vector<std::string> edited_starts;
        for (unsigned value = 0; value < 32; ++value) {
            const auto edit = std::uint8_t(field | value << 3);
            const std::string edited = edit_start_fields(unedited, edit);
            if (edited == played || std::find(edited_starts.begin(), edited_starts.end(), edited) != edited_starts.end())
                continue;
            edited_starts.push_back(edited);
            if (reference->load(edited, false).empty()) edits.push_back(edit);
        }
        if (edits.empty()) continue;
        Genome sweep = g;
        sweep.bytes[sweep.bytes.size() - 3] = edits[random_() % edits.size()];
        sweeps_.push_back(std::move(sweep));
    }
    while (sweeps_.size() > kMaxQueuedSweeps) sweeps_.pop_front();
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
    if (!sweeps_.empty() && executions_ % kSweepEvery == 0) {
        last_ = std::move(sweeps_.front());
        sweeps_.pop_front();
        return decode(last_);
    }
    // Kept games are newer and rarer: edited as often as all seeds together.
    const bool from_kept = !kept_genomes_.empty() && random_() % 2 == 0;
    const std::vector<Genome>& pool = from_kept ? kept_genomes_ : seeds_;
    last_ = pool.empty() ? Genome{{0, 0, 0}, false} : pool[random_() % pool.size()];
    std::vector<std::uint8_t> buffer = last_.bytes;
    std::size_t size = buffer.size();
    const std::size_t max_size = std::max(size, kLongerGames * max_plies_ + kSettings);
    buffer.resize(max_size);
    for (int edits = 1 + int(random_() % 3); edits > 0; --edits) {
        // One edit in 16 goes on past the game's end: half of --plies more
        // plies read after its last (the insertions of the fuzzers' edits
        // grow a game a ply at a time, too slowly to reach a late game).
        // Rare, since a long game costs as much as many short ones.
        if (random_() % 16 == 0) {
            const std::size_t more = std::min(std::max<std::size_t>(max_plies_ / 2, 1), max_size - size);
            std::memmove(buffer.data() + more, buffer.data(), size);
            for (std::size_t i = 0; i < more; ++i) buffer[i] = std::uint8_t(random_());
            size += more;
            continue;
        }
        const auto edit = harness::GameEdit(random_() % harness::kGameEdits);
        if (const std::size_t edited = harness::edit_game(edit, buffer.data(), size, max_size, kSettings, random_))
            size = edited;
    }
    buffer.resize(size);
    last_.bytes = std::move(buffer);
    return decode(last_);
}

void GuidedSearch::keep_last(KeepReason reason) {
    Genome kept = last_;
    if (through_child_coverage(reason)) {
        kept.through_child = true;
        ++kept_for_child_;
        if (reason == KeepReason::NewClauseEdgePair) ++kept_for_pair_;
    }
    // A game kept for a (clause, child edge) pair alone ran no new code:
    // with --coverage most keeps are such, and sweeping them all left the
    // random edits, which grow a large P, half the games.
    if (reason != KeepReason::NewClauseEdgePair) queue_sweeps(kept);
    kept_genomes_.push_back(std::move(kept));
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
    // A start the edit made invalid (for the reference) is left as it was.
    const std::string played = load_start(b, *player);
    if (played.empty()) return game;
    game.start_fen = played;
    // An edited clock of 100 has ended the game before it began: the start
    // alone is compared (a move from it would be play past the end).
    if (!harness::ending_before_any_move(*player).empty()) return game;
    const auto [hidden_from, hidden_to] = hidden_run_of(b[b.size() - 2]);
    for (std::size_t i = b.size() - kSettings; i-- > 0 && game.moves.size() < kLongerGames * max_plies_;) {
        std::vector<std::string> moves = player->moves();
        if (moves.empty()) break;
        if (game.moves.size() >= hidden_from && game.moves.size() < hidden_to)
            if (std::vector<std::string> hidden = hidden_moves(*player, moves); !hidden.empty()) moves.swap(hidden);
        const std::string move = moves[b[i] % moves.size()];
        player->play(move);
        game.moves.push_back(move);
        if (player->last_observation('w').outcome != "none") break;
    }
    return game;
}

}  // namespace external
