// The commands that look at one position: moves, vision, fen.
#include <fmt/format.h>

#include "tools/cli_common.hpp"

namespace cli {

void register_moves(CLI::App& app) {
    auto* cmd = app.add_subcommand("moves", "List the fog moves of the side to move");
    cmd->footer(kPositionExitCodes);
    auto options = std::make_shared<CommonOptions>();
    auto fen = std::make_shared<std::string>();
    cmd->add_option("FEN", *fen, "A FEN, or the word startpos")->required();
    add_common_options(*cmd, *options);
    cmd->callback([options, fen] {
        const auto impl = load(*options, *fen);
        const auto moves = impl->moves();
        emit(*options, {{"moves", moves}, {"count", moves.size()}},
             fmt::format("{}\n{} moves\n", fmt::join(moves, " "), moves.size()));
    });
}

void register_vision(CLI::App& app) {
    auto* cmd = app.add_subcommand("vision", "The squares a colour sees (rules section 3)");
    cmd->footer(kPositionExitCodes);
    auto options = std::make_shared<CommonOptions>();
    auto fen = std::make_shared<std::string>();
    auto colour = std::make_shared<std::string>();
    cmd->add_option("FEN", *fen, "A FEN, or the word startpos")->required();
    cmd->add_option("COLOUR", *colour, "w or b")->required()->check(CLI::IsMember({"w", "b"}));
    add_common_options(*cmd, *options);
    cmd->callback([options, fen, colour] {
        const auto impl = load(*options, *fen);
        std::vector<std::string> names;
        for (int s : impl->vision((*colour)[0])) names.push_back(harness::square_text(s));
        std::sort(names.begin(), names.end());
        emit(*options, {{"squares", names}, {"count", names.size()}},
             fmt::format("{}\n{} squares\n", fmt::join(names, " "), names.size()));
    });
}

void register_fen(CLI::App& app) {
    auto* cmd = app.add_subcommand("fen", "Re-write a position with a chosen en passant spelling");
    cmd->footer(kPositionExitCodes);
    auto options = std::make_shared<CommonOptions>();
    auto fen = std::make_shared<std::string>();
    auto spelling = std::make_shared<std::string>();
    cmd->add_option("FEN", *fen, "A FEN, or the word startpos")->required();
    cmd->add_option("--ep", *spelling, "En passant spelling: full, xfen (canonical) or legal")
        ->required()
        ->check(CLI::IsMember({"full", "xfen", "legal"}));
    add_common_options(*cmd, *options);
    cmd->callback([options, fen, spelling] {
        const auto impl = load(*options, *fen);
        const std::string out = impl->fen(*harness::spelling_from_name(*spelling));
        emit(*options, {{"fen", out}, {"ep", *spelling}}, out + "\n");
    });
}

}  // namespace cli
