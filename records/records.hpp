// Game records: reading and writing fog-chess games in three formats.
//
//   Jsonl  the event log of fog-chess servers ("mistboard" logs): one JSON
//          object per line, {"type":"room-created",...} then one
//          {"type":"move-played",...} per ply, then optional end events.
//   Uci    UCI move lists: one game per line, or one move per line.
//   Pgn    PGN with SAN moves, for standard-chess games (and fog games).
//
// Every move of every record is validated by replaying it under the fog
// rules (docs ../shared/fow-rules.md): it must be one of fog::generate_moves
// of the position, and the game must not have ended by the rules (§2)
// before it. The library never throws out of this API and never crashes on
// bad input: faults come back as RecordError values.
//
// "Lose nothing": a game with a bad move, a bad line or a move after the
// end is still returned, holding its moves up to the last good one, with
// the fault in GameRecord::error and also in ReadResult::errors. The other
// games of the batch are unaffected. Only a game whose start position
// cannot be read is reported without a record.
//
// Format details and decisions (castling spellings, layouts, unknown
// events) are documented next to each function below.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/fen.hpp"
#include "engine/types.hpp"

namespace fog::records {

// A fault or a note about a record. `line` is 1-based (0: the whole file);
// `ply` is the 1-based index of the offending move within its game (0: the
// fault is not about a move); `move` is the move as written in the source.
struct RecordError {
    std::string file;
    int line = 0;
    int ply = 0;
    std::string move;
    std::string message;
    // "file:line: ply 12 (e2e5): message", parts that are unknown left out.
    std::string to_string() const;
};

struct GameRecord {
    std::string source;  // file name, or the name the caller gave
    int line = 0;        // line where the game starts in the source
    std::string start_fen = std::string(kStartFen);
    std::vector<Move> moves;
    // "1-0", "0-1", "1/2-1/2" or "*". When the fog rules end the game
    // (rules §2), the result follows from them; otherwise it is what the
    // source says, or "*".
    std::string result = "*";
    // Empty while the game has not ended. A rules ending ("king-captured",
    // "no-moves", "fifty-moves", "repetition") found by the replay wins over
    // anything the source says; otherwise the source's reason, e.g.
    // "clock-expired" from a JSONL log or the PGN Termination tag.
    std::string end_reason;
    // Metadata: PGN tags (White, Black, Event, ... but not Result, FEN and
    // SetUp, which are fields here), JSONL room fields (roomId, variant).
    std::map<std::string, std::string> tags;
    // Set when the game was cut short by a fault: `moves` is the good prefix.
    std::optional<RecordError> error;
};

struct ReadResult {
    std::vector<GameRecord> games;
    std::vector<RecordError> errors;    // faults: bad moves, lines, games, files
    std::vector<RecordError> warnings;  // notes: ignored events, mismatched results
};

enum class Format { Jsonl, Uci, Pgn };

// By extension first (.jsonl .ndjson .json; .pgn; .uci), then by content
// (a '{' first: JSONL; a '[' tag or a "1." move number: PGN; UCI moves or a
// startpos/fen/position word: UCI; other SAN-looking text: PGN).
std::optional<Format> guess_format(const std::string& path, std::string_view content);

// Reads a file and parses it in the guessed format. An unreadable file or an
// unknown format is one error with line 0.
ReadResult read_records(const std::string& path);

// Parses text in a given format; `source_name` goes into errors and records.
ReadResult parse_records(std::string_view content, Format format, const std::string& source_name);

// Writers. Each returns the text of one game, ending in a newline, such that
// the concatenation of several outputs of one writer reads back as those
// games. A record whose moves do not replay (hand-made, not read by this
// library) is written up to its first bad move; the writers never throw.
//
// JSONL: room-created (roomId from the tags, else the source name; a "fen"
// field when the start is not the standard position: our extension), one
// move-played per ply with castling written king onto rook (e1h1, e8a8) as
// the servers write it, promotion as "queen"/"rook"/"bishop"/"knight". An
// ending that the rules do not imply (end_reason outside rules §2) is
// written as an end event: {"type":"clock-expired","color":<loser>} for
// clock-expired, else {"type":"game-over","reason":...,"winner":...}.
std::string write_jsonl(const GameRecord& record);
// UCI: one line, "startpos moves e2e4 ..." or "fen <FEN> moves ...", castling
// king to destination (e1g1), promotion letter lower case (e7e8q).
std::string write_uci(const GameRecord& record);
// PGN: the seven tag roster (missing ones as "?"), SetUp/FEN for another
// start, the remaining tags, Termination from end_reason; SAN disambiguated
// against all fog moves (so it is unambiguous under both rule sets), with
// "+"/"#" for standard-chess check and checkmate; lines of at most 80.
std::string write_pgn(const GameRecord& record);

// The format's name, "jsonl", "uci" or "pgn".
std::string_view format_name(Format format);

}  // namespace fog::records
