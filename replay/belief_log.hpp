// A belief log: what an engine wrote about its own P while it played, one
// JSON object a line in the row format of `fogproof replay --json`, read
// back for `fogproof audit`. Required: game, ply, perspective, p_after;
// optional: capped (false), truth_in_p, fens (all of P or a sample, in any
// en passant spelling) and own_observation (true). Other fields are
// ignored, so replay's own rows read as they are.
//
// Nothing here throws on bad input: each fault is a LogProblem naming the
// line and the field, and the line is left out.
#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "engine/key.hpp"
#include "engine/types.hpp"

namespace fog::replay {

// A logged board: the FEN as the engine wrote it (quoted in reports) and
// the engine's key of what it means, so any spelling of the same board is
// the same board.
struct LoggedBoard {
    std::string fen;
    PositionKey key;
};

struct LoggedRow {
    std::string where;  // "log.jsonl:12", for messages
    int line = 0;       // its line (or, from Python, index + 1), to report in log order
    std::string game;
    int ply = 0;
    Colour perspective = White;
    bool own_observation = true;
    std::size_t p_after = 0;
    bool capped = false;
    std::optional<bool> truth_in_p;
    std::optional<std::vector<LoggedBoard>> fens;
};

struct LogProblem {
    std::string where;  // "log.jsonl:12", "log.jsonl" for the whole file
    int line = 0;       // as LoggedRow::line; 0 for the whole file
    std::string message;
    std::string to_string() const { return where + ": " + message; }
};

struct BeliefLog {
    std::vector<LoggedRow> rows;
    std::vector<LogProblem> errors;    // lines left out
    std::vector<LogProblem> warnings;  // lines that are not rows, skipped
};

// What a row holds, or nullopt with `error` naming the field at fault.
std::optional<LoggedRow> logged_row_from_json(const nlohmann::json& value, std::string& error);

// One JSON value into `log`: a row, an error or a skipped non-row (a
// replay summary line is skipped without a word).
void read_log_value(const nlohmann::json& value, const std::string& where, int line, BeliefLog& log);

// One line of a log into `log`, as read_log_value; a line that is not
// JSON is an error, a blank line nothing.
void read_log_line(std::string_view text, const std::string& where, int line, BeliefLog& log);

// A line longer than this is refused, and the rest of its file with it: a
// row holding 100,000 FENs is 6 MB, and an endless file (/dev/zero) must
// not take all of memory.
inline constexpr std::size_t kMaxLogLineBytes = std::size_t(64) << 20;

// Reads a JSONL log file; an unreadable file is one error.
BeliefLog read_belief_log(const std::string& path);

}  // namespace fog::replay
