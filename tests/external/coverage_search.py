#!/usr/bin/env python3
"""A short coverage-guided search (`fogproof diff --coverage`) on one child,
for CI: the child's features come from the expected channel, every source
that played games reached some, and the guided search kept games for the
child's coverage alone (a new feature, or a new pair of a clause and a
child edge run in one ply), which it cannot without features.

    coverage_search.py FOGPROOF SOURCE SECONDS [SEED] -- CHILD COMMAND...

SOURCE is what the report must name ("AFL++ map", "python shim", "node
shim"). The sources are kept small (3 random games, no corpus, no
targeted games) so that the search has most of the time. SEED (default
1) picks the run's seed: a child with few features (the Python example's
few hundred arcs) keeps a game for them once in tens of games, so its
test names a seed whose search kept some early (seed 4: 3 of 48 games in
20 s, at load 5).
"""
import json
import os
import subprocess
import sys
import tempfile


def main():
    argv = sys.argv[1:]
    if "--" not in argv or len(argv[:argv.index("--")]) not in (3, 4):
        raise SystemExit(__doc__)
    fogproof, source, seconds = argv[:3]
    seed = argv[3] if len(argv[:argv.index("--")]) == 4 else "1"
    child = " ".join(argv[argv.index("--") + 1:])
    with tempfile.TemporaryDirectory() as work:
        empty = os.path.join(work, "no-corpus")
        os.mkdir(empty)
        corpus_out = os.path.join(work, "kept")
        env = dict(os.environ, AFL_MAP_SIZE=os.environ.get("AFL_MAP_SIZE", "131072"))
        run = subprocess.run([fogproof, "diff", "--against", child, "--coverage", "--json", "--games", "3",
                              "--targeted", "0", "--corpus", empty, "--fuzz", seconds, "--seed", seed,
                              "--corpus-out", corpus_out],
                             capture_output=True, text=True, env=env)
        saved = sorted(os.listdir(corpus_out)) if os.path.isdir(corpus_out) else []
        # The kept games read back as a corpus: each is a scenario file.
        replay = subprocess.run([fogproof, "diff", "--against", child, "--json", "--games", "0", "--targeted", "0",
                                 "--corpus", corpus_out], capture_output=True, text=True) if saved else None
    try:
        doc = json.loads(run.stdout)
    except json.JSONDecodeError:
        print(f"coverage_search: exit {run.returncode}, no JSON report\n{run.stderr[-3000:]}", file=sys.stderr)
        return 1
    coverage = doc.get("child_coverage", {})
    search = doc.get("search", {})
    problems = []
    if run.returncode != 0:
        problems.append(f"expected exit 0 (the unpatched child agrees), got {run.returncode}")
    if coverage.get("source") != source:
        problems.append(f"features from '{coverage.get('source')}', expected '{source}'")
    for label, games in doc.get("games_by_source", {}).items():
        if games and coverage.get("by_source", {}).get(label, {}).get("features", 0) == 0:
            problems.append(f"source '{label}' played {games} games and reached no child feature")
    if search.get("kept_for_child_coverage", 0) == 0:
        problems.append(f"the guided search kept no game for the child's coverage ({search})")
    if len(saved) != search.get("kept", -1):
        problems.append(f"{len(saved)} files in --corpus-out, {search.get('kept')} games kept")
    if replay is not None:
        replayed = json.loads(replay.stdout).get("games_by_source", {}) if replay.stdout.startswith("{") else {}
        if replayed.get(corpus_out) != len(saved):
            problems.append(f"--corpus read {replayed} back from {len(saved)} kept games")
    print(f"coverage_search: {coverage.get('source')}: {coverage.get('features')} features, "
          f"{coverage.get('pairs')} pairs; search {search.get('executions')} games, {search.get('kept')} kept, "
          f"{search.get('kept_for_child_coverage')} for the child's coverage; {len(saved)} saved")
    for p in problems:
        print(f"coverage_search: {p}", file=sys.stderr)
    if problems:
        print(run.stderr[-2000:], file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
