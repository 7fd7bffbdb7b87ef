#!/usr/bin/env python3
"""One `fogproof diff` run three ways: in one job, in two jobs side by side
(--jobs 2, two children), and as two shards (--shard 1/2, --shard 2/2)
joined by `fogproof merge`. All three must compare the same games and
plies, source by source, find the same finding and note signatures (in
the same order) and give the same exit code.

    diff_split.py FOGPROOF [--fault NAME] [-- DIFF_ARGS...]

--fault NAME plants mutants/adapters/NAME.patch in a copy of the chess.js
adapter (planted_fault.py) and requires the one-job run to find it (exit
1, a new finding); without it the child is the adapter as it is, and the
runs must agree (exit 0). DIFF_ARGS replace the default sources (a short
run: the error paths, two targeted games per generator, the regression
corpus and 20 random games).
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

from planted_fault import ROOT, scratch_adapter

DEFAULT_ARGS = ["--games", "20", "--targeted", "2", "--corpus", os.path.join(ROOT, "corpus", "regressions"),
                "--minimize-seconds", "5"]


def diff(fogproof, command, args, work, name):
    """The exit code and --json report of one diff."""
    run = subprocess.run([fogproof, "diff", "--against", command, "--json",
                          "--out", os.path.join(work, name + ".scenario.json"), *args],
                         capture_output=True, text=True)
    try:
        doc = json.loads(run.stdout)
    except json.JSONDecodeError:
        raise SystemExit(f"diff_split: {name}: exit {run.returncode}, no JSON report\n{run.stderr[-2000:]}")
    path = os.path.join(work, name + ".json")
    with open(path, "w") as f:
        f.write(run.stdout)
    return run.returncode, doc, path


def merge(fogproof, paths):
    run = subprocess.run([fogproof, "merge", "--json", *paths], capture_output=True, text=True)
    try:
        return run.returncode, json.loads(run.stdout)
    except json.JSONDecodeError:
        raise SystemExit(f"diff_split: merge: exit {run.returncode}, no JSON report\n{run.stderr[-2000:]}")


def what_counts(code, doc):
    """What must not change with the split: the games, the findings, the verdict."""
    return {"exit": code,
            "result": doc.get("result"),
            "games": doc.get("games"),
            "skipped": doc.get("skipped"),
            "plies": doc.get("plies"),
            "games_by_source": doc.get("games_by_source"),
            "findings": [g["signature"] for g in doc.get("findings", [])],
            "new_findings": doc.get("new_findings"),
            "notes": [g["signature"] for g in doc.get("notes", [])],
            "other_readings": sorted(r["question_id"] for r in doc.get("other_readings", []))}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("fogproof")
    parser.add_argument("--fault")
    parser.add_argument("diff_args", nargs="*")
    args = parser.parse_args()
    diff_args = args.diff_args or DEFAULT_ARGS
    with tempfile.TemporaryDirectory() as work:
        if args.fault:
            command = scratch_adapter(args.fault, work)
        else:
            command = "node " + os.path.join(ROOT, "adapters", "chessjs", "adapter.mjs") + " --key xfen"
        one_code, one, _ = diff(args.fogproof, command, diff_args, work, "one-job")
        two_code, two, _ = diff(args.fogproof, command, [*diff_args, "--jobs", "2"], work, "two-jobs")
        shards = [diff(args.fogproof, command, [*diff_args, "--shard", f"{k}/2"], work, f"shard-{k}")
                  for k in (1, 2)]
        merged_code, merged = merge(args.fogproof, [path for _, _, path in shards])
        # A shard given twice (and so the other missing) is refused, not counted twice.
        twice = subprocess.run([args.fogproof, "merge", shards[0][2], shards[0][2]], capture_output=True, text=True)
    runs = {"--jobs 2": what_counts(two_code, two), "--shard 1/2 + 2/2, merged": what_counts(merged_code, merged)}
    reference = what_counts(one_code, one)
    print(f"one job: exit {one_code}, {one.get('games')} games, {one.get('plies')} plies, "
          f"findings {reference['findings']}, notes {reference['notes']}")
    problems = []
    if args.fault and (one_code != 1 or not one.get("new_findings")):
        problems.append(f"the planted {args.fault} was not found in one job (exit {one_code})")
    if not args.fault and one_code != 0:
        problems.append(f"the adapter as it is does not agree in one job (exit {one_code})")
    if not one.get("games"):
        problems.append("one job compared no game")
    for label, counts in runs.items():
        for key, value in reference.items():
            if counts[key] != value:
                problems.append(f"{label}: {key} is {counts[key]}, one job's is {value}")
    if two.get("jobs") != 2:
        problems.append(f"--jobs 2 reports jobs {two.get('jobs')}")
    # The shards are disjoint and cover the run: their games add up to it.
    if sum(doc.get("games", 0) + doc.get("skipped", 0) for _, doc, _ in shards) != one.get("games", 0) + one.get("skipped", 0):
        problems.append("the two shards' games do not add up to the one job's")
    if any(doc.get("games", 0) == 0 for _, doc, _ in shards):
        problems.append("a shard compared no game: the split did not split")
    if twice.returncode != 2 or "both shard 1/2" not in twice.stderr:
        problems.append(f"merging shard 1/2 twice: exit {twice.returncode}, {twice.stderr.strip()!r}")
    for p in problems:
        print(f"diff_split: {p}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
