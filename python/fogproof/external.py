"""Testing a Python fog-chess implementation with fogproof, from its own test
suite: ``diff`` runs the lockstep comparison of ``fogproof diff`` in
process, ``assert_agrees`` makes it a pytest assertion, and ``serve`` runs
the same object as a protocol child for ``fogproof diff --against``.

The object under test has the methods of the external protocol
(docs/protocol.md), called with and returning Python values
(docs/python.md has the whole contract):

==============================  ==============================================
method                          returns
==============================  ==============================================
``load(fen)``                   None, or a str: the reason the FEN is refused
``fen()``                       the position as a six-field FEN (any spelling)
``moves()``                     every fog move, UCI, in any order
``vision(colour)``              the seen squares' names ("e4"), any order
``play(uci)``                   None, or a str: the reason the move is refused
``observation(colour)``         {"seen": [sq...], "pieces": {sq: letter},
                                "captured": sq or None}, from the last play
``belief_start(colour, own)``   None; P of that colour is now {position}
``belief(colour, limit)``       {"size": |P|, "fens": [...]}: fens when
                                size <= limit
==============================  ==============================================

load, moves and play are required; the others are compared when present
(belief_start and belief together). Colours are "w" and "b".
"""
from dataclasses import dataclass, field
from typing import Any, Callable, Optional, Sequence

from . import _fogproof

CallTimeout = _fogproof.CallTimeout
default_sources = _fogproof.default_sources


@dataclass(frozen=True)
class DiffFinding:
    """The first disagreement, minimized."""

    found_in: str  # the game it was found in, e.g. "random (seed 1) #12"
    found_at_ply: int
    minimized_plies: int
    reproduced: bool  # the minimized scenario failed again on a fresh run
    check: str  # what differed, e.g. "the truth is in its P"
    scenario: dict  # the minimized scenario (start, moves, settings, what failed)
    scenario_text: str  # the same as the file `fogproof repro --against CMD FILE` reads
    report: str  # the minimized scenario's report, ply by ply

    def save(self, path: str) -> None:
        """Writes the scenario file for ``fogproof repro --against CMD path``."""
        with open(path, "w", encoding="utf-8") as f:
            f.write(self.scenario_text)


def _reported(field_name: str) -> property:
    return property(lambda result: result.json[field_name], doc=f"The field {field_name!r} of the report.")


@dataclass(frozen=True)
class DiffResult:
    """What ``diff`` found; ``str(result)`` is what ``fogproof diff`` prints."""

    verdict: str  # "agree", "disagree", "error", "nothing-compared" or "clauses-missing"
    report: str
    json: dict = field(repr=False)  # the document of `fogproof diff --json`
    finding: Optional[DiffFinding] = None
    error: Optional[str] = None  # when verdict is "error": the call, the request and the traceback
    warnings: tuple = ()  # sources that yielded nothing
    seconds_in_object: float = 0.0  # spent inside the object's methods

    @property
    def agreed(self) -> bool:
        return self.verdict == "agree"

    # The counts, as `fogproof diff --json` names them.
    games = _reported("games")
    plies = _reported("plies")
    comparisons = _reported("comparisons")  # by kind
    games_by_source = _reported("games_by_source")
    skipped = _reported("skipped")
    skipped_games = _reported("skipped_games")  # each with its source, reason and game index
    seconds = _reported("seconds")
    plies_per_second = _reported("plies_per_second")

    def __str__(self) -> str:
        return self.report


