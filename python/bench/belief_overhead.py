#!/usr/bin/env python3
"""The cost of the bindings on one belief update: the update that
bench/belief_bench.cpp measures in C++ (game 0007, Black's P before ply 13,
own-move observations off, exact), timed from Python the same way: the
recorded P is copied into a warm belief (Belief.assign keeps its working
memory, as the C++ benchmark's copy-assignment does) and only the update is
timed. Prints the median over --repetitions runs, per thread count.

    PYTHONPATH=build/release/python python3 python/bench/belief_overhead.py
    build/release/bench/fogproof_bench --benchmark_filter='belief_update/ply:13' \
        --benchmark_repetitions=9 --benchmark_report_aggregates_only=true
"""
import argparse
import pathlib
import statistics
import time

import fogproof

ROOT = pathlib.Path(__file__).resolve().parents[2]
GAME = ROOT.parent / "shared/games/misty/fow-eval-seed1/game-0007-L-tier1-black.jsonl"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ply", type=int, default=13)
    parser.add_argument("--repetitions", type=int, default=9)
    parser.add_argument("--threads", type=int, nargs="+", default=[1, 2])
    args = parser.parse_args()

    record = fogproof.read_records(str(GAME)).games[0]
    for threads in args.threads:
        # The recorded P, tracked with this run's thread count (assign
        # copies the options along with the boards).
        truth = fogproof.Position(record.start_fen)
        recorded = fogproof.Belief("b", truth, own_observation=False, threads=threads)
        for move in record.moves[: args.ply - 1]:
            after = truth.play(move)
            seen = fogproof.Position.observe(truth, after, "b")
            if truth.turn == "b":
                recorded.after_own_move(move, seen)
            else:
                recorded.after_opponent_move(seen)
            truth = after
        move = record.moves[args.ply - 1]
        seen = fogproof.Position.observe(truth, truth.play(move), "b")
        update = (lambda b: b.after_own_move(move, seen)) if truth.turn == "b" else (
            lambda b: b.after_opponent_move(seen))

        work = recorded.copy()
        times, cpu_times = [], []
        for i in range(args.repetitions + 1):
            work.assign(recorded)
            start, cpu_start = time.perf_counter(), time.thread_time()
            update(work)
            elapsed, cpu = time.perf_counter() - start, time.thread_time() - cpu_start
            if i:  # the first run warms the working memory
                times.append(elapsed * 1e3)
                cpu_times.append(cpu * 1e3)
        # CPU time of the calling thread, as Google Benchmark's "CPU" column:
        # on a shared machine it is steadier than wall time. With one thread
        # the whole update runs on the calling thread.
        print(f"game 0007 ply {args.ply}, Black, {recorded.size} -> {work.size} boards, threads {threads}: "
              f"median {statistics.median(times):.1f} ms wall (min {min(times):.1f}), "
              f"{statistics.median(cpu_times):.1f} ms CPU of the calling thread")


if __name__ == "__main__":
    main()
