// fogproof perft FEN DEPTH [--rules fog|standard] [--divide]
#include <fmt/format.h>

#include <chrono>

#include "tools/cli_common.hpp"

namespace cli {

void register_perft(CLI::App& app) {
    auto* cmd = app.add_subcommand("perft", "Count move paths to a depth");
    cmd->footer(kPositionExitCodes);
    auto options = std::make_shared<CommonOptions>();
    auto fen = std::make_shared<std::string>();
    auto depth = std::make_shared<int>(0);
    auto rules = std::make_shared<std::string>("fog");
    auto divide = std::make_shared<bool>(false);
    cmd->add_option("FEN", *fen, "A FEN, or the word startpos")->required();
    cmd->add_option("DEPTH", *depth, "Plies, 0 to 12")->required()->check(CLI::Range(0, 12));
    cmd->add_option("--rules", *rules, "fog (no king safety) or standard (legal chess moves)")
        ->check(CLI::IsMember({"fog", "standard"}))
        ->capture_default_str();
    cmd->add_flag("--divide", *divide, "Also count per root move");
    add_common_options(*cmd, *options);
    cmd->callback([options, fen, depth, rules, divide] {
        const auto impl = load(*options, *fen);
        const auto start = std::chrono::steady_clock::now();
        harness::PerftAnswer answer;
        try {
            answer = impl->perft(*depth, *rules == "standard", *divide);
        } catch (const std::runtime_error& e) {
            throw UsageError(e.what());
        }
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        nlohmann::json doc = {{"nodes", answer.nodes},
                              {"depth", *depth},
                              {"rules", *rules},
                              {"impl", options->impl},
                              {"seconds", seconds}};
        std::string text;
        if (*divide) {
            doc["divide"] = answer.divide;
            for (const auto& [move, n] : answer.divide) text += fmt::format("{}: {}\n", move, n);
            text += "\n";
        }
        text += fmt::format("nodes {}\ntime {:.3f} s ({:.1f} Mnodes/s)\n", answer.nodes, seconds,
                            seconds > 0 ? double(answer.nodes) / seconds / 1e6 : 0.0);
        emit(*options, doc, text);
    });
}

}  // namespace cli
