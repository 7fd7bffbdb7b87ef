#include "tools/cli_common.hpp"

#include <iostream>
#include <optional>

#include "engine/fen.hpp"
#include "engine/memory_limit.hpp"
#include "records/lenient_fen.hpp"

namespace cli {

void add_common_options(CLI::App& command, CommonOptions& options) {
    command.add_flag("--json", options.json, "Print one JSON document instead of text");
    command.add_option("--impl", options.impl, "Which reading of the rules answers")
        ->check(CLI::IsMember({"engine", "oracle"}))
        ->capture_default_str();
    command.add_flag("--strict", options.strict,
                     "Refuse a FEN that needs a repair (fullmove 0, impossible castling rights, 4 or 5 fields, runs "
                     "of spaces) instead of repairing it with a warning");
}

std::string fen_argument(const CommonOptions& options, const std::string& fen) {
    if (fen == "startpos") return std::string(fog::kStartFen);
    if (options.strict) return fen;
    fog::records::LenientFen lenient = fog::records::normalize_fen(fen);
    for (const std::string& note : lenient.notes) std::cerr << "warning: FEN argument: " << note << '\n';
    return lenient.fen;
}

std::unique_ptr<harness::Implementation> load_text(const CommonOptions& options, const std::string& text) {
    auto impl = harness::make_implementation(options.impl);
    if (!impl) throw UsageError("unknown implementation '" + options.impl + "'");
    if (std::string error = impl->load(text, false); !error.empty())
        throw UsageError("bad FEN: " + error + (options.strict ? " (--strict)" : ""));
    return impl;
}

std::unique_ptr<harness::Implementation> load(const CommonOptions& options, const std::string& fen) {
    return load_text(options, fen_argument(options, fen));
}

std::size_t max_memory_bytes(const std::string& text) {
    std::string error;
    const std::optional<std::size_t> bytes = fog::parse_memory_size(text, fog::physical_memory_bytes(), error);
    if (!bytes) throw UsageError("--max-memory: " + error);
    return *bytes;
}

void emit(const CommonOptions& options, const nlohmann::json& document, const std::string& text) {
    if (!options.json) {
        std::cout << text;
        return;
    }
    // Texts quoted from inputs or peers may hold any bytes: replaced, never thrown.
    std::cout << document.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
}

std::string parse_error_message(CLI::App& app, const CLI::ParseError& error, int argc, char** argv) {
    const bool no_subcommand = app.get_subcommands().empty();
    if (no_subcommand && argc > 1 && argv[1][0] != '-') {
        std::vector<std::string> names;
        for (const CLI::App* sub : app.get_subcommands([](CLI::App*) { return true; })) names.push_back(sub->get_name());
        std::string list;
        for (const std::string& n : names) list += (list.empty() ? "" : ", ") + n;
        return "unknown subcommand '" + std::string(argv[1]) + "' (the subcommands are " + list + ")";
    }
    return error.what();
}

}  // namespace cli
