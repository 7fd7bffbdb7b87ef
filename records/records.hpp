// Game records: reading and writing fog-chess games in three formats.
//
// Every move of every record is validated by replaying it under the fog
// rules (../shared/fow-rules.md): it must be one of fog::generate_moves of
// its position, and the game must not have ended by the rules (§2) before
// it. Nothing escapes this API as an exception and no input crashes it:
// faults come back as RecordError values.
//
// "Lose nothing": a game with a bad move, a bad line or a move after the end
// is still returned, holding its moves up to the last good one, with the
// fault in GameRecord::error and also in ReadResult::errors; the other games
// of the batch are unaffected. Only a game whose start position cannot be
// read is reported without a record.
//
// Endings. After each move the reader applies rules §2 (king captured, no
// moves, fifty moves, third repetition, compared as in docs/rules.md). A
// rules ending fixes end_reason and result, whatever the source says (a
// disagreement is a warning); a further move is a fault. Otherwise the
// source's own ending (a JSONL end event, a PGN result and Termination tag)
// is kept. A standard-chess checkmate is not a fog ending: such a PGN game
// keeps its stated result with an empty or Termination-tag end_reason.
//
// Start positions (JSONL "fen", UCI "fen ...", PGN FEN tag) are read
// leniently by default (records/lenient_fen.hpp: fullmove 0, impossible
// castling rights, four or five fields, runs of spaces), each repair a
// warning naming the file and line; ReadOptions::strict refuses them
// instead (the game is skipped) and also requires SetUp "1" with a FEN tag.
//
// ---- JSONL: the event log of fog-chess servers (one JSON object a line) ----
// Seen in real logs: {"type":"room-created","at":0,"roomId","variant":
// "fog-of-war","offer":[]}, then per ply {"type":"move-played","at":<ply>,
// "roomId","color":"white"|"black","move":{"from":"e2","to":"e4"
// [,"promotion":"queen"|"rook"|"bishop"|"knight"]},"compute_ms",
// "thinkTimeMs"} with castling written king onto rook (e1h1, e8a8). Servers
// write nothing when the rules end a game; a loss on time is
// {"type":"clock-expired","color":<the side whose clock ran out>}.
// Reading:
// - Each room-created starts a game (several per file are fine); its scalar
//   fields become tags (roomId, variant, ...). Extension: a "fen" string
//   there sets the start position. Lines before any room-created start a
//   game from the standard start, with a warning.
// - Castling is accepted king onto rook (e1h1) and king to destination
//   (e1g1). Promotion may also be a letter (q, r, b, n), in any case.
//   "color", when present, must name the side to move; other fields
//   ("at", timings, "opening_random") are ignored.
// - An event of any other type that no move-played follows (in its game)
//   ends the game: end_reason is its "reason" string, else its type; the
//   result comes from its "winner" ("white", "black", "draw"), else is a draw
//   for draw-like reasons (draw, agreement, stalemate, ...), else the
//   opponent of its "color" wins (the side the event happened to, as in
//   clock-expired or resign), else "*". Events that moves follow, and later
//   end events, are ignored with a warning.
// - A line that is not an object with a string "type", a malformed move or
//   an illegal one is a fault that ends its game (good prefix kept); the
//   game's remaining lines are skipped with a warning. A bad line that
//   mentions "room-created" still starts the next game (from the standard
//   start), so a corrupted line cannot swallow a following game.
//
// ---- UCI move lists ----
// Lines that are blank or start with '#' are skipped. The file holds one
// move per line (the whole file one game) when it has at least two lines
// and every line after the first is a single word; otherwise each line is a
// game. (So a file of one-move games without headers reads as one game; the
// writer always starts a game with "startpos"/"fen", which avoids this.) A
// game may start with the arguments of the UCI position command:
// [position] (startpos | fen <six fields>) [moves] m1 m2 ...; castling as
// e1g1 or e1h1, promotion letter in either case. A bad move ends its game.
//
// ---- PGN with SAN moves ----
// Tags, comments {...} and ;..., escape lines %..., NAGs $n, move numbers,
// annotations (! ? !? +- ...), "e.p." and variations (...) at any depth are
// read or skipped. Games end at a result (1-0 0-1 1/2-1/2 *) or where a new
// tag section begins (with a warning). The start is the FEN tag (a missing
// or wrong SetUp tag is a warning; a malformed tag pair is ignored with a
// warning). The result terminator wins over a disagreeing Result tag
// (warning). A PGN game is standard chess unless its Variant tag names fog
// chess: when it goes on after the fog rules ended it (a fifty-move or
// repetition draw that standard chess does not apply automatically), it is
// kept up to that ply with the note "game continues after the fog rules
// ended it at ply N" (a warning, not a fault). SAN is matched against the standard-chess legal moves first
// and, only when none matches (a fog-only move), against all fog moves;
// more than one match is a fault. Accepted: + # ! ? suffixes, O-O and 0-0,
// =Q and Q promotion, an optional x, long forms (Ng1-f3), "e.p."; a missing
// promotion piece is a fault (no default). A fault (bad or ambiguous SAN, a
// stray ')', an unclosed '{' or '(') ends its game; reading resumes at the
// next game.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/fen.hpp"
#include "engine/types.hpp"

