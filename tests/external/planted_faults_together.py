#!/usr/bin/env python3
"""Plants several faults of different rule clauses into ONE copy of the
chess.js adapter and runs one default `fogproof diff` against it: the run
must report exactly one finding group per fault, each minimized to at
most --max-plies plies and named by the clause the fault breaks.

    planted_faults_together.py FOGPROOF NAME=CLAUSE... [--max-plies N] [-- DIFF_ARGS...]

NAME is a patch of mutants/adapters/, CLAUSE the clause ID its group must
be named by (docs/clauses.md). The product code is never touched: the
patches are applied to a copy in a temporary folder.
"""
import argparse
import json
import os
import sys
import tempfile

from diff_json import run_diff_json
from planted_fault import scratch_adapter


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("fogproof")
    parser.add_argument("faults", nargs="+", help="NAME=CLAUSE")
    parser.add_argument("--max-plies", type=int, default=3)
    args, diff_args = parser.parse_known_args()
    expected = dict(f.split("=", 1) for f in args.faults)
    with tempfile.TemporaryDirectory() as work:
        command = scratch_adapter(list(expected), work)
        run, doc, seconds = run_diff_json(args.fogproof, command, os.path.join(work, "scenario.json"), diff_args)
    if doc is None:
        print(f"planted_faults_together: exit {run.returncode}, no JSON report\n{run.stderr[-2000:]}",
              file=sys.stderr)
        return 1
    groups = doc.get("findings", [])
    for g in groups:
        print(f"  {g['signature']}: first in {g['first_source']} at ply {g['first_ply']}, "
              f"{g['occurrences']} games, minimized to {g.get('minimized_plies')} plies")
    print(f"{len(groups)} groups for {len(expected)} faults; exit {run.returncode} in {seconds:.1f} s")
    problems = []
    if run.returncode != 1:
        problems.append(f"expected exit 1 (a disagreement), got {run.returncode}")
    if len(groups) != len(expected):
        problems.append(f"expected {len(expected)} groups, got {len(groups)}")
    named = {g["clause"] for g in groups}
    for name, clause in expected.items():
        if clause not in named:
            problems.append(f"no group is named by {clause} (the clause {name} breaks)")
    for g in groups:
        if g.get("minimized_plies", 99) > args.max_plies:
            problems.append(f"{g['signature']}: minimized to {g.get('minimized_plies')} plies, "
                            f"more than {args.max_plies}")
    for p in problems:
        print(f"planted_faults_together: {p}", file=sys.stderr)
    if problems:
        print(run.stdout[-4000:] if not groups else json.dumps(groups, indent=1)[-6000:], file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
