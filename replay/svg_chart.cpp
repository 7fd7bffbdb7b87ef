#include "replay/svg_chart.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>

namespace fog::replay {
namespace {

constexpr double kPanelWidth = 900, kPanelHeight = 260, kLeft = 70, kRight = 20, kTop = 30, kBottom = 40;
constexpr const char* kColour[2] = {"#1f77b4", "#d62728"};  // white's belief, black's belief

std::string escape(const std::string& s) {
    std::string out;
    for (char c : s) {
        switch (c) {
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '&': out += "&amp;"; break;
            case '"': out += "&quot;"; break;
            default: out += c;
        }
    }
    return out;
}

struct Panel {
    std::string game;
    std::vector<const ReplayRow*> rows[2];
};

std::string draw_panel(const Panel& panel, double top) {
    int max_ply = 1;
    double max_size = 10;
    for (const auto& series : panel.rows)
        for (const ReplayRow* r : series) {
            max_ply = std::max(max_ply, r->ply);
            max_size = std::max(max_size, std::max(double(r->size_after), r->estimated_size));
        }
    const double decades = std::ceil(std::log10(max_size));
    const double plot_w = kPanelWidth - kLeft - kRight, plot_h = kPanelHeight - kTop - kBottom;
    auto x = [&](int ply) { return kLeft + plot_w * ply / max_ply; };
    auto y = [&](double size) { return top + kTop + plot_h * (1 - std::log10(std::max(size, 1.0)) / decades); };

    std::string out = fmt::format(R"(<text x="{}" y="{}" font-size="14" font-weight="bold">{}</text>)" "\n", kLeft,
                                  top + 18, escape(panel.game));
    for (int d = 0; d <= int(decades); ++d) {
        const double yy = y(std::pow(10.0, d));
        out += fmt::format(R"(<line x1="{}" y1="{:.1f}" x2="{}" y2="{:.1f}" stroke="#ddd"/>)"
                           R"(<text x="{}" y="{:.1f}" font-size="11" text-anchor="end">1e{}</text>)" "\n",
                           kLeft, yy, kLeft + plot_w, yy, kLeft - 6, yy + 4, d);
    }
    const int step = std::max(1, max_ply / 10);
    for (int p = 0; p <= max_ply; p += step)
        out += fmt::format(R"(<text x="{:.1f}" y="{:.1f}" font-size="11" text-anchor="middle">{}</text>)" "\n", x(p),
                           top + kTop + plot_h + 16, p);
    out += fmt::format(R"(<text x="{:.1f}" y="{:.1f}" font-size="11" text-anchor="middle">ply</text>)" "\n",
                       kLeft + plot_w / 2, top + kTop + plot_h + 32);

    for (int side = 0; side < 2; ++side) {
        const auto& series = panel.rows[side];
        if (series.empty()) continue;
        std::string points;
        for (const ReplayRow* r : series) points += fmt::format("{:.1f},{:.1f} ", x(r->ply), y(double(r->size_after)));
        out += fmt::format(R"(<polyline fill="none" stroke="{}" stroke-width="1.6" points="{}"/>)" "\n", kColour[side],
                           points);
        for (const ReplayRow* r : series) {
            if (r->capped)  // hollow square: this ply's P is a subsample
                out += fmt::format(R"(<rect x="{:.1f}" y="{:.1f}" width="6" height="6" fill="none" stroke="{}"><title>ply {}: capped, estimated {:.0f}</title></rect>)" "\n",
                                   x(r->ply) - 3, y(double(r->size_after)) - 3, kColour[side], r->ply, r->estimated_size);
            if (!r->truth_in_p)  // red cross: the truth left P
                out += fmt::format(R"(<text x="{:.1f}" y="{:.1f}" font-size="16" fill="#000" text-anchor="middle" font-weight="bold">✗<title>ply {}: truth not in P{}</title></text>)" "\n",
                                   x(r->ply), y(double(std::max<std::size_t>(r->size_after, 1))) + 5, r->ply,
                                   r->capped ? " (capped)" : "");
        }
    }
    out += fmt::format(R"(<rect x="{}" y="{:.1f}" width="{}" height="{}" fill="none" stroke="#888"/>)" "\n", kLeft,
                       top + kTop, plot_w, plot_h);
    return out;
}

}  // namespace

std::string belief_size_chart(const std::vector<ReplayRow>& rows) {
    std::vector<Panel> panels;
    std::map<std::string, std::size_t> index;
    for (const ReplayRow& r : rows) {
        auto [it, fresh] = index.emplace(r.game, panels.size());
        if (fresh) panels.push_back({r.game, {}});
        panels[it->second].rows[r.perspective == 'w' ? 0 : 1].push_back(&r);
    }
    const double legend = 40;
    const double height = legend + kPanelHeight * double(std::max<std::size_t>(panels.size(), 1));
    std::string out = fmt::format(
        R"(<svg xmlns="http://www.w3.org/2000/svg" width="{}" height="{}" font-family="sans-serif">)" "\n"
        R"(<rect width="100%" height="100%" fill="white"/>)" "\n"
        R"(<text x="{}" y="22" font-size="13">|P| per ply, log scale. <tspan fill="{}">white's belief</tspan>, <tspan fill="{}">black's belief</tspan>; □ capped ply, ✗ truth not in P</text>)" "\n",
        kPanelWidth, height, kLeft, kColour[0], kColour[1]);
    for (std::size_t i = 0; i < panels.size(); ++i) out += draw_panel(panels[i], legend + kPanelHeight * double(i));
    return out + "</svg>\n";
}

}  // namespace fog::replay
