#!/usr/bin/env python3
"""A protocol adapter that goes wrong on purpose, for the fault tests of
`fogproof diff`: it relays requests to a correct implementation
(`fogproof serve`) and, from request number AFTER on, misbehaves as MODE says.

    misbehaving_adapter.py FOGPROOF MODE AFTER

MODE: die (exits with code 3), crash (SIGSEGV), garbage (a line that is not
JSON), hang (never answers), missing (a reply without its fields),
silent-exit (closes stdout and exits 0).
"""
import os
import signal
import subprocess
import sys
import time


def main():
    fogproof, mode, after = sys.argv[1], sys.argv[2], int(sys.argv[3])
    server = subprocess.Popen([fogproof, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    for count, line in enumerate(sys.stdin, start=1):
        if count >= after:
            print(f"misbehaving_adapter: request {count} ({line.strip()[:60]}): now '{mode}'", file=sys.stderr, flush=True)
            if mode == "die":
                sys.exit(3)
            if mode == "crash":
                os.kill(os.getpid(), signal.SIGSEGV)
            if mode == "garbage":
                print("this is not JSON", flush=True)
                continue
            if mode == "hang":
                time.sleep(3600)
            if mode == "missing":
                print("{}", flush=True)
                continue
            if mode == "silent-exit":
                sys.stdout.close()
                sys.exit(0)
        server.stdin.write(line)
        server.stdin.flush()
        print(server.stdout.readline(), end="", flush=True)


if __name__ == "__main__":
    main()
