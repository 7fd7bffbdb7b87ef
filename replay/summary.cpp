#include "replay/summary.hpp"

#include <fmt/format.h>

namespace fog::replay {
namespace {

std::string plural(int n, const char* one, const char* many) { return fmt::format("{} {}", n, n == 1 ? one : many); }

std::string by_reason(const std::map<std::string, int>& counts) {
    std::string out;
    for (const auto& [reason, n] : counts) out += fmt::format("{}{} {}", out.empty() ? "" : "; ", n, reason);
    return out;
}

}  // namespace

ReplayTally::ReplayTally(const Counts& c)
    : replayed_(c.replayed),
      failed_(c.failed),
      cut_short_(c.cut_short),
      continued_after_rules_end_(c.continued_after_rules_end),
      other_input_errors_(c.other_input_errors),
      warnings_(c.warnings),
      skipped_games_(c.skipped_games),
      skipped_files_(c.skipped_files) {}

ReplayTally::Counts ReplayTally::counts() const {
    return {replayed_, failed_, cut_short_, continued_after_rules_end_, other_input_errors_, warnings_, skipped_games_,
            skipped_files_};
}

void ReplayTally::add_read(const records::ReadResult& read) {
    warnings_ += int(read.warnings.size());
    for (const records::RecordError& e : read.errors) {
        if (e.skipped.empty()) continue;
        // Whole-file faults have no line; a skipped game always has one.
        ++(e.line == 0 ? skipped_files_ : skipped_games_)[e.skipped];
    }
    int attached = 0;
    for (const records::GameRecord& game : read.games) {
        if (game.error) ++attached;
        if (game.continues_after_rules_end) ++continued_after_rules_end_;
    }
    cut_short_ += attached;
    int skips = 0;
    for (const records::RecordError& e : read.errors)
        if (!e.skipped.empty()) ++skips;
    // Errors that neither skipped a game nor cut one short: a bad line
    // between games, an unclosed comment outside a game, ...
    other_input_errors_ += int(read.errors.size()) - skips - attached;
}

void ReplayTally::add_unreplayable(const std::string& reason) { ++skipped_games_[reason]; }

void ReplayTally::add_replay(const GameReplay& replay) {
    ++replayed_;
    if (replay.first_truth_loss_uncapped) ++failed_;
}

int ReplayTally::skipped_game_count() const {
    int n = 0;
    for (const auto& entry : skipped_games_) n += entry.second;
    return n;
}

int ReplayTally::exit_code() const {
    if (failed_ > 0) return kExitTruthLost;
    if (replayed_ == 0 || skipped_game_count() > 0 || !skipped_files_.empty() || cut_short_ > 0 ||
        other_input_errors_ > 0)
        return kExitInputNotRead;
    return kExitAllReplayed;
}

std::string ReplayTally::counts_text() const {
    std::string out = fmt::format("games: {} replayed", replayed_);
    std::vector<std::string> about;
    if (cut_short_ > 0) about.push_back(fmt::format("{} cut short by an input error, replayed up to it", cut_short_));
    if (continued_after_rules_end_ > 0)
        about.push_back(fmt::format("{} ended by the fog rules before their source did, replayed up to that ply",
                                    continued_after_rules_end_));
    if (!about.empty()) out += fmt::format(" ({})", fmt::join(about, "; "));
    out += fmt::format(", {} failed (truth lost at an uncapped ply), {} skipped\n", failed_, skipped_game_count());
    if (!skipped_games_.empty()) out += fmt::format("skipped: {}\n", by_reason(skipped_games_));
    if (!skipped_files_.empty()) out += fmt::format("files not read: {}\n", by_reason(skipped_files_));
    if (other_input_errors_ > 0 || warnings_ > 0)
        out += fmt::format("on stderr: {}, {}\n", plural(other_input_errors_, "other input error", "other input errors"),
                           plural(warnings_, "warning", "warnings"));
    return out;
}

std::string ReplayTally::verdict_text() const {
    if (failed_ > 0)
        return fmt::format("FAIL: the truth left P at an uncapped ply in {} of {} games", failed_, replayed_);
    if (replayed_ == 0) return "NOTHING REPLAYED: no game could be read";
    if (exit_code() == kExitInputNotRead)
        return fmt::format("INCOMPLETE: the truth stayed in P at every uncapped ply of the {} replayed, but some "
                           "input was not read (errors on stderr)",
                           plural(replayed_, "game", "games"));
    return fmt::format("OK: the truth stayed in P at every uncapped ply of all {}", plural(replayed_, "game", "games"));
}

}  // namespace fog::replay
