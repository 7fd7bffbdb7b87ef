#!/usr/bin/env python3
"""Draws the belief cost curve (CSV from bench/belief_cost_curve --csv) as an SVG.

Two log-log panels against |P| before the update: seconds per update, and
peak bytes per board. A dashed line through the smallest exact point with
slope 1 shows what linear growth would look like. Points measured on a
generated state (the CSV's `state` column, belief_cost_curve --pad-to) are
drawn open.

    python3 bench/plot_cost_curve.py cost.csv docs/img/belief_cost_curve.svg
"""
import csv
import math
import sys

W, H = 460, 340          # one panel
LEFT, RIGHT, TOP, BOTTOM = 70, 20, 40, 50
COLOURS = {"exact": "#1f77b4", "capped": "#d62728"}


def log_ticks(lo, hi):
    ticks = []
    e = math.floor(math.log10(lo))
    while 10 ** e <= hi * 1.0001:
        if 10 ** e >= lo / 1.0001:
            ticks.append(10 ** e)
        e += 1
    return ticks


def fmt(v):
    if v >= 1e6:
        return f"{v / 1e6:g}M"
    if v >= 1e3:
        return f"{v / 1e3:g}k"
    return f"{v:g}"


def panel(rows, x0, title, ykey, ylabel, ylog, linear_guide):
    xs = [r["p_before"] for r in rows]
    ys = [r[ykey] for r in rows]
    xlo, xhi = min(xs) / 1.5, max(xs) * 1.5
    if ylog:
        ylo, yhi = min(ys) / 2, max(ys) * 2
    else:
        ylo, yhi = 0, max(ys) * 1.15
    pw, ph = W - LEFT - RIGHT, H - TOP - BOTTOM

    def px(x):
        return x0 + LEFT + (math.log10(x) - math.log10(xlo)) / (math.log10(xhi) - math.log10(xlo)) * pw

    def py(y):
        if ylog:
            t = (math.log10(y) - math.log10(ylo)) / (math.log10(yhi) - math.log10(ylo))
        else:
            t = (y - ylo) / (yhi - ylo)
        return TOP + (1 - t) * ph

    out = [f'<text x="{x0 + W / 2}" y="22" text-anchor="middle" font-size="14">{title}</text>',
           f'<rect x="{x0 + LEFT}" y="{TOP}" width="{pw}" height="{ph}" fill="none" stroke="#888"/>']
    for t in log_ticks(xlo, xhi):
        out.append(f'<line x1="{px(t):.1f}" y1="{TOP}" x2="{px(t):.1f}" y2="{TOP + ph}" stroke="#eee"/>')
        out.append(f'<text x="{px(t):.1f}" y="{TOP + ph + 16}" text-anchor="middle" font-size="11">{fmt(t)}</text>')
    if ylog:
        yt = log_ticks(ylo, yhi)
    else:
        step = 10 ** math.floor(math.log10(yhi / 4))
        yt = [i * step for i in range(int(yhi / step) + 1)]
    for t in yt:
        out.append(f'<line x1="{x0 + LEFT}" y1="{py(t):.1f}" x2="{x0 + LEFT + pw}" y2="{py(t):.1f}" stroke="#eee"/>')
        out.append(f'<text x="{x0 + LEFT - 6}" y="{py(t) + 4:.1f}" text-anchor="end" font-size="11">{t:g}</text>')
    out.append(f'<text x="{x0 + W / 2}" y="{H - 10}" text-anchor="middle" font-size="12">|P| before the update</text>')
    out.append(f'<text x="{x0 + 16}" y="{TOP + ph / 2}" text-anchor="middle" font-size="12" '
               f'transform="rotate(-90 {x0 + 16} {TOP + ph / 2})">{ylabel}</text>')
    if linear_guide:
        exact = sorted((r for r in rows if r["mode"] == "exact"), key=lambda r: r["p_before"])
        if exact:
            a = exact[0]
            x1, x2 = a["p_before"], max(xs)
            y2 = a[ykey] * x2 / x1
            out.append(f'<line x1="{px(x1):.1f}" y1="{py(a[ykey]):.1f}" x2="{px(x2):.1f}" y2="{py(min(y2, yhi)):.1f}" '
                       f'stroke="#999" stroke-dasharray="4 3"/>')
    for mode, colour in COLOURS.items():
        pts = sorted((r for r in rows if r["mode"] == mode), key=lambda r: r["p_before"])
        if not pts:
            continue
        path = " ".join(f"{px(r['p_before']):.1f},{py(r[ykey]):.1f}" for r in pts)
        out.append(f'<polyline points="{path}" fill="none" stroke="{colour}" stroke-width="2"/>')
        for r in pts:
            fill = "white" if r["generated"] else colour
            out.append(f'<circle cx="{px(r["p_before"]):.1f}" cy="{py(r[ykey]):.1f}" r="3" fill="{fill}" '
                       f'stroke="{colour}"/>')
    return out


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: plot_cost_curve.py COST.csv OUT.svg")
    rows = []
    with open(sys.argv[1]) as f:
        for r in csv.DictReader(f):
            rows.append({"mode": r["mode"], "p_before": float(r["p_before"]), "seconds": float(r["seconds"]),
                         "bytes": float(r["peak_bytes_per_board"]),
                         "generated": r.get("state", "real") == "generated"})
    if not rows:
        sys.exit(f"{sys.argv[1]}: no rows")
    body = panel(rows, 0, "seconds per update", "seconds", "seconds", True, True)
    body += panel(rows, W, "peak bytes per board", "bytes", "bytes / max(|P| before, after)", True, False)
    legend_y = TOP + 14
    for i, (mode, colour) in enumerate(COLOURS.items()):
        x = LEFT + 12 + i * 90
        body.append(f'<line x1="{x}" y1="{legend_y}" x2="{x + 20}" y2="{legend_y}" stroke="{colour}" stroke-width="2"/>')
        body.append(f'<text x="{x + 24}" y="{legend_y + 4}" font-size="11">{mode}</text>')
    body.append(f'<line x1="{LEFT + 192}" y1="{legend_y}" x2="{LEFT + 212}" y2="{legend_y}" stroke="#999" stroke-dasharray="4 3"/>')
    body.append(f'<text x="{LEFT + 216}" y="{legend_y + 4}" font-size="11">linear</text>')
    if any(r["generated"] for r in rows):
        body.append(f'<circle cx="{LEFT + 272}" cy="{legend_y}" r="3" fill="white" stroke="#333"/>')
        body.append(f'<text x="{LEFT + 280}" y="{legend_y + 4}" font-size="11">generated state</text>')
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{2 * W}" height="{H}" font-family="sans-serif">\n'
           f'<rect width="100%" height="100%" fill="white"/>\n' + "\n".join(body) + "\n</svg>\n")
    with open(sys.argv[2], "w") as f:
        f.write(svg)


if __name__ == "__main__":
    main()
