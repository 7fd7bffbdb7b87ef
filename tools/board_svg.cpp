#include "tools/board_svg.hpp"

#include <fmt/format.h>

namespace cli {
namespace {

constexpr int kSquare = 44, kMargin = 24, kTitle = 28, kGap = 30;
constexpr int kBoard = 8 * kSquare;

std::string glyph(char letter) {
    switch (letter) {
        case 'K':
            return "♔";
        case 'Q':
            return "♕";
        case 'R':
            return "♖";
        case 'B':
            return "♗";
        case 'N':
            return "♘";
        case 'P':
            return "♙";
        case 'k':
            return "♚";
        case 'q':
            return "♛";
        case 'r':
            return "♜";
        case 'b':
            return "♝";
        case 'n':
            return "♞";
        case 'p':
            return "♟";
        default:
            return "";
    }
}

std::string escape(const std::string& s) {
    std::string out;
    for (char c : s) {
        if (c == '<')
            out += "&lt;";
        else if (c == '>')
            out += "&gt;";
        else if (c == '&')
            out += "&amp;";
        else
            out += c;
    }
    return out;
}

std::string draw_panel(const BoardPanel& panel, int left, int top) {
    std::string out = fmt::format(R"(<text x="{}" y="{}" font-size="14" font-weight="bold">{}</text>)"
                                  "\n",
                                  left, top + 18, escape(panel.title));
    const int board_top = top + kTitle;
    for (int rank = 7; rank >= 0; --rank)
        for (int file = 0; file < 8; ++file) {
            const int square = rank * 8 + file;
            const int x = left + file * kSquare, y = board_top + (7 - rank) * kSquare;
            const bool light = (file + rank) % 2 == 1;
            out += fmt::format(R"(<rect x="{}" y="{}" width="{}" height="{}" fill="{}"/>)", x, y, kSquare, kSquare,
                               light ? "#f0d9b5" : "#b58863");
            // Fog over every square the viewer does not see; a blue tint
            // over the ones it does.
            out +=
                panel.vision.count(square)
                    ? fmt::format(R"(<rect x="{}" y="{}" width="{}" height="{}" fill="#3b82f6" fill-opacity="0.35"/>)",
                                  x, y, kSquare, kSquare)
                    : fmt::format(R"(<rect x="{}" y="{}" width="{}" height="{}" fill="#555" fill-opacity="0.55"/>)", x,
                                  y, kSquare, kSquare);
            const char piece = panel.position.board[std::size_t(square)];
            if (piece != '.')
                out += fmt::format(R"(<text x="{}" y="{}" font-size="34" text-anchor="middle">{}</text>)",
                                   x + kSquare / 2, y + kSquare - 9, glyph(piece));
            if (panel.highlight.count(square))
                out += fmt::format(
                    R"(<rect x="{}" y="{}" width="{}" height="{}" fill="none" stroke="#e11d48" stroke-width="4"/>)",
                    x + 2, y + 2, kSquare - 4, kSquare - 4);
            out += '\n';
        }
    for (int i = 0; i < 8; ++i) {
        out += fmt::format(R"(<text x="{}" y="{}" font-size="11" text-anchor="middle">{}</text>)",
                           left + i * kSquare + kSquare / 2, board_top + kBoard + 14, char('a' + i));
        out += fmt::format(R"(<text x="{}" y="{}" font-size="11" text-anchor="middle">{}</text>)"
                           "\n",
                           left - 10, board_top + (7 - i) * kSquare + kSquare / 2 + 4, char('1' + i));
    }
    out += fmt::format(R"(<text x="{}" y="{}" font-size="12">{} squares seen{}</text>)"
                       "\n",
                       left, board_top + kBoard + 32, panel.vision.size(),
                       panel.highlight.empty() ? std::string() : "; differs on " + harness::describe(panel.highlight));
    return out;
}

}  // namespace

std::string draw_boards(const std::vector<BoardPanel>& panels, const std::string& caption) {
    const int columns = panels.size() > 2 ? 2 : int(panels.size());
    const int rows = int((panels.size() + 1) / 2);
    const int panel_w = kBoard + kMargin + kGap, panel_h = kTitle + kBoard + 50;
    const int width = kMargin + columns * panel_w, height = 40 + rows * panel_h;
    std::string out =
        fmt::format(R"(<svg xmlns="http://www.w3.org/2000/svg" width="{}" height="{}" font-family="sans-serif">)"
                    "\n"
                    R"(<rect width="100%" height="100%" fill="white"/>)"
                    "\n"
                    R"(<text x="{}" y="24" font-size="13">{}</text>)"
                    "\n",
                    width, height, kMargin, escape(caption));
    for (std::size_t i = 0; i < panels.size(); ++i)
        out += draw_panel(panels[i], kMargin + int(i % 2) * panel_w, 36 + int(i / 2) * panel_h);
    return out + "</svg>\n";
}

}  // namespace cli
