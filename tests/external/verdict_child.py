#!/usr/bin/env python3
"""A child for the verdict tests of `fogproof diff`: it relays every request
to a correct implementation (`fogproof serve`) and changes one thing, as
MODE says.

    verdict_child.py FOGPROOF lax          accepts a FEN its server refuses for
                                           its placement (kings, material) or a
                                           fullmove number past 999,999:
                                           docs/rules.md's answers alone, which
                                           no rule of the rules text makes; its
                                           position stays as it was
    verdict_child.py FOGPROOF slow N       answers a belief request about a P
                                           of more than N boards only after
                                           SECONDS (a slow child, not a hung one)
    verdict_child.py FOGPROOF slow-always  never answers a belief request in
                                           time, whatever the size (a hung child)
    verdict_child.py FOGPROOF no-beliefs   does not support the belief commands
"""
import json
import re
import subprocess
import sys
import time

SLOW_SECONDS = 8


# What it accepts: never the en passant square (the rules text's own
# refusal, 4.fen.reject.*), nor a FEN that fogproof reads by right after a
# repair of spelling or as an open question's other reading (a signed
# clock, fullmove 0, a clock past 100): this child, which keeps its old
# position, would then hold the wrong one.
LARGE_FULLMOVE = re.compile(r"\(fullmove number\): '[0-9]{7,}' is out of range")


def refused_by_rules_md_alone(reply):
    error = reply.get("error")
    return isinstance(error, str) and ("(placement)" in error or LARGE_FULLMOVE.search(error) is not None)


def main():
    fogproof, mode = sys.argv[1], sys.argv[2]
    limit = int(sys.argv[3]) if mode == "slow" else 0
    server = subprocess.Popen([fogproof, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    for line in sys.stdin:
        server.stdin.write(line)
        server.stdin.flush()
        answer = server.stdout.readline()
        request = json.loads(line)
        reply = json.loads(answer)
        if mode == "no-beliefs" and request.get("cmd") == "hello":
            reply["supports"] = [c for c in reply["supports"] if not c.startswith("belief")]
            answer = json.dumps(reply) + "\n"
        if mode == "lax" and request.get("cmd") == "load" and refused_by_rules_md_alone(reply):
            answer = '{"ok":true}\n'
        if request.get("cmd") == "belief":
            if mode == "slow-always" or (mode == "slow" and reply.get("size", 0) > limit):
                print(f"verdict_child: |P| {reply.get('size')}: slow", file=sys.stderr, flush=True)
                time.sleep(SLOW_SECONDS)
        sys.stdout.write(answer)
        sys.stdout.flush()
        if request.get("cmd") == "quit":
            break


if __name__ == "__main__":
    main()
