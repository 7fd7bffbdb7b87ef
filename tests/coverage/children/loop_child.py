"""A tiny child for the Python shim's tests: each request line names a
count ({"cmd":"load","n":N}); the child runs one loop N times and replies.
Two counts above 0 run the same arcs, only more often; 0 skips the loop's
body."""
import json
import sys

for line in sys.stdin:
    n = json.loads(line).get("n", 0)
    total = 0
    for i in range(n):
        total += 2 if i % 3 == 0 else 1
    print(json.dumps({"ok": True, "sum": total}), flush=True)
