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

// Prints a JSON document or, without --json, the text version.
void emit(const CommonOptions& options, const nlohmann::json& document, const std::string& text);

// The exit codes of every command, for `fogproof --help`.
inline constexpr const char* kExitCodesHelp =
    "Exit codes: 0 success; 1 a check failed (replay: the truth left P; repro: the input fails); "
    "2 bad arguments or input that could not be read; 3 replay: an update would have passed --max-memory "
    "(see 'fogproof replay --help').";

// The one-line message for a command line CLI11 refused; an unknown
// subcommand is named (CLI11 alone says only that one is required).
std::string parse_error_message(CLI::App& app, const CLI::ParseError& error, int argc, char** argv);

// Subcommands; each registers itself and its callback.
void register_perft(CLI::App& app);
void register_moves(CLI::App& app);
void register_vision(CLI::App& app);
void register_fen(CLI::App& app);
void register_replay(CLI::App& app);
void register_selfplay(CLI::App& app);
void register_render(CLI::App& app);
void register_repro(CLI::App& app);
void register_diff(CLI::App& app);
void register_serve(CLI::App& app);

}  // namespace cli
