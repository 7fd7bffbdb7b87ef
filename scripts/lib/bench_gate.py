#!/usr/bin/env python3
"""The verdict of a benchmark comparison: is any benchmark slower, for real?

Reads the difference report compare.py dumps (-d FILE) and, for each
benchmark measured at least twice on both sides, compares the medians of
its repetitions and takes the p-value of compare.py's Mann-Whitney U test.
A benchmark is

  slower   when its median time grew by more than --threshold AND p < --alpha,
  faster   when its median time shrank by more than --threshold AND p < --alpha,
  same     otherwise (the change is small, or not significant),
  untested when it has fewer than two repetitions on a side (no U test).

Both conditions, never one: a large change that the U test cannot tell from
noise is not a regression, and a significant change of 1% is not one worth
failing a build over. No absolute time is compared, only the two samples.

    bench_gate.py DIFF.json [--threshold 0.05] [--alpha 0.05] [--time cpu|real]
                  [--base BASE.json --contender CONTENDER.json]

With the two runs given, it also names the benchmarks only one side has
(compare.py leaves them out silently), e.g. one a new commit added.

Prints one line per benchmark. Exit status: 0 when none is slower, 1 when
some is, 2 on unreadable input.
"""
import argparse
import json
import statistics
import sys


def verdicts(report, threshold, alpha, clock):
    field = "cpu_time" if clock == "cpu" else "real_time"
    pvalue_field = "cpu_pvalue" if clock == "cpu" else "time_pvalue"
    rows = []
    for b in report:
        # Aggregates (the _median rows, OVERALL_GEOMEAN) summarise the
        # repetitions; the verdict is taken on the repetitions themselves.
        if b.get("run_type") == "aggregate":
            continue
        old = [m[field] for m in b["measurements"]]
        new = [m[field + "_other"] for m in b["measurements"]]
        old_median, new_median = statistics.median(old), statistics.median(new)
        change = new_median / old_median - 1 if old_median > 0 else 0.0
        utest = b.get("utest") or {}
        p = utest.get(pvalue_field)
        if p is None:
            verdict = "untested"
        elif p < alpha and change > threshold:
            verdict = "slower"
        elif p < alpha and change < -threshold:
            verdict = "faster"
        else:
            verdict = "same"
        rows.append((b["name"], old_median, new_median, change, p, verdict, b.get("time_unit", "")))
    return rows


def benchmark_names(path):
    with open(path) as f:
        return {b["name"] for b in json.load(f)["benchmarks"] if b.get("run_type") != "aggregate"}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("diff", help="compare.py's difference report (compare.py -d FILE)")
    parser.add_argument("--threshold", type=float, default=0.05,
                        help="relative slow-down of the median that counts (default 0.05 = 5%%)")
    parser.add_argument("--alpha", type=float, default=0.05,
                        help="significance level of the U test (default 0.05)")
    parser.add_argument("--time", choices=["cpu", "real"], default="cpu",
                        help="which time to judge (default cpu: on a shared machine, waiting for "
                             "the CPU does not count)")
    parser.add_argument("--base", help="the base run (names benchmarks only one side has)")
    parser.add_argument("--contender", help="the contender run")
    args = parser.parse_args()
    if not (args.threshold >= 0 and 0 < args.alpha <= 1):
        parser.error("--threshold must be >= 0 and --alpha in (0, 1]")
    try:
        with open(args.diff) as f:
            report = json.load(f)
        rows = verdicts(report, args.threshold, args.alpha, args.time)
    except (OSError, ValueError, KeyError, TypeError) as e:
        print(f"bench_gate: cannot read the difference report {args.diff}: {e!r}", file=sys.stderr)
        return 2
    if not rows:
        print(f"bench_gate: no benchmark common to both runs in {args.diff}", file=sys.stderr)
        return 2

    width = max(len(r[0]) for r in rows)
    print(f"Verdict ({args.time} time; slower/faster = median changed by more than "
          f"{args.threshold:.1%} with U-test p < {args.alpha:g}):")
    print(f"{'benchmark':<{width}}  {'median old':>15}  {'median new':>15}  {'change':>8}  {'p':>7}  verdict")
    for name, old, new, change, p, verdict, unit in rows:
        p_text = "-" if p is None else f"{p:.4f}"
        print(f"{name:<{width}}  {old:>12,.1f} {unit:<2}  {new:>12,.1f} {unit:<2}  {change:>+8.1%}  {p_text:>7}  {verdict}")
    if args.base and args.contender:
        try:
            names = [benchmark_names(f) for f in (args.base, args.contender)]
        except (OSError, ValueError, KeyError, TypeError) as e:
            print(f"bench_gate: cannot read the runs: {e!r}", file=sys.stderr)
            return 2
        for side, only in (("base", names[0] - names[1]), ("contender", names[1] - names[0])):
            if only:
                print(f"only in the {side}, not compared: {', '.join(sorted(only))}")
    slower = [r[0] for r in rows if r[5] == "slower"]
    untested = [r[0] for r in rows if r[5] == "untested"]
    if untested:
        print(f"{len(untested)} benchmark(s) untested: fewer than 2 repetitions on a side, no U test")
    if slower:
        print(f"FAIL: {len(slower)} benchmark(s) slower: {', '.join(slower)}")
        return 1
    print("PASS: no benchmark significantly slower")
    return 0


if __name__ == "__main__":
    sys.exit(main())
