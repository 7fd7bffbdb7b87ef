#!/usr/bin/env python3
"""The job summary of the fogproof action (action.yml): turns the JSON
report of `fogproof diff --json --report FILE` into Markdown for
$GITHUB_STEP_SUMMARY: a table of what was compared, the games per source,
the table of distinct findings (signature, first source and ply,
occurrences, minimized plies, scenario; known ones marked) and, when the
implementation disagreed, the first new finding: where, the minimized
scenario, the command that replays it and the reference's report.

    diff_summary.py REPORT.json [EXIT_STATUS]   Markdown on stdout

EXIT_STATUS is fogproof diff's (0 agree, 1 disagree, 2 fault); without a
readable report it says so, so that the summary never hides a failure.
"""
import json
import sys

VERDICTS = {
    0: "agrees with the reference",
    1: "disagrees with the reference (or missed a required clause)",
    2: "protocol fault or bad usage",
}


def cell(value):
    """A value fit for one table cell: no pipes, no line breaks."""
    return str(value).replace("|", "\\|").replace("\n", " ")


def code_block(text):
    fence = "```"
    while fence in text:
        fence += "`"
    return f"{fence}\n{text.rstrip()}\n{fence}\n"


def findings_table(findings):
    """The distinct findings of the run, one row per signature."""
    if not findings:
        return []
    known = sum(1 for f in findings if f.get("known"))
    rows = ["", f"### Findings: {len(findings) - known} new, {known} known", "",
            "| | signature | first source, ply | occurrences | minimized plies | scenario |",
            "|---|---|---|---|---|---|"]
    for f in findings:
        scenario = f.get("scenario_file") or ""
        rows.append(f"| {'known' if f.get('known') else '**new**'} | {cell(f.get('signature', '?'))} "
                    f"| {cell(f.get('first_source', '?'))}, {cell(f.get('first_ply', '?'))} "
                    f"| {cell(f.get('occurrences', '?'))} | {cell(f.get('minimized_plies', '-'))} "
                    f"| {('`' + cell(scenario) + '`') if scenario else '-'} |")
    return rows


def summary(report, status=None):
    lines = ["## fogproof diff", ""]
    result = report.get("result", "unknown")
    lines.append(f"**{cell(report.get('name') or report.get('against', '?'))}**: {cell(result)}"
                 + (f" (exit {status}: {VERDICTS.get(status, 'unknown status')})" if status is not None else ""))
    lines += ["", "| compared | |", "|---|---|"]
    for key, label in (("against", "command"), ("reference", "reference"), ("games", "games"),
                       ("plies", "plies"), ("comparisons", "comparisons"), ("round_trips", "round trips"),
                       ("skipped", "games skipped"), ("seconds", "seconds")):
        if key in report:
            value = report[key]
            if isinstance(value, float):
                value = f"{value:.1f}"
            elif isinstance(value, dict):  # comparisons: a count per kind of state
                value = ", ".join(f"{kind} {count}" for kind, count in value.items())
            lines.append(f"| {label} | `{cell(value)}` |" if key == "against" else f"| {label} | {cell(value)} |")
    by_source = report.get("games_by_source") or {}
    if by_source:
        lines += ["", "| source | games |", "|---|---|"]
        lines += [f"| {cell(source)} | {cell(games)} |" for source, games in by_source.items()]
    missing = report.get("required_clauses_never_exercised") or []
    if missing:
        lines += ["", f"**Required rule clauses never exercised:** {cell(', '.join(missing))}"]
    if "fault" in report:
        lines += ["", "### Protocol fault", "", code_block(report["fault"])]
    lines += findings_table(report.get("findings") or [])
    if "found_in" in report:
        minimized = report.get("minimized") or {}
        divergence = report.get("first_divergence") or {}
        lines += ["", "### Finding", "", "| | |", "|---|---|",
                  f"| found in | {cell(report['found_in'])} |",
                  f"| at ply | {cell(report.get('found_at_ply', '?'))} |",
                  f"| minimized to | {cell(minimized.get('plies', '?'))} plies "
                  f"(reproduced: {cell(minimized.get('reproduced', '?'))}) |"]
        if divergence:
            lines.append(f"| first divergence | ply {cell(divergence.get('ply'))}: "
                         f"{cell(', '.join(divergence.get('kinds', [])))} |")
        if report.get("scenario_file"):
            lines.append(f"| scenario | `{cell(report['scenario_file'])}` (uploaded as an artifact) |")
        if report.get("repro"):
            lines += ["", "Replay it:", "", code_block(report["repro"])]
        if report.get("report_text"):
            lines += ["The reference's report:", "", code_block(report["report_text"])]
    readings = report.get("other_readings") or []
    if readings:
        lines += ["", "### Other readings of open questions", "", "| question | fogproof reads | seen |",
                  "|---|---|---|"]
        lines += [f"| {cell(r.get('question_id'))}: {cell(r.get('question'))} | {cell(r.get('fogproof_reads'))} "
                  f"| {cell(r.get('first_source'))}, ply {cell(r.get('first_ply'))} |" for r in readings]
    return "\n".join(lines).rstrip() + "\n"


def main(argv):
    if len(argv) not in (2, 3):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    status = None
    if len(argv) == 3 and argv[2] != "":  # empty: the diff step never ran
        try:
            status = int(argv[2])
        except ValueError:
            print(f"diff_summary: exit status {argv[2]!r} is not a number", file=sys.stderr)
            return 2
    try:
        with open(argv[1], encoding="utf-8") as f:
            report = json.load(f)
        if not isinstance(report, dict):
            raise ValueError("not a JSON object")
    except (OSError, ValueError) as e:
        print(f"## fogproof diff\n\nNo report to show ({e}); exit status {status}: "
              f"{VERDICTS.get(status, 'unknown')}. See the step's log.")
        return 0
    sys.stdout.write(summary(report, status))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
