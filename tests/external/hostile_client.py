#!/usr/bin/env python3
"""A hostile client of `fogproof serve`: every bad request must get one
reply line, a JSON object with "error", and leave the server's state (the
position, the moves, the observations, both beliefs) as it was, so that the
next good request is answered as before. Exit 0 when all hold; otherwise
the first broken promise is printed and the exit code is 1.

    hostile_client.py FOGPROOF [--impl engine|oracle]
"""
import json
import subprocess
import sys

DEEP = b"[" * 100_000 + b"]" * 100_000

BAD_REQUESTS = [
    ("cmd is a number", b'{"cmd":5}'),
    ("cmd is null", b'{"cmd":null}'),
    ("cmd is an object", b'{"cmd":{"cmd":"fen"}}'),
    ("cmd is missing", b'{"fen":"8/8/8/8/8/8/8/8 w - - 0 1"}'),
    ("an array", b"[]"),
    ("a string", b'"x"'),
    ("a number", b"5"),
    ("not JSON", b"this is not JSON"),
    ("an empty line", b""),
    ("deep nesting", DEEP),
    ("deep nesting inside a command", b'{"cmd":"load","fen":' + DEEP + b"}"),
    ("a 50 MB line", b'{"cmd":"load","fen":"' + b"x" * 50_000_000 + b'"}'),
    ("a 1 MB command name", b'{"cmd":"' + b"q" * 1_000_000 + b'"}'),
    ("invalid UTF-8", b'{"cmd":"load","fen":"\xff\xfe"}'),
    ("a NUL byte", b'{"cmd":"fen"}\x00{"cmd":"load","fen":"8/8/8/8/8/8/8/8 w - - 0 1"}'),
    ("a NUL byte in a string", b'{"cmd":"play","move":"e7e5\x00"}'),
    ("an unknown command", b'{"cmd":"explode"}'),
    ("load: fen is a number", b'{"cmd":"load","fen":5}'),
    ("load: fen is missing", b'{"cmd":"load"}'),
    ("load: a bad FEN", b'{"cmd":"load","fen":"not a fen"}'),
    ("load: a FEN of nine ranks", b'{"cmd":"load","fen":"8/8/8/8/8/8/8/8/8 w - - 0 1"}'),
    ("play: move is a number", b'{"cmd":"play","move":5}'),
    ("play: move is missing", b'{"cmd":"play"}'),
    ("play: an illegal move", b'{"cmd":"play","move":"e7e4"}'),
    ("play: not a move", b'{"cmd":"play","move":"zz"}'),
    ("vision: colour is a number", b'{"cmd":"vision","colour":1}'),
    ("vision: colour is missing", b'{"cmd":"vision"}'),
    ("vision: colour is x", b'{"cmd":"vision","colour":"x"}'),
    ("observation: colour is true", b'{"cmd":"observation","colour":true}'),
    ("observation: colour is missing", b'{"cmd":"observation"}'),
    ("belief_start: colour is missing", b'{"cmd":"belief_start","own_observation":true}'),
    ("belief_start: own_observation is a string", b'{"cmd":"belief_start","colour":"w","own_observation":"yes"}'),
    ("belief: colour is missing", b'{"cmd":"belief","limit":5}'),
    ("belief: limit is -1", b'{"cmd":"belief","colour":"w","limit":-1}'),
    ("belief: limit is 1e300", b'{"cmd":"belief","colour":"w","limit":1e300}'),
    ("belief: limit is 2^70", b'{"cmd":"belief","colour":"w","limit":1180591620717411303424}'),
    ("belief: limit is 1e400", b'{"cmd":"belief","colour":"w","limit":1e400}'),
    ("belief: limit is a string", b'{"cmd":"belief","colour":"w","limit":"3"}'),
    ("belief_contains: colour is missing", b'{"cmd":"belief_contains","fens":[]}'),
    ("belief_contains: colour is x", b'{"cmd":"belief_contains","colour":"x","fens":[]}'),
    ("belief_contains: fens is missing", b'{"cmd":"belief_contains","colour":"w"}'),
    ("belief_contains: fens is a string", b'{"cmd":"belief_contains","colour":"w","fens":"8/8/8/8/8/8/8/8 w - - 0 1"}'),
    ("belief_contains: a fen is a number", b'{"cmd":"belief_contains","colour":"w","fens":[5]}'),
    ("belief_contains: a bad FEN", b'{"cmd":"belief_contains","colour":"w","fens":["not a fen"]}'),
    ("belief_sample: colour is missing", b'{"cmd":"belief_sample","count":3,"seed":1}'),
    ("belief_sample: count is missing", b'{"cmd":"belief_sample","colour":"w","seed":1}'),
    ("belief_sample: count is -1", b'{"cmd":"belief_sample","colour":"w","count":-1,"seed":1}'),
    ("belief_sample: count is a string", b'{"cmd":"belief_sample","colour":"w","count":"3","seed":1}'),
    ("belief_sample: count is 2^70", b'{"cmd":"belief_sample","colour":"w","count":1180591620717411303424,"seed":1}'),
    ("belief_sample: seed is missing", b'{"cmd":"belief_sample","colour":"w","count":3}'),
    ("belief_sample: seed is -1", b'{"cmd":"belief_sample","colour":"w","count":3,"seed":-1}'),
    ("belief_sample: seed is 1.5", b'{"cmd":"belief_sample","colour":"w","count":3,"seed":1.5}'),
]

