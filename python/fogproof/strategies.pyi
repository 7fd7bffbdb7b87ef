"""Type stubs of fogproof.strategies (Hypothesis)."""

from typing import Optional, Union

from hypothesis.strategies import SearchStrategy

SQUARES: list[str]

class FogGame:
    start: str
    moves: tuple[str, ...]
    fens: tuple[str, ...]

class ObservedMove:
    before: str
    move: str
    after: str
    colour: str
    seen: frozenset[str]
    pieces: dict[str, str]
    captured: Optional[str]
    def reply(self) -> dict[str, object]: ...

def positions(max_pieces: int = 12, en_passant: bool = False) -> SearchStrategy[str]: ...
def fog_games(plies: int = 20, start: Union[None, str, SearchStrategy[str]] = None) -> SearchStrategy[FogGame]: ...
def observations(start: Union[None, str, SearchStrategy[str]] = None) -> SearchStrategy[ObservedMove]: ...
