#!/usr/bin/env python3
"""Checks a scenario written by `fogproof diff`: at most MAX_PLIES plies, and
a report that shows the en passant square (the incident): the reference's
answer names a FEN with an en passant square, and the check is the written
position, vision, or the truth / boards of P.

    check_finding.py SCENARIO.json MAX_PLIES
"""
import json
import re
import sys

path, max_plies = sys.argv[1], int(sys.argv[2])
with open(path) as f:
    scenario = json.load(f)
moves = scenario["moves"]
found = scenario["found"]
print(f"check_finding: {len(moves)} plies from {scenario['start']}: {' '.join(moves)}")
print(f"check_finding: {found['check']}: {json.dumps(found.get('disagreement'))}")
problems = []
if len(moves) > max_plies:
    problems.append(f"{len(moves)} plies, more than {max_plies}")
checks = ("fen:", "vision", "the truth is in its P", "the boards of P")
if not found["check"].startswith(checks):
    problems.append(f"check '{found['check']}' is not about the position, vision or P")
text = json.dumps(found.get("disagreement", {}))
if not re.search(r" [wb] [KQkq-]+ [a-h][36] \d+ \d+", text):
    problems.append("the report shows no FEN with an en passant square")
for p in problems:
    print("check_finding: " + p, file=sys.stderr)
sys.exit(1 if problems else 0)
