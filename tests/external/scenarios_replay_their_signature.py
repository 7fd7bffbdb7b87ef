#!/usr/bin/env python3
"""Every scenario a `fogproof diff` run saves replays its own finding: plants
several faults into ONE copy of the chess.js adapter (mutants/adapters/),
runs one `fogproof diff` with --out, then `fogproof repro --against` of every
saved scenario must fail with the signature of that scenario's table row.

    scenarios_replay_their_signature.py FOGPROOF NAME... [-- DIFF_ARGS...]

A minimizer that kept only the kind of state could save, for a castling
move played without its right, a kings-only start that shows only the empty
castling field it writes: the scenario would replay another finding.
"""
import argparse
import os
import sys
import tempfile

from diff_json import replayed_signature, run_diff_json
from planted_fault import scratch_adapter


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("fogproof")
    parser.add_argument("faults", nargs="+", help="patches of mutants/adapters/")
    parser.add_argument("--min-findings", type=int, default=2)
    args, diff_args = parser.parse_known_args()
    problems = []
    with tempfile.TemporaryDirectory() as work:
        command = scratch_adapter(args.faults, work)
        run, doc, _ = run_diff_json(args.fogproof, command, os.path.join(work, "scenario.json"), diff_args)
        if doc is None:
            print(f"exit {run.returncode}, no JSON report\n{run.stderr[-2000:]}", file=sys.stderr)
            return 1
        groups = doc.get("findings", [])
        saved = [g for g in groups if g.get("scenario_file")]
        print(f"{len(groups)} findings, {len(saved)} scenarios saved; exit {run.returncode}")
        if len(saved) < args.min_findings:
            problems.append(f"expected at least {args.min_findings} saved scenarios, got {len(saved)}")
        for g in saved:
            replayed, code, stderr = replayed_signature(args.fogproof, command, g["scenario_file"])
            print(f"  {g['signature']}\n    replays: {replayed} (exit {code})")
            if code != 1 or replayed != g["signature"]:
                problems.append(f"the scenario of '{g['signature']}' replays '{replayed}' (exit {code}) {stderr}")
    for p in problems:
        print(f"scenarios_replay_their_signature: {p}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
