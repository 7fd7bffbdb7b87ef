#!/usr/bin/env python3
"""`fogproof diff --coverage --jobs 2` watches each job's child: the same
games as one job, and as many replies carrying the child's features as
one job gathers (a job whose child went unwatched would halve them). So
does the run split in two shards (--shard 1/2, 2/2) joined by `fogproof
merge`: its report keeps the shards' child coverage.

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


def parsed(done):
    try:
        return done.returncode, json.loads(done.stdout), done.stderr
    except json.JSONDecodeError:
        return done.returncode, None, done.stderr


def run(fogproof, child, empty, *split):
    return parsed(subprocess.run([fogproof, "diff", "--against", child, "--coverage", "--json", "--games", "6",
                                  "--targeted", "0", "--corpus", empty, "--seed", "3", *split],
                                 capture_output=True, text=True))


def merged_shards(fogproof, child, empty):
    paths = []
    for k in (1, 2):
        code, doc, err = run(fogproof, child, empty, "--shard", f"{k}/2")
        if code != 0 or doc is None:
            return code, None, err
        paths.append(os.path.join(empty, f"shard{k}.json"))
        with open(paths[-1], "w") as f:
            json.dump(doc, f)
    return parsed(subprocess.run([fogproof, "merge", "--json", *paths], capture_output=True, text=True))


def main():
    argv = sys.argv[1:]
    if "--" not in argv or len(argv[:argv.index("--")]) != 2:
        raise SystemExit(__doc__)
    fogproof, source = argv[:2]
    child = " ".join(argv[argv.index("--") + 1:])
    with tempfile.TemporaryDirectory() as empty:
        runs = {"one job": run(fogproof, child, empty),
                "--jobs 2": run(fogproof, child, empty, "--jobs", "2"),
                "two merged shards": merged_shards(fogproof, child, empty)}
    problems = []
    for name, (code, doc, err) in runs.items():
        if code != 0 or doc is None:
            problems.append(f"{name}: exit {code}, expected 0 with a JSON report\n{err[-2000:]}")
    if not problems:
        one = runs["one job"][1]
        base = one.get("child_coverage", {})
        for name, (_, doc, _) in runs.items():
            c = doc.get("child_coverage", {})
            if (doc["games"], doc["plies"]) != (one["games"], one["plies"]):
                problems.append(f"{name} compared {doc['games']} games, {doc['plies']} plies; one job "
                                f"{one['games']}, {one['plies']}")
            if c.get("source") != source:
                problems.append(f"{name}: features from '{c.get('source')}', expected '{source}'")
            if c.get("features", 0) == 0:
                problems.append(f"{name}: no child feature")
            if c.get("replies_with_features", 0) < 0.9 * base.get("replies_with_features", 0):
                problems.append(f"{name}: {c.get('replies_with_features')} replies carried the children's "
                                f"features, one job {base.get('replies_with_features')}: a child went unwatched")
    if problems:
        print("coverage_jobs: " + "\n".join(problems), file=sys.stderr)
        return 1
    print(f"coverage_jobs: {one['games']} games each way; replies with features: " +
          ", ".join(f"{name} {doc['child_coverage']['replies_with_features']}" for name, (_, doc, _) in runs.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
