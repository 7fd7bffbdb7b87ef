#!/usr/bin/env python3
"""Checks the clause table of a `fogproof diff --json` report: every rule
clause a game can reach was exercised in at least MIN_PLIES plies (issue
22: the default run reaches every clause at least 20 times).

    check_clause_reach.py REPORT.json MIN_PLIES
"""
import json
import sys

path, min_plies = sys.argv[1], int(sys.argv[2])
with open(path) as f:
    clauses = json.load(f)["clauses"]
unreachable = set(clauses["unreachable"])
short = {
    clause: row["total"]
    for clause, row in clauses["plies_by_clause"].items()
    if clause not in unreachable and row["total"] < min_plies
}
for clause, plies in sorted(short.items()):
    print(f"check_clause_reach: {clause}: {plies} plies, fewer than {min_plies}", file=sys.stderr)
reached = len(clauses["plies_by_clause"]) - len(unreachable) - len(short)
print(f"check_clause_reach: {reached} clauses in at least {min_plies} plies; "
      f"{len(unreachable)} no game can reach; {len(short)} short")
sys.exit(1 if short else 0)
