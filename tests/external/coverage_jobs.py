#!/usr/bin/env python3
"""`fogproof diff --coverage --jobs 2` watches each job's child: the same
games as one job, and as many replies carrying the child's features as
one job gathers (a job whose child went unwatched would halve them).

    coverage_jobs.py FOGPROOF SOURCE -- CHILD COMMAND...

SOURCE is what the report must name ("AFL++ map", "python shim", "node
shim"). No search: six random games and the error paths, the same for
both runs, so that the two runs ask the child the same requests.
"""
import json
import os
import subprocess
import sys
import tempfile


def run(fogproof, child, jobs, empty):
    done = subprocess.run([fogproof, "diff", "--against", child, "--coverage", "--jobs", str(jobs), "--json",
                           "--games", "6", "--targeted", "0", "--corpus", empty, "--seed", "3"],
                          capture_output=True, text=True)
    try:
        return done.returncode, json.loads(done.stdout), done.stderr
    except json.JSONDecodeError:
        return done.returncode, None, done.stderr


def main():
    argv = sys.argv[1:]
    if "--" not in argv or len(argv[:argv.index("--")]) != 2:
        raise SystemExit(__doc__)
    fogproof, source = argv[:2]
    child = " ".join(argv[argv.index("--") + 1:])
    with tempfile.TemporaryDirectory() as empty:
        one = run(fogproof, child, 1, empty)
        two = run(fogproof, child, 2, empty)
    problems = []
    for jobs, (code, doc, err) in ((1, one), (2, two)):
        if code != 0 or doc is None:
            problems.append(f"--jobs {jobs}: exit {code}, expected 0 with a JSON report\n{err[-2000:]}")
    if not problems:
        a, b = one[1], two[1]
        ca, cb = a.get("child_coverage", {}), b.get("child_coverage", {})
        if (a["games"], a["plies"]) != (b["games"], b["plies"]):
            problems.append(f"--jobs 2 compared {b['games']} games, {b['plies']} plies; one job {a['games']}, "
                            f"{a['plies']}")
        for jobs, c in ((1, ca), (2, cb)):
            if c.get("source") != source:
                problems.append(f"--jobs {jobs}: features from '{c.get('source')}', expected '{source}'")
            if c.get("features", 0) == 0:
                problems.append(f"--jobs {jobs}: no child feature")
        if cb.get("replies_with_features", 0) < 0.9 * ca.get("replies_with_features", 0):
            problems.append(f"--jobs 2: {cb.get('replies_with_features')} replies carried the children's features, "
                            f"one job {ca.get('replies_with_features')}: a job's child went unwatched")
    if problems:
        print("coverage_jobs: " + "\n".join(problems), file=sys.stderr)
        return 1
    print(f"coverage_jobs: {a['games']} games either way; replies with features: one job "
          f"{ca['replies_with_features']}, two jobs {cb['replies_with_features']}; features {ca['features']} "
          f"and (largest job) {cb['features']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
