#!/usr/bin/env python3
"""Per-call cost of Position.vision from Python, in ns per call, on the
boards of Misty game 0007 (both colours looking), next to the cost of a
bound call that does nothing but return a string (Position.turn): the
difference is what vision itself costs, the rest is the binding.

    PYTHONPATH=build/release/python python3 python/bench/vision_overhead.py
    build/release/bench/fogproof_bench --benchmark_filter=vision_bench
"""
import pathlib
import statistics
import time
import timeit

import fogproof

ROOT = pathlib.Path(__file__).resolve().parents[2]
GAME = ROOT.parent / "shared/games/misty/fow-eval-seed1/game-0007-L-tier1-black.jsonl"


def per_call_ns(statement, boards, repeat=7):
    number = 20
    # CPU time of this thread: on a shared machine, wall time mostly
    # measures the other processes.
    runs = timeit.repeat(statement, globals={"boards": boards}, number=number, repeat=repeat, timer=time.thread_time)
    return statistics.median(runs) / (number * len(boards)) * 1e9


def main():
    record = fogproof.read_records(str(GAME)).games[0]
    boards = [fogproof.Position(record.start_fen)]
    for move in record.moves:
        boards.append(boards[-1].play(move))
    vision = per_call_ns("for b in boards: b.vision('w'); b.vision('b')", boards) / 2
    mask = per_call_ns("for b in boards: b.vision_mask('w'); b.vision_mask('b')", boards) / 2
    turn = per_call_ns("for b in boards: b.turn; b.turn", boards) / 2
    loop = per_call_ns("for b in boards: pass", boards)
    print(f"{len(boards)} boards of game 0007")
    print(f"Position.vision(colour): {vision:.0f} ns per call")
    print(f"Position.vision_mask(colour): {mask:.0f} ns per call")
    print(f"Position.turn (a bound call that only returns a string): {turn:.0f} ns per call")
    print(f"empty loop per board: {loop:.0f} ns")


if __name__ == "__main__":
    main()
