// Shared pieces of the fogproof CLI: options every command takes, loading a
// position, and the error that ends a command with exit code 2.
#pragma once

#include <CLI/CLI.hpp>
#include <memory>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>

#include "harness/implementation.hpp"

namespace cli {

// Bad input from the user: printed as "fogproof: <message>", exit code 2.
struct UsageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// A command's verdict other than success, e.g. 1 when a replay lost the
// truth. Not an error message: the command has already printed its report.
struct ExitCode {
    int code;
};

struct CommonOptions {
    bool json = false;
    std::string impl = "engine";
    bool strict = false;  // --strict: the FEN must pass the strict parser as written
};

// Adds --json, --impl and --strict to a subcommand.
void add_common_options(CLI::App& command, CommonOptions& options);

// The FEN text a command works on: "startpos" expanded and, without
// --strict, repaired the way records are (records/lenient_fen.hpp), each
// repair a "warning:" line on stderr.
std::string fen_argument(const CommonOptions& options, const std::string& fen);

// The implementation named by --impl, loaded with FEN text as it stands
// (a parser error is a UsageError).
std::unique_ptr<harness::Implementation> load_text(const CommonOptions& options, const std::string& text);

// load_text(options, fen_argument(options, fen)).
std::unique_ptr<harness::Implementation> load(const CommonOptions& options, const std::string& fen);

// --max-memory as bytes (0: no limit), or a UsageError saying what is wrong.
std::size_t max_memory_bytes(const std::string& text);

// Prints a JSON document or, without --json, the text version.
void emit(const CommonOptions& options, const nlohmann::json& document, const std::string& text);

// The exit codes, for `fogproof --help` and each command's --help (a
// command's footer replaces the general one).
inline constexpr const char* kExitCodesHelp =
    "Exit codes: 0 success; 1 a check failed; 2 bad arguments or input that could not be read. Each command's "
    "--help gives its own.";
inline constexpr const char* kPositionExitCodes =
    "Exit codes: 0 success; 2 bad arguments, or a FEN that could not be read.";
inline constexpr const char* kSelfplayExitCodes =
    "Exit codes: 0 the games were played and written; 2 bad arguments, or a file that could not be written.";
inline constexpr const char* kReproExitCodes =
    "Exit codes: 0 the input passes; 1 it fails (a disagreement or a property, shown side by side); 2 bad "
    "arguments, an unreadable file, or (--against) a protocol fault.";
inline constexpr const char* kDiffExitCodes =
    "Exit codes: 0 no difference (notes on open questions included); 1 a disagreement, minimized and saved as a "
    "scenario, or a clause of --require-clauses never exercised; 2 a protocol fault, nothing compared, or bad "
    "arguments.";
inline constexpr const char* kServeExitCodes =
    "Exit codes: 0 the client sent quit or closed stdin; 2 bad arguments.";

// The one-line message for a command line CLI11 refused; an unknown
// subcommand is named (CLI11 alone says only that one is required).
std::string parse_error_message(CLI::App& app, const CLI::ParseError& error, int argc, char** argv);

// Subcommands; each registers itself and its callback.
void register_perft(CLI::App& app);
void register_moves(CLI::App& app);
void register_vision(CLI::App& app);
void register_fen(CLI::App& app);
void register_replay(CLI::App& app);
void register_audit(CLI::App& app);
void register_merge(CLI::App& app);
void register_selfplay(CLI::App& app);
void register_render(CLI::App& app);
void register_repro(CLI::App& app);
void register_diff(CLI::App& app);
void register_serve(CLI::App& app);
void register_cov(CLI::App& app);

}  // namespace cli