# The state a bad request must leave alone, asked through the server itself.
STATE_QUESTIONS = [
    {"cmd": "fen"},
    {"cmd": "moves"},
    {"cmd": "vision", "colour": "w"},
    {"cmd": "observation", "colour": "w"},
    {"cmd": "observation", "colour": "b"},
    {"cmd": "belief", "colour": "w", "limit": 100},
    {"cmd": "belief", "colour": "b", "limit": 100},
]

SETUP = [
    {"cmd": "hello"},
    {"cmd": "load", "fen": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
    {"cmd": "belief_start", "colour": "w", "own_observation": True},
    {"cmd": "belief_start", "colour": "b", "own_observation": False},
    {"cmd": "play", "move": "e2e4"},
]


class Server:
    def __init__(self, fogproof, impl):
        self.process = subprocess.Popen([fogproof, "serve", "--impl", impl], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE)

    def ask(self, line):
        self.process.stdin.write(line + b"\n")
        self.process.stdin.flush()
        reply = self.process.stdout.readline()
        if not reply.endswith(b"\n"):
            raise SystemExit(f"hostile_client: the server ended without a reply (exit {self.process.wait()})")
        return json.loads(reply)

    def state(self):
        return [self.ask(json.dumps(q).encode()) for q in STATE_QUESTIONS]


def main():
    fogproof = sys.argv[1]
    impl = sys.argv[3] if len(sys.argv) > 3 and sys.argv[2] == "--impl" else "engine"
    server = Server(fogproof, impl)
    for request in SETUP:
        reply = server.ask(json.dumps(request).encode())
        if "error" in reply:
            raise SystemExit(f"hostile_client: setup request {request} refused: {reply}")
    before = server.state()
    failures = 0
    for name, line in BAD_REQUESTS:
        reply = server.ask(line)
        if not isinstance(reply, dict) or "error" not in reply:
            print(f"FAIL {name}: reply {str(reply)[:200]} has no \"error\"")
            failures += 1
            continue
        after = server.state()
        if after != before:
            print(f"FAIL {name}: the state changed: {str(before)[:300]} -> {str(after)[:300]}")
            failures += 1
            before = after
            continue
        print(f"ok   {name}: {str(reply['error'])[:100]}")
    # The server still plays on correctly after all of that.
    reply = server.ask(b'{"cmd":"play","move":"e7e5"}')
    if reply != {"ok": True}:
        print(f"FAIL a good move after the bad requests: {reply}")
        failures += 1
    server.process.stdin.write(b'{"cmd":"quit"}\n')
    server.process.stdin.close()
    code = server.process.wait(timeout=10)
    if code != 0:
        print(f"FAIL the server exited with {code} after quit")
        failures += 1
    print(f"hostile_client: {len(BAD_REQUESTS)} bad requests, {failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
