"""Runs a Python child under coverage.py for `fogproof diff --coverage`.

    fogproof cov python SCRIPT [ARGS...]
    fogproof cov python -m MODULE [ARGS...]

The child runs in this process with branch coverage (coverage.py's C
tracer). When a request that begins a ply or a game reaches the child
(play, load, hello: external/coverage/side_channel_lines.hpp), before the
child reads it, the arcs it ran since the last take are taken, and written
as 32-bit ids in hex on the side pipe fogproof names in
FOGPROOF_COVERAGE_FD just before the next reply line leaves for stdout
(every other reply line gets an empty one): the parent, having read the
reply, finds its line already there. Without that variable the child runs
unmeasured.
"""
import io
import os
import runpy
import sys
import zlib

USAGE = "usage: fogproof cov python (SCRIPT | -m MODULE) [ARGS...]"


def arc_id(file_hash, arc):
    """One 32-bit id per (file, arc). coverage.py's C tracer packs an arc
    into an int (two 20-bit line numbers and their signs); its Python
    tracer keeps (from, to) tuples, packed here the same way."""
    if isinstance(arc, tuple):
        first, second = arc
        arc = (abs(first) & 0xFFFFF) | (abs(second) & 0xFFFFF) << 20 | (first < 0) << 40 | (second < 0) << 41
    mixed = (arc * 0x9E3779B97F4A7C15 ^ file_hash) & 0xFFFFFFFFFFFFFFFF
    return (mixed ^ mixed >> 32) & 0xFFFFFFFF


class ArcTaker:
    """The arcs run since the last take, read from coverage.py's collector
    and cleared there, so that each take costs what the child ran, not all
    it ever ran. (coverage.py's public get_data() merges into its SQLite
    store: right for a report, too slow for a reply.)"""

    def __init__(self, cov):
        self.collector = cov._collector  # Debian's python3-coverage 6.5
        self.file_hashes = {}

    def take(self):
        ids = set()
        for filename, arcs in self.collector.data.items():
            if not arcs:
                continue
            file_hash = self.file_hashes.get(filename)
            if file_hash is None:
                file_hash = self.file_hashes[filename] = zlib.crc32(filename.encode()) << 32
            ids.update(arc_id(file_hash, arc) for arc in arcs)
            arcs.clear()  # in place: the tracer holds these dicts
        return ids


# A request beginning a ply or a game: what ran before it is taken.
BEGINS = (b'{"cmd":"play"', b'{"cmd":"load"', b'{"cmd":"hello"')


class WatchedStdin(io.RawIOBase):
    """fd 0, taking the child's coverage when a request beginning a ply or
    a game arrives. Such a request comes when the child has answered every
    request before it, so it begins what one read brings."""

    def __init__(self, taker):
        super().__init__()
        self.taker = taker
        self.taken = set()

    def readable(self):
        return True

    def fileno(self):
        return 0

    def readinto(self, buffer):
        data = os.read(0, len(buffer))
        if data.startswith(BEGINS):
            self.taken = self.taker.take()
        buffer[:len(data)] = data
        return len(data)


class ReportingStdout(io.RawIOBase):
    """fd 1, but every write that ends a reply line first sends what was
    taken for it (one side line per line ended, the first carrying it)."""

    def __init__(self, stdin, side_fd):
        super().__init__()
        self.stdin, self.side_fd = stdin, side_fd

    def writable(self):
        return True

    def fileno(self):
        return 1

    def write(self, data):
        data = bytes(data)
        lines_ended = data.count(b"\n")
        if lines_ended:
            ids, self.stdin.taken = self.stdin.taken, set()
            side = " ".join(format(i, "x") for i in sorted(ids)) + "\n" + "\n" * (lines_ended - 1)
            write_all(self.side_fd, side.encode())
        write_all(1, data)
        return len(data)


def write_all(fd, data):
    while data:
        data = data[os.write(fd, data):]


def main():
    args = sys.argv[1:]
    if not args or (args[0] == "-m" and len(args) < 2):
        sys.exit(USAGE)
    side_fd = os.environ.pop("FOGPROOF_COVERAGE_FD", None)  # not for the child's own children
    cov = None
    if side_fd is not None:
        try:
            import coverage
        except ImportError:
            sys.exit(f"fogproof cov python: coverage.py is not installed for {sys.executable} "
                     "(Debian: apt-get install python3-coverage)")
        side_fd = int(side_fd)
        cov = coverage.Coverage(branch=True, data_file=None, config_file=False, omit=[os.path.abspath(__file__)])
        write_all(side_fd, b"fogproof-coverage 2 python\n")
        cov.start()  # makes the collector ArcTaker reads
        stdin = WatchedStdin(ArcTaker(cov))
        sys.stdin = io.TextIOWrapper(io.BufferedReader(stdin), encoding=sys.stdin.encoding, errors=sys.stdin.errors)
        sys.stdout = io.TextIOWrapper(io.BufferedWriter(ReportingStdout(stdin, side_fd)), encoding=sys.stdout.encoding,
                                      errors=sys.stdout.errors, line_buffering=True)
    # The child sees itself as the program: its argv, and its own directory
    # (or, for -m, the current one) first on the path.
    if args[0] == "-m":
        sys.argv = [args[1]] + args[2:]
        sys.path[0] = os.getcwd()
        runpy.run_module(args[1], run_name="__main__", alter_sys=True)
    else:
        sys.argv = args
        sys.path[0] = os.path.dirname(os.path.abspath(args[0]))
        runpy.run_path(args[0], run_name="__main__")


if __name__ == "__main__":
    try:
        main()
    finally:
        sys.stdout.flush()
