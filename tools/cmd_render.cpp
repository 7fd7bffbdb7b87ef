// fogproof render FEN COLOUR [--compare-ep full|legal] --svg OUT
//
// Draws a position with COLOUR's vision tinted, once per implementation,
// and, with --compare-ep, once more per implementation after the position
// went through the other en passant spelling. Squares where a panel's
// vision differs from the first panel's are outlined.
#include <fmt/format.h>

#include <fstream>
#include <iostream>

#include "tools/board_svg.hpp"
#include "tools/cli_common.hpp"

namespace cli {
namespace {

harness::SquareSet symmetric_difference(const harness::SquareSet& a, const harness::SquareSet& b) {
    harness::SquareSet out;
    for (int s : a)
        if (!b.count(s)) out.insert(s);
    for (int s : b)
        if (!a.count(s)) out.insert(s);
    return out;
}

struct RenderArgs {
    std::string fen, colour, compare_ep, svg;
    bool json = false;
};

void run_render(const RenderArgs& args) {
    const char colour = args.colour[0];
    std::vector<std::pair<std::string, std::string>> variants;  // label, FEN text as given to each parser
    CommonOptions engine_options;
    const std::string given = fen_argument(engine_options, args.fen);  // repaired like every FEN argument
    const auto canonical = load_text(engine_options, given);
    variants.emplace_back("as given", args.fen == "startpos" ? canonical->fen(harness::Spelling::Xfen) : given);
    if (!args.compare_ep.empty()) {
        // The engine writes the spelling; both implementations then read
        // that text with their own parsers.
        const std::string text = canonical->fen(*harness::spelling_from_name(args.compare_ep));
        variants.emplace_back("through the '" + args.compare_ep + "' spelling", text);
    }

    std::vector<BoardPanel> panels;
    nlohmann::json doc = {{"panels", nlohmann::json::array()}};
    for (const auto& [label, text] : variants)
        for (const std::string impl_name : {"engine", "oracle"}) {
            auto impl = harness::make_implementation(impl_name);
            if (std::string error = impl->load(text, false); !error.empty())
                throw UsageError(fmt::format("{} rejects {}: {}", impl_name, text, error));
            BoardPanel panel{fmt::format("{}, {} vision of {}", label, impl_name, colour == 'w' ? "White" : "Black"),
                             impl->position(),
                             impl->vision(colour),
                             {}};
            doc["panels"].push_back({{"title", panel.title}, {"fen", text}, {"squares", panel.vision.size()}});
            panels.push_back(std::move(panel));
        }
    for (BoardPanel& p : panels) p.highlight = symmetric_difference(p.vision, panels.front().vision);

    const std::string caption =
        fmt::format("{} — blue: seen by {}, grey: fog, red outline: differs from the first panel", variants[0].second,
                    colour == 'w' ? "White" : "Black");
    std::ofstream out(args.svg);
    if (!out) throw UsageError("cannot write " + args.svg);
    out << draw_boards(panels, caption);
    std::string text;
    for (const BoardPanel& p : panels)
        text += fmt::format("{}: {} squares {}\n", p.title, p.vision.size(), harness::describe(p.vision));
    text += "wrote " + args.svg + "\n";
    doc["svg"] = args.svg;
    CommonOptions print;
    print.json = args.json;
    emit(print, doc, text);
}

}  // namespace

void register_render(CLI::App& app) {
    auto* cmd = app.add_subcommand("render", "Draw a position with a colour's vision tinted (SVG)");
    cmd->footer(kPositionExitCodes);
    auto args = std::make_shared<RenderArgs>();
    cmd->add_option("FEN", args->fen, "A FEN, or the word startpos")->required();
    cmd->add_option("COLOUR", args->colour, "w or b")->required()->check(CLI::IsMember({"w", "b"}));
    cmd->add_option("--compare-ep", args->compare_ep, "Also draw the position re-read from this spelling")
        ->check(CLI::IsMember({"full", "legal"}));
    cmd->add_option("--svg", args->svg, "Output file")->required();
    cmd->add_flag("--json", args->json, "Print one JSON document instead of text");
    cmd->callback([args] { run_render(*args); });
}

}  // namespace cli
