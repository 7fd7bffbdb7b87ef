#!/usr/bin/env python3
"""Merges one side's interleaved benchmark runs into one Google Benchmark JSON.

scripts/bench-compare runs each build once per repetition (base and
contender in turn), each run written by --benchmark_out as its own file
with one measurement per benchmark. This joins them as if one process had
run --benchmark_repetitions=N: every measurement kept as an iteration
entry with its repetition_index (compare.py's U test uses them all), plus
a "<name>_median" aggregate per benchmark (what the table shows with -a).

    bench_merge.py OUT.json RUN1.json RUN2.json ...

Exit status 2, with a message naming the file, on unreadable input.
"""
import json
import statistics
import sys


def load(path):
    try:
        with open(path) as f:
            data = json.load(f)
    except (OSError, ValueError) as e:
        sys.exit(f"bench_merge: cannot read {path}: {e}")
    if not isinstance(data, dict) or not isinstance(data.get("benchmarks"), list):
        sys.exit(f"bench_merge: {path} is not Google Benchmark JSON (no 'benchmarks' list)")
    return data


def merge(paths):
    runs = [load(p) for p in paths]
    repetitions = len(runs)
    merged = {"context": dict(runs[0].get("context", {})), "benchmarks": []}
    merged["context"]["fogproof_interleaved_runs"] = repetitions
    by_name = {}
    for index, run in enumerate(runs):
        for b in run["benchmarks"]:
            # Aggregates of a run, if any, are recomputed below over all runs;
            # a benchmark that failed (SkipWithError) has no time to compare.
            if b.get("run_type") == "aggregate" or b.get("error_occurred"):
                continue
            entry = dict(b)
            entry["repetitions"] = repetitions
            entry["repetition_index"] = index
            merged["benchmarks"].append(entry)
            by_name.setdefault(b["name"], []).append(entry)
    for name, entries in by_name.items():
        first = entries[0]
        median = {k: first[k] for k in ("family_index", "per_family_instance_index", "run_name",
                                        "threads", "time_unit") if k in first}
        median.update({
            "name": name + "_median",
            "run_type": "aggregate",
            "repetitions": repetitions,
            "aggregate_name": "median",
            "aggregate_unit": "time",
            "iterations": len(entries),
            "real_time": statistics.median(e["real_time"] for e in entries),
            "cpu_time": statistics.median(e["cpu_time"] for e in entries),
        })
        merged["benchmarks"].append(median)
    return merged


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: bench_merge.py OUT.json RUN.json...")
    merged = merge(sys.argv[2:])
    if not merged["benchmarks"]:
        sys.exit(f"bench_merge: no measurements in {' '.join(sys.argv[2:])}")
    with open(sys.argv[1], "w") as f:
        json.dump(merged, f, indent=1)


if __name__ == "__main__":
    main()
