"""fogproof: fog-of-war chess from Python.

The rules engine, belief tracking (the set P of boards a player cannot tell
apart, rules §5), game records and the referee of the fogproof project,
bound from its C++ core. ``fogproof.oracle`` answers the same Position calls
with the project's independent reference reading of the rules.

    >>> import fogproof
    >>> p = fogproof.Position()
    >>> after = p.play("e2e4")
    >>> belief = fogproof.Belief("b")
    >>> belief.after_opponent_move(fogproof.Position.observe(p, after, "b"))
    >>> len(belief)
    20

``fogproof.diff(obj)`` compares a fog-chess implementation written in
Python with the reference, in process (``assert_agrees`` for pytest), and
``fogproof.serve(obj)`` runs it as a protocol child for ``fogproof diff
--against``; ``fogproof.strategies`` has Hypothesis strategies.
"""

from ._fogproof import (
    STARTING_FEN,
    Belief,
    BeliefEmptyError,
    BuiltinPlayer,
    MemoryLimitError,
    GameRecord,
    GameResult,
    Observation,
    Outcome,
    Position,
    RecordsRead,
    SquareSet,
    audit,
    play_game,
    random_player,
    read_records,
    replay,
    sampler_player,
    write_jsonl,
    write_pgn,
    write_uci,
)
from . import oracle
from .external import CallTimeout, DiffFinding, DiffResult, assert_agrees, default_sources, diff, serve

__all__ = [
    "STARTING_FEN",
    "Belief",
    "BeliefEmptyError",
    "CallTimeout",
    "DiffFinding",
    "DiffResult",
    "MemoryLimitError",
    "BuiltinPlayer",
    "GameRecord",
    "GameResult",
    "Observation",
    "Outcome",
    "Position",
    "RecordsRead",
    "SquareSet",
    "assert_agrees",
    "audit",
    "default_sources",
    "diff",
    "oracle",
    "play_game",
    "random_player",
    "read_records",
    "replay",
    "sampler_player",
    "serve",
    "write_jsonl",
    "write_pgn",
    "write_uci",
]
