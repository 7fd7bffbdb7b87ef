#!/usr/bin/env python3
"""A protocol adapter that answers one request with hostile bytes, for the
hardening tests of `fogproof diff`: it relays requests to a correct
implementation (`fogproof serve`) and replaces the reply to the first
request whose command is the kind's target with the kind's bytes.

    hostile_adapter.py FOGPROOF KIND

Every kind must end `fogproof diff` by itself with exit 1 (a disagreement)
or 2 (a protocol fault), never a signal, within its timeout.
"""
import subprocess
import sys

HELLO = b'{"name":"hostile","protocol":1,"supports":["fen","moves","vision","play","observation","belief"]}'


def deep(depth):
    return b'{"moves":' + b"[" * depth + b"]" * depth + b"}"


# kind: (the command whose reply is replaced, the bytes written instead,
#        whether the adapter exits right after writing them)
KINDS = {
    "deep-nesting": ("moves", deep(100_000), False),
    "deep-nesting-in-error": ("play", b'{"error":' + b"[" * 100_000 + b"]" * 100_000 + b"}", False),
    "huge-line": ("moves", b'{"moves":["' + b"a" * 50_000_000 + b'"]}', False),
    "wrong-type-moves": ("moves", b'{"moves":{"e2e4":true}}', False),
    "wrong-type-move-item": ("moves", b'{"moves":["e2e4",[[["x"]]]]}', False),
    "wrong-type-ok": ("load", b'{"ok":"yes"}', False),
    "wrong-type-squares": ("vision", b'{"squares":[1,{"a":[]}]}', False),
    "wrong-type-pieces": ("observation", b'{"seen":[],"pieces":{"e4":{"p":[1]}},"captured":null}', False),
    "wrong-type-captured": ("observation", b'{"seen":[],"pieces":{},"captured":[]}', False),
    "wrong-type-fen": ("fen", b'{"fen":["rnbqkbnr"]}', False),
    "wrong-type-protocol": ("hello", b'{"name":"x","protocol":"1","supports":["moves","play"]}', False),
    "wrong-type-name": ("hello", b'{"name":' + b"[" * 60 + b"]" * 60 + b',"protocol":1,"supports":[]}', False),
    "invalid-utf8": ("moves", b'{"moves":["e2e4\xff\xfe"]}', False),
    "invalid-utf8-error": ("play", b'{"error":"\xc3"}', False),
    "nul-bytes": ("moves", b'{"moves":["e2e4\x00"]}', False),
    "nul-outside-string": ("moves", b'{"moves":[]}\x00', False),
    "no-newline-then-eof": ("moves", b'{"moves":[]}', True),
    "size-1e400": ("belief", b'{"size":1e400,"fens":[]}', False),
    "size-minus-1": ("belief", b'{"size":-1,"fens":[]}', False),
    "size-2-pow-70": ("belief", b'{"size":1180591620717411303424,"fens":[]}', False),
    "duplicate-keys": ("moves", b'{"moves":["zzzz"],"moves":["yyyy"]}', False),
    "enormous-fens": ("belief", b'{"size":0,"fens":[' + b",".join([b'"x"'] * 200_000) + b"]}", False),
    "enormous-fens-past-bound": ("belief", b'{"size":0,"fens":[' + b",".join([b'"x"'] * 2_000_000) + b"]}", False),
    "control-bytes-in-error": ("play", b'{"error":"\\u001b[31mred\\u0007' + b"z" * 100_000 + b'"}', False),
    "long-fen": ("fen", b'{"fen":"' + b"8/" * 200_000 + b'"}', False),
    # Membership answers for fewer boards than were asked about: which board
    # an answer belongs to is unknowable, so it is a fault, not a guess.
    "contains-wrong-count": ("belief_contains", b'{"contains":[true]}', False),
    "contains-not-bool": ("belief_contains", b'{"contains":[1,1]}', False),
}


def main():
    fogproof, kind = sys.argv[1], sys.argv[2]
    out = sys.stdout.buffer
    if kind == "reply-before-request":
        # A reply nobody asked for, before the hello: every later reply is
        # then one request late.
        out.write(HELLO + b"\n")
        out.flush()
        target = None
    else:
        target, garbage, exit_after = KINDS[kind]
    server = subprocess.Popen([fogproof, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    replaced = False
    for line in sys.stdin.buffer:
        server.stdin.write(line)
        server.stdin.flush()
        reply = server.stdout.readline()
        if not replaced and target is not None and f'"cmd":"{target}"'.encode() in line:
            replaced = True
            print(f"hostile_adapter: answering {line.strip()[:60]!r} with '{kind}'", file=sys.stderr, flush=True)
            out.write(garbage)
            if exit_after:
                out.flush()
                return
            out.write(b"\n")
        else:
            out.write(reply)
        out.flush()


if __name__ == "__main__":
    try:
        main()
    except BrokenPipeError:
        # fogproof stopped reading (a reply past its bound): nothing to add.
        pass
