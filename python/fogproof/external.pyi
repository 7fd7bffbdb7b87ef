"""Type stubs of fogproof.external: diff, assert_agrees, serve."""

from typing import Any, Callable, Literal, Optional, Protocol, Sequence, Union

Colour = Literal["w", "b"]

class Observed(Protocol):
    """What observation(colour) returns."""
    def __getitem__(self, key: Literal["seen", "pieces", "captured"]) -> Any: ...

class FogImplementation(Protocol):
    """The methods fogproof.diff and fogproof.serve call (load, moves and play are required)."""
    def load(self, fen: str) -> Optional[str]: ...
    def moves(self) -> Sequence[str]: ...
    def play(self, uci: str) -> Optional[str]: ...
    # Optional: fen() -> str; vision(colour) -> Sequence[str] | set[str];
    # observation(colour) -> {"seen": [...], "pieces": {sq: letter}, "captured": sq | None};
    # belief_start(colour, own_observation: bool) -> None;
    # belief(colour, limit: int) -> {"size": int, "fens": [...]}; name: str.

class CallTimeout(BaseException):
    """Raised inside a method that runs past diff(timeout=...)."""

def default_sources() -> list[str]: ...

class DiffFinding:
    found_in: str
    found_at_ply: int
    minimized_plies: int
    reproduced: bool
    check: str
    scenario: dict[str, Any]
    scenario_text: str
    report: str
    def save(self, path: str) -> None: ...

class DiffResult:
    verdict: Literal["agree", "disagree", "error", "nothing-compared", "clauses-missing"]
    report: str
    json: dict[str, Any]
    finding: Optional[DiffFinding]
    error: Optional[str]
    warnings: tuple[str, ...]
    seconds_in_object: float
    @property
    def agreed(self) -> bool: ...
    @property
    def games(self) -> int: ...
    @property
    def plies(self) -> int: ...
    @property
    def comparisons(self) -> dict[str, int]: ...
    @property
    def games_by_source(self) -> dict[str, int]: ...
    @property
    def skipped(self) -> int: ...
    @property
    def skipped_games(self) -> list[dict[str, str | int]]: ...
    @property
    def seconds(self) -> float: ...
    @property
    def plies_per_second(self) -> float: ...

def diff(impl: FogImplementation, games: int = 200, seed: int = 1, reference: Literal["oracle", "engine"] = "oracle",
         plies: int = 80, belief_limit: int = 200, sources: Optional[Sequence[str]] = None,
         timeout: Optional[float] = None, *, targeted: int = 12, minimize_seconds: int = 60,
         require_clauses: Optional[Sequence[str]] = None, strict_answers: bool = False,
         strict_fen: bool = False, command: Optional[str] = None, out: Optional[str] = None,
         progress: Optional[Callable[[str], None]] = None) -> DiffResult: ...
def assert_agrees(impl: FogImplementation, **options: Any) -> DiffResult: ...
def serve(impl: FogImplementation) -> None: ...
