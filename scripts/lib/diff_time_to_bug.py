#!/usr/bin/env python3
"""scripts/time-to-bug --diff: how long `fogproof diff` needs to find a fault
planted in a child (tests/external/planted_fault.py plants it), as the
median over seeds of the seconds to the first finding, with the hand-written
generators off (--targeted 0) and the guided search on (--fuzz LIMIT), each
run without and with --coverage side by side.

    diff_time_to_bug.py FOGPROOF LIMIT SEEDS MARKDOWN SERVE_PRESET NAME... [-- DIFF_ARGS...]

A run stopped at LIMIT seconds without a finding counts as not found; the
median of a fault is "not within LIMIT s" when at least half its runs found
nothing. --coverage is passed only when `fogproof diff --help` lists it;
otherwise its column says so and nothing is run for it.
"""
import json
import os
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PLANTED_FAULT = os.path.join(ROOT, "tests", "external", "planted_fault.py")


def has_coverage(fogproof):
    help_text = subprocess.run([fogproof, "diff", "--help"], capture_output=True, text=True).stdout
    return "--coverage" in help_text


def seconds_to_find(fogproof, name, seed, limit, coverage, extra, serve_preset):
    """Seconds to the first finding of one run, or None (not found within
    `limit` seconds, the run ended without finding it, or planted_fault.py
    refused what it found)."""
    with tempfile.TemporaryDirectory() as work:
        report = os.path.join(work, "report.json")
        diff_args = ["--first", "--targeted", "0", "--fuzz", str(limit), "--seed", str(seed), *extra]
        # planted_fault.py --coverage passes --coverage and runs the child
        # where its coverage is seen: under `fogproof cov`, or serve built
        # by the afl-serve preset (unless another preset is named).
        preset = "afl-serve" if coverage and serve_preset == "release" else serve_preset
        run = subprocess.run([sys.executable, PLANTED_FAULT, "--max-plies", "1000", "--limit", str(limit),
                              "--json-out", report, "--serve-preset", preset, *(["--coverage"] if coverage else []),
                              fogproof, name, "--", *diff_args],
                             capture_output=True, text=True)
        sys.stderr.write(run.stdout)
        try:
            with open(report) as f:
                doc = json.load(f)
        except (OSError, ValueError):
            sys.stderr.write(f"time-to-bug: {name} seed {seed}: no report\n{run.stderr[-2000:]}")
            return None
    if doc.get("result") != "disagree":
        return None
    if run.returncode != 0:
        # planted_fault.py found a disagreement but refused it (one the
        # unpatched child makes too, or a minimized game too long): not the
        # fault's finding.
        sys.stderr.write(run.stderr[-2000:])
        return None
    return float(doc["seconds_to_find"])


def median_text(times, limit):
    """The median over every run, a run not found counting as the longest,
    then each seed's seconds in seed order ("-": not found), so that a
    reader sees the spread behind the median."""
    found = sorted(t for t in times if t is not None)
    median = statistics.median_low(found + [float("inf")] * (len(times) - len(found)))
    runs = ", ".join("-" if t is None else f"{t:.0f}" for t in times)
    counted = f"{len(found)}/{len(times)} found: {runs}"
    return f"not within {limit} s ({counted})" if median == float("inf") else f"{median:.0f} s ({counted})"


def main():
    argv = sys.argv[1:]
    extra = argv[argv.index("--") + 1:] if "--" in argv else []
    argv = argv[:argv.index("--")] if "--" in argv else argv
    fogproof, limit, seeds, markdown, serve_preset, names = (argv[0], int(argv[1]), int(argv[2]), argv[3], argv[4],
                                                             argv[5:])
    coverage = has_coverage(fogproof)
    if not coverage:
        print(f"time-to-bug: `{fogproof} diff --help` lists no --coverage: the runs with coverage are skipped",
              file=sys.stderr)
    lines = [f"| fault | without --coverage (median of {seeds}, limit {limit} s) | with --coverage |", "|---|---|---|"]
    for name in names:
        row = []
        for with_coverage in (False, True):
            if with_coverage and not coverage:
                row.append("skipped: this fogproof has no --coverage")
                continue
            times = []
            for seed in range(1, seeds + 1):
                print(f"== {name} seed {seed}{' --coverage' if with_coverage else ''}", file=sys.stderr)
                times.append(seconds_to_find(fogproof, name, seed, limit, with_coverage, extra, serve_preset))
            row.append(median_text(times, limit))
        lines.append(f"| `{name}` | {row[0]} | {row[1]} |")
        if markdown:
            with open(markdown, "w") as f:
                f.write("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
