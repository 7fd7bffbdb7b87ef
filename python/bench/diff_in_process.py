#!/usr/bin/env python3
"""Plies compared per second by fogproof.diff in process against the same
object served as a child (`fogproof diff --against "python3 ..."`, which
runs fogproof.serve), on the same seeded random games, interleaved rounds,
medians. Two objects: the example engine plain_fog (pure Python, its own
computation dominates) and thin_fogproof (each answer one call into the
C++ module: what remains is the cost of the way answers travel).

    PYTHONPATH=build/release/python python3 python/bench/diff_in_process.py --games 50 --rounds 3
"""
import argparse
import json
import os
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


def child_run(cli, child, games, empty):
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(pathlib.Path(fogproof.__file__).parents[1]),
                                         str(ROOT / "python" / "examples")])
    run = subprocess.run([cli, "diff", "--against", f"{sys.executable} {child}", "--games", str(games), "--corpus",
                          empty, "--json"], capture_output=True, text=True, env=env, check=True)
    return json.loads(run.stdout)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--cli", default=os.environ.get("FOGPROOF_CLI", str(ROOT / "build/release/tools/fogproof")))
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as empty:
        for name, (make, child) in ENGINES.items():
            rows = {"in process": [], "child": []}
            share = []
            for _ in range(args.rounds):
                result = fogproof.diff(make(), games=args.games, sources=[empty])
                assert result.agreed, result.report
                rows["in process"].append(result.plies_per_second)
                share.append(result.seconds_in_object / result.json["seconds"])
                doc = child_run(args.cli, child, args.games, empty)
                assert doc["result"] == "agree" and doc["plies"] == result.plies, doc
                rows["child"].append(doc["plies_per_second"])
            in_process, child_rate = (statistics.median(rows[k]) for k in ("in process", "child"))
            print(f"{name}: {result.plies} plies; in process {in_process:.0f} plies/s "
                  f"({', '.join(f'{r:.0f}' for r in rows['in process'])}), inside the object "
                  f"{100 * statistics.median(share):.0f}% of the time; child {child_rate:.0f} plies/s "
                  f"({', '.join(f'{r:.0f}' for r in rows['child'])}); ratio {in_process / child_rate:.2f}")


if __name__ == "__main__":
    main()
