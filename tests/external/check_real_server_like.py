#!/usr/bin/env python3
"""Holds a real-server-like child (mutants/adapters/real_server_like_*.patch):
one copy of an adapter carrying every pattern the two real fog-of-war
servers showed at once, and one default `fogproof diff` run against it, as a
new user would run it.

    check_real_server_like.py FOGPROOF NAME [--min-plies N] [--json-out FILE] [--parts-only] [-- DIFF_ARGS...]

The combined patch names what it carries ('Carries: NAME...'); each carried
patch declares what the run must show:
- 'Expect clause: CLAUSE': a failing finding group named by CLAUSE (each
  fault its own group);
- 'Deliberate reading: ...' as well: the difference is the child's on
  purpose, so the run is given it as known (the signatures `--write-known`
  writes after a default run of that patch alone), and
  its group must be listed as known, not failed;
- 'Expect: no failure' (FEN laxness): what it accepts is listed apart, as
  notes ("accepted where fogproof's reading refuses"), never as a failure.
The run must then exit 1 (the faults), fail on no acceptance of a FEN that
only docs/rules.md refuses (a failing refusal of a load must be named by a
4.fen.reject.* clause, the refusals the rules text itself requires), and
`fogproof repro --against` of every scenario it saved must fail with the
signature of that scenario's row. Every line a carried patch adds must be
among the combined patch's, so the combination cannot drift from its parts.
--parts-only: only the checks of the patches (the combined one applies and
carries its parts' lines; each part declares what it expects), no run.
--min-plies: the run must compare at least N plies (the measured goal of a
run that goes on past its known differences).
Prints one line per group and a summary: exit, seconds, plies, plies after
a known difference. The product code is never touched: the patches are
applied to copies in a temporary folder.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

from diff_json import replayed_signature, run_diff_json
from planted_fault import declared, patch_path, scratch_adapter


def added_lines(name):
    """The lines a patch adds (its '+' lines, file headers left out)."""
    with open(patch_path(name), encoding="utf-8") as f:
        return [line[1:].rstrip("\n") for line in f if line.startswith("+") and not line.startswith("+++")]


def carried(name):
    """What the combined patch carries: its 'Carries: NAME...' line."""
    names = declared(name, r"^Carries: (.*\S)")
    if not names:
        raise SystemExit(f"check_real_server_like: {name} declares no 'Carries: NAME...' line")
    return names.split()


def write_known(fogproof, readings, work, path):
    """The known findings of the child's deliberate readings: for each, a
    default run of that patch alone, with --write-known (every signature
    the reading shows in the default sources, whichever state shows it);
    their findings merged into one file."""
    merged = None
    for i, name in enumerate(readings):
        folder = os.path.join(work, f"reading-{i}")
        os.makedirs(folder)
        command = scratch_adapter(name, folder)
        one = os.path.join(folder, "known.json")
        run = subprocess.run([fogproof, "diff", "--against", command, "--max-findings", "100", "--write-known", one,
                              "--out", os.path.join(folder, "scenario.json")], capture_output=True, text=True)
        if not os.path.exists(one):
            raise SystemExit(f"check_real_server_like: the run of {name} alone wrote no known findings "
                             f"(exit {run.returncode})\n{run.stderr[-2000:]}")
        with open(one, encoding="utf-8") as f:
            doc = json.load(f)
        if merged is None:
            merged = doc
        else:
            merged["findings"] += doc["findings"]
    with open(path, "w", encoding="utf-8") as f:
        json.dump(merged, f, indent=1)
    return [k["signature"] for k in merged["findings"]]


def docs_only_acceptance(group):
    """A failing group for a FEN the child accepted where only docs/rules.md
    refuses it: rules section 4 itself requires the refusal only of en
    passant squares no double push can have left (4.fen.reject.*)."""
    return (group.get("kind") == "refusal" and group.get("difference", "").endswith("load")
            and not group.get("clause", "").startswith("4.fen.reject."))


def replays(fogproof, command, group):
    """'' when the group's saved scenario replays its own signature, else why not."""
    signature, code, stderr = replayed_signature(fogproof, command, group["scenario_file"])
    if code == 1 and signature == group["signature"]:
        return ""
    return f"replays '{signature}' (exit {code}) {stderr[-300:]}"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("fogproof")
    parser.add_argument("name", help="a real_server_like_* patch of mutants/adapters/")
    parser.add_argument("--min-plies", type=int, default=0)
    parser.add_argument("--json-out")
    parser.add_argument("--parts-only", action="store_true",
                        help="check only that the combined patch applies and carries every line its parts add, and "
                             "that each part declares what the run must show; run no diff")
    parser.add_argument("diff_args", nargs="*")
    args = parser.parse_args()
    parts = carried(args.name)
    problems = []
    combined = set(added_lines(args.name))
    for part in parts:
        missing = [line for line in added_lines(part) if line not in combined]
        if missing:
            problems.append(f"{args.name} lacks {len(missing)} line(s) {part} adds, e.g. '{missing[0].strip()}'")
        if not declared(part, r"^Expect clause: (\S+)") and not declared(part, r"^Expect: (no failure)"):
            problems.append(f"{part} declares neither 'Expect clause: CLAUSE' nor 'Expect: no failure'")
    if args.parts_only:
        with tempfile.TemporaryDirectory() as work:
            command = scratch_adapter(args.name, work)  # the combined patch applies
            script = command.split()[1]
            if subprocess.run(["node", "--check", script]).returncode != 0:
                problems.append(f"{args.name}: the patched {script} is not valid JavaScript")
        print(f"{args.name}: carries {len(parts)} patches: {', '.join(parts)}")
        for p in problems:
            print(f"check_real_server_like {args.name}: {p}", file=sys.stderr)
        return 1 if problems else 0
    expected = {part: declared(part, r"^Expect clause: (\S+)") for part in parts}
    readings = [part for part in parts if declared(part, r"^(Deliberate reading):")]
    lax = [part for part in parts if declared(part, r"^Expect: (no failure)")]
    with tempfile.TemporaryDirectory() as work:
        known_path = os.path.join(work, "known.json")
        known = write_known(args.fogproof, readings, work, known_path) if readings else []
        child = os.path.join(work, "child")
        os.makedirs(child)
        command = scratch_adapter(args.name, child)
        known_args = ["--known", known_path] if readings else []
        os.makedirs(os.path.join(work, "out"))
        run, doc, seconds = run_diff_json(args.fogproof, command, os.path.join(work, "out", "scenario.json"),
                                          [*known_args, *args.diff_args])
        if doc is None:
            print(f"check_real_server_like {args.name}: exit {run.returncode}, no JSON report\n{run.stderr[-2000:]}",
                  file=sys.stderr)
            return 1
        if args.json_out:
            with open(args.json_out, "w", encoding="utf-8") as f:
                json.dump(doc, f, indent=1)
        groups = doc.get("findings", [])
        notes = doc.get("notes")
        failing = [g for g in groups if not g.get("known")]
        for g in groups:
            print(f"  {'known' if g.get('known') else 'FAILS'} {g['signature']} "
                  f"(first in {g.get('first_source')} at ply {g.get('first_ply')}, {g.get('occurrences')} games)")
        for g in notes or []:
            print(f"  note  {g['signature']}")
        after = doc.get("after_known", {})
        print(f"{args.name}: exit {run.returncode} in {seconds:.1f} s; {doc.get('games')} games, {doc.get('plies')} plies "
              f"compared ({after.get('plies', after.get('plies_after', '?'))} after a known difference); "
              f"{len(failing)} failing groups, {len(groups) - len(failing)} known, "
              f"{'no notes table' if notes is None else f'{len(notes)} notes'}; known given: {known or 'none'}")
        if run.returncode != 1:
            problems.append(f"expected exit 1 (the planted faults), got {run.returncode}")
        for part, clause in expected.items():
            if clause is None:
                continue
            pool = [g for g in groups if g.get("known")] if part in readings else failing
            if not any(g.get("clause") == clause for g in pool):
                problems.append(f"{part}: no {'known' if part in readings else 'failing'} group is named by {clause}")
        for g in failing:
            if docs_only_acceptance(g):
                problems.append(f"a failure only docs/rules.md decides: {g['signature']}")
        if lax and not notes:
            problems.append(f"{', '.join(lax)}: no acceptance is listed apart as a note (doc['notes'])")
        for g in groups + (notes or []):
            if g.get("scenario_file"):
                why = replays(args.fogproof, command, g)
                if why:
                    problems.append(f"the scenario of '{g['signature']}' {why}")
        if doc.get("plies", 0) < args.min_plies:
            problems.append(f"{doc.get('plies')} plies compared, fewer than {args.min_plies}")
    for p in problems:
        print(f"check_real_server_like {args.name}: {p}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