def diff(impl: Any, games: int = 200, seed: int = 1, reference: str = "oracle", plies: int = 80,
         belief_limit: int = 200, sources: Optional[Sequence[str]] = None, timeout: Optional[float] = None, *,
         targeted: int = 12, minimize_seconds: int = 60, require_clauses: Optional[Sequence[str]] = None,
         strict_answers: bool = False, strict_fen: bool = False, command: Optional[str] = None,
         out: Optional[str] = None, progress: Optional[Callable[[str], None]] = None) -> DiffResult:
    """Compares ``impl`` with fogproof's reference as ``fogproof diff`` does:
    every game of ``sources`` (folders of records and fuzz inputs; None: the
    checkout's corpora and the shared real games, ``default_sources()``;
    ``[]``: none) and ``games`` seeded random games, in lockstep, up to
    ``plies`` plies each; beliefs compared board by board while both have
    at most ``belief_limit`` boards; before them, the error-path probes and
    ``targeted`` games of each generator built to reach rare rule clauses.
    The first disagreement is minimized (at most ``minimize_seconds``).
    ``require_clauses`` ("all" or clause IDs, docs/clauses.md) fails an
    agreeing run that never exercised one ("all" leaves out what the
    object cannot reach with the methods it has, e.g. no beliefs: no 5.*);
    ``strict_answers`` fails the other reading of an open question instead
    of noting it. A FEN only docs/rules.md refuses, accepted, is a note
    (``json["notes"]``) unless ``strict_fen`` (or ``strict_answers``).

    ``timeout`` (seconds) bounds each method call: a call past it is stopped
    with ``CallTimeout`` and reported (a call blocked in C code is reported
    when it returns). A move or belief request that returns after that
    limit (10 s when ``timeout`` is None) while P is larger than any the
    object answered in time ends beliefs for that game (the object is loaded
    at the reference's position), and that size caps P for the rest of the
    run (``json["slow_child"]``). A method that raises, or returns what the protocol
    cannot carry, ends the run with verdict "error"; KeyboardInterrupt stops
    it and propagates. ``command`` names how to run the object as a protocol
    child (``python3 -m my_engine``): the report and a saved scenario use it.
    ``out`` saves a finding's scenario there. ``progress`` receives a line
    now and then.
    """
    if isinstance(require_clauses, str):
        require_clauses = [require_clauses]
    raw = _fogproof._diff(impl, games=games, targeted=targeted, seed=seed, reference=reference, plies=plies,
                          belief_limit=belief_limit, sources=None if sources is None else [str(s) for s in sources],
                          timeout=timeout, minimize_seconds=minimize_seconds,
                          require_clauses=",".join(require_clauses or []), strict_answers=strict_answers,
                          strict_fen=strict_fen, command=command or "", out=str(out) if out else "", progress=progress)
    finding = DiffFinding(**raw["finding"]) if raw["finding"] else None
    return DiffResult(verdict=raw["verdict"], report=raw["report"], json=raw["json"], finding=finding,
                      error=raw["error"], warnings=tuple(raw["warnings"]),
                      seconds_in_object=raw["seconds_in_object"])


def assert_agrees(impl: Any, **options: Any) -> DiffResult:
    """``diff(impl, **options)``; raises AssertionError carrying the report
    unless the verdict is "agree"."""
    result = diff(impl, **options)
    if not result.agreed:
        raise AssertionError("\n" + result.report)
    return result


def serve(impl: Any) -> None:
    """Runs protocol v1 (docs/protocol.md) for ``impl`` on stdin and stdout,
    so that ``fogproof diff --against "python3 my_adapter.py"`` compares
    it. Returns at ``quit`` or the end of the input. While it serves,
    ``print`` goes to stderr (stdout carries only replies). When a method
    raises or returns what the protocol cannot carry, it writes the
    traceback and the request on stderr and exits with status 1, as a
    crashing child would; fogproof diff reports those lines."""
    import sys

    replies = sys.stdout
    replies.flush()
    sys.stdout = sys.stderr
    try:
        status = _fogproof._serve(impl, sys.stdin.buffer, replies.buffer, sys.stderr)
    finally:
        sys.stdout = replies
    if status:
        raise SystemExit(status)


__all__ = ["CallTimeout", "DiffFinding", "DiffResult", "assert_agrees", "default_sources", "diff", "serve"]
