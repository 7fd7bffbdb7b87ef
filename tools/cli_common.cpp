#include "tools/cli_common.hpp"

#include <iostream>

#include "engine/fen.hpp"

namespace cli {

void add_common_options(CLI::App& command, CommonOptions& options) {
    command.add_flag("--json", options.json, "Print one JSON document instead of text");
    command.add_option("--impl", options.impl, "Which reading of the rules answers")
        ->check(CLI::IsMember({"engine", "oracle"}))
        ->capture_default_str();
}

std::unique_ptr<harness::Implementation> load(const CommonOptions& options, const std::string& fen) {
    auto impl = harness::make_implementation(options.impl);
    if (!impl) throw UsageError("unknown implementation '" + options.impl + "'");
    const std::string text = fen == "startpos" ? std::string(fog::kStartFen) : fen;
    if (std::string error = impl->load(text, false); !error.empty()) throw UsageError("bad FEN: " + error);
    return impl;
}

void emit(const CommonOptions& options, const nlohmann::json& document, const std::string& text) {
    if (options.json) std::cout << document.dump() << '\n';
    else std::cout << text;
}

}  // namespace cli
