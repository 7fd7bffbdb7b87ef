#!/usr/bin/env python3
"""Tests the verdicts of scripts/lib/bench-judge (merge, compare.py, gate)
on made-up runs whose answer is known, without timing anything.

Each case writes N base and N contender runs in Google Benchmark's JSON
format, one measurement per benchmark per run (as scripts/bench-compare
leaves them), runs bench-judge and checks its exit status and the verdict
line of every benchmark. Run by CTest (bench_gate); exit 1 on any failure.
"""
import json
import os
import random
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
JUDGE = os.path.join(HERE, "bench-judge")


def run_json(times):
    """One run: {benchmark name: CPU time in ns, or (CPU, real) times}. By
    default real time is twice the CPU time (as if another process held the
    core half the time)."""
    times = {name: t if isinstance(t, tuple) else (t, 2 * t) for name, t in times.items()}
    return {
        "context": {"date": "2026-12-01T00:00:00+00:00", "executable": "made-up", "num_cpus": 2,
                    "library_build_type": "release"},
        "benchmarks": [
            {"name": name, "family_index": i, "per_family_instance_index": 0, "run_name": name,
             "run_type": "iteration", "repetitions": 1, "repetition_index": 0, "threads": 1,
             "iterations": 1000, "real_time": real, "cpu_time": cpu, "time_unit": "ns"}
            for i, (name, (cpu, real)) in enumerate(times.items())
        ],
    }


def judge(base_runs, contender_runs, *options):
    with tempfile.TemporaryDirectory() as d:
        os.mkdir(os.path.join(d, "runs"))
        for side, runs in (("base", base_runs), ("contender", contender_runs)):
            for k, run in enumerate(runs):
                with open(os.path.join(d, "runs", f"{side}-{k:02d}.json"), "w") as f:
                    json.dump(run_json(run), f)
        p = subprocess.run([JUDGE, *options, d], capture_output=True, text=True)
        return p.returncode, p.stdout + p.stderr


def verdict_of(output, name):
    m = re.search(rf"^{re.escape(name)}\s+.*\s(slower|faster|same|untested)$", output, re.M)
    return m.group(1) if m else None


failures = []


def check(case, condition, output):
    if not condition:
        failures.append(case)
        print(f"FAIL: {case}\n{output}\n", file=sys.stderr)
    else:
        print(f"ok: {case}")


def noisy(rng, centre, spread, n):
    return [centre * (1 + rng.uniform(-spread, spread)) for _ in range(n)]


rng = random.Random(13)
N = 9

# A 10% slow-down of one benchmark under 2% noise, the other unchanged:
# the first is caught, the second is not, the exit status says so.
slow = noisy(rng, 1100, 0.02, N)
base_a, base_b, same_b = noisy(rng, 1000, 0.02, N), noisy(rng, 500, 0.02, N), noisy(rng, 500, 0.02, N)
runs = lambda a, b: [{"perft": x, "vision": y} for x, y in zip(a, b)]
status, out = judge(runs(base_a, base_b), runs(slow, same_b))
check("10% slower under 2% noise fails the gate", status == 1 and verdict_of(out, "perft") == "slower"
      and verdict_of(out, "vision") == "same", out)

# Noise alone, on both benchmarks: no verdict of slower.
status, out = judge(runs(base_a, base_b), runs(noisy(rng, 1000, 0.02, N), same_b))
check("noise alone passes", status == 0 and verdict_of(out, "perft") == "same", out)

# The same 10% but with 60% noise: the medians differ, the U test cannot
# tell (the samples are a shuffled, scaled copy of each other), so it passes.
wide = [400, 1600, 700, 1300, 1000, 500, 1500, 800, 1200]
status, out = judge(runs(wide, base_b), runs([1.1 * x for x in reversed(wide)], same_b))
check("a large change the U test cannot confirm passes", status == 0 and verdict_of(out, "perft") == "same"
      and "+10.0%" in out, out)

# A significant 3% slow-down: below the default threshold of 5%, above 2%.
three = [1.03 * x for x in base_a]
status, out = judge(runs(base_a, base_b), runs(three, same_b))
check("3% slower passes at the default 5% threshold", status == 0 and verdict_of(out, "perft") == "same", out)
status, out = judge(runs(base_a, base_b), runs(three, same_b), "--threshold", "0.02")
check("3% slower fails with --threshold 0.02", status == 1 and verdict_of(out, "perft") == "slower", out)

# --alpha: with 4 repetitions a side the smallest two-sided p is 2/70 = 0.029.
status, out = judge(runs(base_a[:4], base_b[:4]), runs(slow[:4], same_b[:4]))
check("4 repetitions, 10% slower, alpha 0.05 fails", status == 1 and verdict_of(out, "perft") == "slower", out)
status, out = judge(runs(base_a[:4], base_b[:4]), runs(slow[:4], same_b[:4]), "--alpha", "0.01")
check("4 repetitions, 10% slower, alpha 0.01 passes", status == 0 and verdict_of(out, "perft") == "same", out)

# A speed-up is reported, never a failure.
status, out = judge(runs(base_a, base_b), runs([0.9 * x for x in base_a], same_b))
check("10% faster passes and says faster", status == 0 and verdict_of(out, "perft") == "faster", out)

# One repetition (the smoke run): no U test, no verdict, no failure.
status, out = judge(runs(base_a[:1], base_b[:1]), runs(slow[:1], same_b[:1]))
check("one repetition is untested and passes", status == 0 and verdict_of(out, "perft") == "untested", out)

# The clock: 30% slower in real time only (the same CPU time, more waiting)
# passes when judged on CPU time (the default) and fails on real time.
waiting = [{"perft": (x, 2.6 * x), "vision": y} for x, y in zip(base_a, same_b)]
status, out = judge(runs(base_a, base_b), waiting)
check("slower in real time only passes on CPU time", status == 0 and verdict_of(out, "perft") == "same", out)
status, out = judge(runs(base_a, base_b), waiting, "--time", "real")
check("slower in real time only fails with --time real", status == 1 and verdict_of(out, "perft") == "slower", out)

# A benchmark only one side has is named, not compared, not a failure.
added = [dict(r, key=10.0) for r in runs(slow, same_b)]
status, out = judge(runs(base_a, base_b), added)
check("a benchmark new in the contender is named and not judged", status == 1 and verdict_of(out, "key") is None
      and "only in the contender, not compared: key" in out, out)

# Bad input is an error (2), not a pass.
status, out = judge([], runs(base_a, base_b))
check("no base runs is an error", status == 2 and "no runs" in out, out)

sys.exit(1 if failures else 0)
