"""Observations and the belief P of plain_fog (rules sections 2, 3 and 5).

P is kept as a set of FEN strings, each written by board.write_fen in the
engine's spelling: with the canonical `xfen` spelling two boards are the
same string exactly when they are duplicates (rules section 5). With the
`legal` spelling this is the incident: a board whose en passant capture
would leave its king in check is stored without the square, so the board
rebuilt from it no longer sees what the true board saw.
"""
from typing import NamedTuple, Optional

from operator import itemgetter

from .board import Board, colour_of, has_moves, legal_moves, other, parse_fen, play, vision, write_fen


class Observation(NamedTuple):
    """What one colour learns from one move (rules section 3)."""

    view: str  # 64 characters: the piece or '.' on each seen square, '?' on the others
    captured: Optional[int]  # the square of the viewer's own piece the move captured
    ending: Optional[str]  # how the move ended the game, as far as the board pair tells


def game_ending(after: Board, captured_piece: str) -> Optional[str]:
    """Rules section 2 in its order, the parts a board pair decides
    (repetition needs the game's history)."""
    if captured_piece in ("K", "k"):
        return "king-captured by " + other(colour_of(captured_piece))
    if not has_moves(after):
        return "no-moves"
    if after.halfmove >= 100:
        return "fifty-moves"
    return None


def observe(before: Board, after: Board, captured: Optional[int], viewer: str) -> Observation:
    seen = vision(after, viewer)
    view = "".join(piece if s in seen else "?" for s, piece in enumerate(after.squares))
    lost = before.squares[captured] if captured is not None else "."
    own_lost = captured if colour_of(lost) == viewer else None
    return Observation(view, own_lost, game_ending(after, lost))


class Belief:
    """P for one colour, from a known start."""

    def __init__(self, colour: str, start: Board, own_observation: bool, spelling: str):
        self.colour, self.own_observation, self.spelling = colour, own_observation, spelling
        self.fens = {write_fen(start, spelling)}

    def after_move(self, move: str, mover: str, seen: Observation) -> None:
        """Every board of P makes the move (its own) or every legal move (the
        opponent's); the results whose observation equals `seen` stay."""
        own = mover == self.colour
        matches = _Matcher(self.colour, seen)
        kept = set()
        for fen in self.fens:
            board = parse_fen(fen)
            for candidate in ([move] if own else legal_moves(board)):
                if own and candidate not in legal_moves(board):
                    continue  # the move was played, so this board was not the truth
                after, captured = play(board, candidate)
                if (own and not self.own_observation) or matches(board, after, captured):
                    kept.add(write_fen(after, self.spelling))
        self.fens = kept


class _Matcher:
    """Whether a candidate move gives the viewer the observation `seen`.
    Most candidates fail on what is cheap to check, so that goes first: the
    viewer knows which of its own pieces vanished and what stands on each
    square it saw; only then is the candidate's own vision computed."""

    def __init__(self, viewer: str, seen: Observation):
        self.viewer, self.seen = viewer, seen
        squares = [s for s, c in enumerate(seen.view) if c != "?"]
        self.contents = itemgetter(*squares) if squares else lambda board: ()  # a viewer left with nothing sees nothing
        self.expected = self.contents(seen.view)

    def __call__(self, before: Board, after: Board, captured: Optional[int]) -> bool:
        lost = captured if captured is not None and colour_of(before.squares[captured]) == self.viewer else None
        return (lost == self.seen.captured and self.contents(after.squares) == self.expected
                and observe(before, after, captured, self.viewer) == self.seen)
