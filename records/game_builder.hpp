// Replays one game under the fog rules while a reader feeds it moves, and
// assembles its GameRecord. All three readers share it, so validation, the
// rules ending (rules §2) and the "keep the good prefix" policy are decided
// in one place.
#pragma once

#include <string>
#include <string_view>

#include "engine/key.hpp"
#include "engine/outcome.hpp"
#include "engine/position.hpp"
#include "engine/repetition.hpp"
#include "records/records.hpp"

namespace fog::records::detail {

class GameBuilder {
public:
    GameBuilder(std::string source, ReadResult& out, const ReadOptions& options)
        : source_(std::move(source)), out_(out), options_(options) {}

    // Starts a game at `line` from `fen` (the standard start when empty),
    // read leniently unless options.strict (records.hpp); each repair is a
    // warning at `fen_line` (the game's line when 0). An unusable FEN is
    // reported as a skipped game and no game is opened.
    bool open(int line, std::string_view fen, int fen_line = 0);
    bool is_open() const { return open_; }
    // Open, not cut short by a fault and not past a noted rules end: the
    // game takes more moves.
    bool accepting() const { return open_ && !record_.error && !record_.continues_after_rules_end; }

    // A standard-chess game (PGN without a fog Variant): a move after the
    // fog rules' end closes the game with a note instead of a fault.
    void set_standard_chess(bool standard) { standard_chess_ = standard; }
    bool strict() const { return options_.strict; }

    const Position& position() const { return position_; }
    GameRecord& record() { return record_; }

    // Appends a move of fog::generate_moves(position()). A move after the
    // rules ended the game is a fault instead.
    bool play(Move m, int line, std::string_view text);

    // A fault in the current game: it keeps its moves so far and takes no
    // more. With `text` the fault is about the next move (its ply is named).
    void fail(int line, std::string_view text, std::string message);

    // What the source says about the end; checked against the rules on close.
    void state_end(int line, std::string reason, std::string result);

    // Finishes the current game and hands it to the ReadResult.
    void close();

    // Faults and notes outside any game.
    void file_error(int line, std::string message);
    // A fault that keeps a whole game out: counted under `reason`.
    void skip_game(int line, std::string message, std::string reason);
    void warn(int line, std::string message);

private:
    std::string source_;
    ReadResult& out_;
    ReadOptions options_;
    bool open_ = false;
    bool standard_chess_ = false;
    GameRecord record_;
    Position position_;
    RepetitionHistory history_;
    Outcome rules_end_;
    int rules_end_ply_ = 0;
    int stated_line_ = 0;
    std::string stated_reason_;
    std::string stated_result_;
};

// The result a rules ending implies: "1-0", "0-1" or "1/2-1/2".
std::string result_of(const Outcome& outcome);

bool is_rules_reason(std::string_view reason);

}  // namespace fog::records::detail
