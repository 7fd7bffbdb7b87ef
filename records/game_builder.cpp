#include "records/game_builder.hpp"

#include <fmt/format.h>

#include "engine/fen.hpp"
#include "engine/movegen.hpp"
#include "records/lenient_fen.hpp"
#include "records/text.hpp"

namespace fog::records::detail {

std::string result_of(const Outcome& outcome) {
    if (outcome.end == GameEnd::KingCaptured) return outcome.winner == White ? "1-0" : "0-1";
    return "1/2-1/2";
}

bool is_rules_reason(std::string_view reason) {
    for (GameEnd e : {GameEnd::KingCaptured, GameEnd::NoMoves, GameEnd::FiftyMoves, GameEnd::Repetition})
        if (reason == end_name(e)) return true;
    return false;
}

namespace {

// "FEN field 6 (fullmove number)" from a strict parser message, to count
// skipped games by what was wrong.
std::string fen_fault_field(const std::string& error) {
    const std::size_t colon = error.find(':');
    return colon == std::string::npos ? error : error.substr(0, colon);
}

}  // namespace

bool GameBuilder::open(int line, std::string_view fen, int fen_line) {
    if (open_) close();
    std::string fen_text = fen.empty() ? std::string(kStartFen) : std::string(fen);
    if (!options_.strict && !fen.empty()) {
        LenientFen lenient = normalize_fen(fen_text);
        for (const std::string& note : lenient.notes)
            warn(fen_line > 0 ? fen_line : line, fmt::format("start position '{}': {}", excerpt(fen_text, 100), note));
        fen_text = std::move(lenient.fen);
    }
    standard_chess_ = false;
    FenResult parsed = parse_fen(fen_text, KingRule::Required);
    if (!parsed.position) {
        skip_game(fen_line > 0 ? fen_line : line,
                  fmt::format("bad start position '{}': {}; game skipped", excerpt(fen_text, 100), parsed.error),
                  "bad start position, " + fen_fault_field(parsed.error));
        return false;
    }
    open_ = true;
    record_ = GameRecord{};
    record_.source = source_;
    record_.line = line;
    record_.start_fen = fen_text;
    position_ = *parsed.position;
    history_.reset(position_);
    rules_end_ = {};
    rules_end_ply_ = 0;
    // A start position can already be over (rules §2 items 2 and 3).
    if (!has_any_move(position_)) rules_end_.end = GameEnd::NoMoves;
    else if (position_.halfmove >= 100) rules_end_.end = GameEnd::FiftyMoves;
    stated_line_ = 0;
    stated_reason_.clear();
    stated_result_.clear();
    return true;
}

bool GameBuilder::play(Move m, int line, std::string_view text) {
    if (!accepting()) return false;
    if (rules_end_.end != GameEnd::None && standard_chess_) {
        // Standard chess has no automatic fifty-move or repetition draw, so
        // the source may go on: a note, and the game ends where the fog
        // rules end it.
        record_.continues_after_rules_end = true;
        warn(line, fmt::format("game continues after the fog rules ended it at ply {} ({}); its moves from ply {} "
                               "on ({}) are not read",
                               rules_end_ply_, end_name(rules_end_.end), rules_end_ply_ + 1, excerpt(text)));
        return false;
    }
    if (rules_end_.end != GameEnd::None) {
        fail(line, text,
             fmt::format("move after the end: the fog rules ended the game at ply {} ({})", rules_end_ply_,
                         end_name(rules_end_.end)));
        return false;
    }
    const Position after = make_move(position_, m);
    const Outcome outcome = game_outcome(board_outcome(position_, after), history_.record(after));
    position_ = after;
    record_.moves.push_back(m);
    if (outcome.end != GameEnd::None) {
        rules_end_ = outcome;
        rules_end_ply_ = int(record_.moves.size());
    }
    return true;
}

void GameBuilder::fail(int line, std::string_view text, std::string message) {
    RecordError error{source_, line, 0, excerpt(text), std::move(message), {}};
    if (open_ && !text.empty()) {
        error.ply = int(record_.moves.size()) + 1;
        error.message += fmt::format(" in {}", belief_fen(position_));
    }
    if (open_ && !record_.error) record_.error = error;
    out_.errors.push_back(std::move(error));
}

void GameBuilder::state_end(int line, std::string reason, std::string result) {
    stated_line_ = line;
    stated_reason_ = std::move(reason);
    stated_result_ = std::move(result);
}

void GameBuilder::close() {
    if (!open_) return;
    open_ = false;
    if (rules_end_.end != GameEnd::None) {
        record_.end_reason = std::string(end_name(rules_end_.end));
        record_.result = result_of(rules_end_);
        if (!stated_reason_.empty() && stated_reason_ != record_.end_reason)
            warn(stated_line_, fmt::format("the source says the game ended by '{}', but the fog rules ended it at "
                                           "ply {} ({}); keeping the rules ending",
                                           excerpt(stated_reason_), rules_end_ply_, record_.end_reason));
        if (!stated_result_.empty() && stated_result_ != "*" && stated_result_ != record_.result)
            warn(stated_line_, fmt::format("the source gives the result {}, but the fog rules give {}; keeping {}",
                                           excerpt(stated_result_), record_.result, record_.result));
    } else {
        record_.end_reason = stated_reason_;
        record_.result = stated_result_.empty() ? "*" : stated_result_;
        // A cut-short game cannot confirm its ending, so only a complete one
        // is checked.
        if (!record_.error && is_rules_reason(stated_reason_))
            warn(stated_line_, fmt::format("the source says the game ended by '{}', but the replay does not end it "
                                           "by the fog rules; keeping the source's word",
                                           stated_reason_));
    }
    out_.games.push_back(std::move(record_));
    record_ = GameRecord{};
}

void GameBuilder::file_error(int line, std::string message) {
    out_.errors.push_back(RecordError{source_, line, 0, {}, std::move(message), {}});
}

void GameBuilder::skip_game(int line, std::string message, std::string reason) {
    out_.errors.push_back(RecordError{source_, line, 0, {}, std::move(message), std::move(reason)});
}

void GameBuilder::warn(int line, std::string message) {
    out_.warnings.push_back(RecordError{source_, line, 0, {}, std::move(message), {}});
}

}  // namespace fog::records::detail
