#!/usr/bin/env python3
"""Plies compared per second by fogproof.diff in process against the same
object served as a child (`fogproof diff --against "python3 ..."`, which
runs fogproof.serve), on the same seeded random games, interleaved rounds,
medians; with the CPU time each way spends per ply (both processes of the
child path), which a busy machine disturbs less than the wall time. Two objects: the example engine plain_fog (pure Python, its own
computation dominates) and thin_fogproof (each answer one call into the
C++ module: what remains is the cost of the way answers travel).

    PYTHONPATH=build/release/python python3 python/bench/diff_in_process.py --games 50 --rounds 3
"""
import argparse
import json
import os
import resource
import pathlib
import statistics
import subprocess
import sys
import tempfile

import fogproof

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT / "python" / "examples"))
sys.path.insert(0, str(HERE))

from plain_fog import PlainFog  # noqa: E402
from thin_fogproof import ThinFogproof  # noqa: E402

ENGINES = {"plain_fog": (PlainFog, "-m plain_fog"), "thin_fogproof": (ThinFogproof, str(HERE / "thin_fogproof.py"))}


def cpu_seconds(who):
    usage = resource.getrusage(who)
    return usage.ru_utime + usage.ru_stime


def child_run(cli, child, games, empty, reference):
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(pathlib.Path(fogproof.__file__).parents[1]),
                                         str(ROOT / "python" / "examples")])
    run = subprocess.run([cli, "diff", "--against", f"{sys.executable} {child}", "--games", str(games), "--corpus",
                          empty, "--reference", reference, "--json"], capture_output=True, text=True, env=env, check=True)
    return json.loads(run.stdout)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--reference", choices=("oracle", "engine"), default="oracle")
    parser.add_argument("--engines", default=",".join(ENGINES), help="which objects, comma-separated")
    parser.add_argument("--cli", default=os.environ.get("FOGPROOF_CLI", str(ROOT / "build/release/tools/fogproof")))
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as empty:
        for name in args.engines.split(","):
            make, child = ENGINES[name]
            rows = {"in process": [], "child": []}
            cpu = {"in process": [], "child": []}
            in_object = []
            for _ in range(args.rounds):
                before = cpu_seconds(resource.RUSAGE_SELF)
                result = fogproof.diff(make(), games=args.games, sources=[empty], reference=args.reference)
                cpu["in process"].append((cpu_seconds(resource.RUSAGE_SELF) - before) / result.plies)
                assert result.agreed, result.report
                rows["in process"].append(result.plies_per_second)
                in_object.append(result.seconds_in_object / result.plies)
                before = cpu_seconds(resource.RUSAGE_CHILDREN)
                doc = child_run(args.cli, child, args.games, empty, args.reference)
                cpu["child"].append((cpu_seconds(resource.RUSAGE_CHILDREN) - before) / doc["plies"])
                assert doc["result"] == "agree" and doc["plies"] == result.plies, doc
                rows["child"].append(doc["plies_per_second"])
            in_process, child_rate = (statistics.median(rows[k]) for k in ("in process", "child"))
            listed = {k: ", ".join(f"{r:.0f}" for r in v) for k, v in rows.items()}
            ms = {k: 1000 * statistics.median(v) for k, v in cpu.items()}
            print(f"{name}: {result.plies} plies, reference {args.reference}\n"
                  f"  in process: {in_process:.0f} plies/s ({listed['in process']}); CPU {ms['in process']:.2f} ms "
                  f"per ply; {1000 * statistics.median(in_object):.2f} ms per ply (wall) inside the object's methods\n"
                  f"  child:      {child_rate:.0f} plies/s ({listed['child']}); CPU {ms['child']:.2f} ms per ply "
                  f"(both processes)\n"
                  f"  in process / child: {in_process / child_rate:.2f} (plies/s), "
                  f"{ms['child'] / ms['in process']:.2f} (CPU per ply)")


if __name__ == "__main__":
    main()