namespace fog::records {

// A fault or a note. `line` is 1-based (0: the whole file); `ply` is the
// 1-based index of the offending move within its game (0: the fault is not
// about one move); `move` is that move as written in the source (bytes that
// are not printable ASCII shown as \xNN).
struct RecordError {
    std::string file;
    int line = 0;
    int ply = 0;
    std::string move;
    std::string message;
    // Set when the fault kept a whole game (or file) out of the result: the
    // reason in a few words, for counting ("bad start position, FEN field 6
    // (fullmove number)", "unreadable file", ...). Empty for notes and for
    // faults that cut a game short (GameRecord::error).
    std::string skipped;
    // "file:line: ply 12 (e2e5): message", unknown parts left out. Messages
    // about a move end with the FEN of the position it was tried in.
    std::string to_string() const;
};

struct GameRecord {
    std::string source;  // file name, or the name the caller gave
    int line = 0;        // line where the game starts in the source
    std::string start_fen = std::string(kStartFen);
    std::vector<Move> moves;
    std::string result = "*";  // "1-0", "0-1", "1/2-1/2" or "*"
    // Empty while the game has not ended; a rules name (king-captured,
    // no-moves, fifty-moves, repetition) or the source's reason (e.g.
    // clock-expired, resign, a PGN Termination value).
    std::string end_reason;
    // PGN tags (but not Result, FEN and SetUp, which are fields here); JSONL
    // room-created fields (roomId, variant, ...).
    std::map<std::string, std::string> tags;
    // Set when a fault cut the game short: `moves` is the good prefix.
    std::optional<RecordError> error;
    // A standard-chess game whose source goes on after the fog rules ended
    // it: `moves` stops at end_ply (the source's further moves are not read).
    bool continues_after_rules_end = false;
};

struct ReadResult {
    std::vector<GameRecord> games;
    std::vector<RecordError> errors;    // faults: bad moves, lines, games, files
    std::vector<RecordError> warnings;  // notes: ignored events, mismatched results
};

struct ReadOptions {
    // Refuse start positions that need a lenient repair (and a PGN FEN tag
    // without SetUp "1") instead of repairing them with a warning.
    bool strict = false;
};

enum class Format { Jsonl, Uci, Pgn };

// "jsonl", "uci" or "pgn".
std::string_view format_name(Format format);

// By extension first (.jsonl .ndjson .json; .pgn; .uci), then by the first
// line that is not blank or a '#' comment: '{' is JSONL; '[', ';', '%' or a
// "1." move number is PGN; startpos/fen/position or a UCI move is UCI;
// other SAN-looking text is PGN.
std::optional<Format> guess_format(const std::string& path, std::string_view content);

// Reads a file and parses it in the guessed format. An unreadable file or an
// unknown format is one error with line 0.
ReadResult read_records(const std::string& path, const ReadOptions& options = {});
// Far above any real log (a game is a few kilobytes); a larger file, or an
// endless one such as /dev/zero, is an error instead of all of memory.
inline constexpr std::size_t kMaxRecordFileBytes = std::size_t(64) << 20;

// Parses text in the given format; `source_name` goes into errors and records.
ReadResult parse_records(std::string_view content, Format format, const std::string& source_name,
                         const ReadOptions& options = {});

// Writers. Each returns the text of one game ending in a newline; several
// outputs of one writer, concatenated, read back as those games. A record
// whose moves do not replay (hand-made, not read by this library) is written
// up to its first bad move (PGN adds a comment saying so).
//
// JSONL: room-created (roomId from the tags, else the source name; variant
// from the tags, else fog-of-war; "fen" when the start is not the standard
// one), then one move-played per ply with "at", "roomId", "color" and the
// move, castling written king onto rook (e1h1) as the servers write it,
// promotion as a name. Compact JSON (no spaces). An ending the rules do not
// imply is written as an event: {"type":"clock-expired","color":<loser>}
// for clock-expired, else {"type":"game-over","reason":..,"winner":..}.
std::string write_jsonl(const GameRecord& record);
// UCI: one line, "startpos moves e2e4 ..." or "fen <FEN> moves ...";
// castling king to destination (e1g1), promotion letter lower case.
std::string write_uci(const GameRecord& record);
// PGN: the seven tag roster (missing ones "?"), SetUp and FEN for another
// start, the other tags, Termination from end_reason; SAN disambiguated
// against all fog moves (a superset of the standard ones, so the text is
// unambiguous under both rule sets), "+"/"#" for standard-chess check and
// checkmate (fog::in_check, no standard-legal reply); lines of at most 80.
std::string write_pgn(const GameRecord& record);

}  // namespace fog::records
