"""PlainFog: the plain_fog board and belief behind the methods of fogproof's
external protocol (docs/protocol.md), so that `fogproof.diff(PlainFog())`
compares it with fogproof's reference in process and `python3 -m plain_fog`
serves it to `fogproof diff --against` as a child process."""
from typing import Optional

from .belief import Belief, observe
from .board import SPELLINGS, STARTING_FEN, legal_moves, parse_fen, play, square_name, vision, write_fen


class PlainFog:
    def __init__(self, spelling: str = "xfen"):
        if spelling not in SPELLINGS:
            raise ValueError(f"unknown spelling {spelling!r} (expected one of {', '.join(SPELLINGS)})")
        self.spelling = spelling
        self.name = f"plain_fog ({spelling})"
        self.load(STARTING_FEN)

    def load(self, fen: str) -> Optional[str]:
        """None when the FEN is taken, else the reason it is refused."""
        try:
            self.board = parse_fen(fen)
        except ValueError as e:
            return str(e)
        self.beliefs = {}
        self.last_move = None  # (board before, board after, captured square)
        return None

    def fen(self) -> str:
        return write_fen(self.board, self.spelling)

    def moves(self) -> list:
        return legal_moves(self.board)

    def vision(self, colour: str) -> list:
        return [square_name(s) for s in vision(self.board, colour)]

    def play(self, uci: str) -> Optional[str]:
        if uci not in legal_moves(self.board):
            return f"{uci} is not a fog move here"
        before, mover = self.board, self.board.turn
        self.board, captured = play(before, uci)
        self.last_move = (before, self.board, captured)
        for colour, belief in self.beliefs.items():
            belief.after_move(uci, mover, observe(before, self.board, captured, colour))
        return None

    def observation(self, colour: str) -> dict:
        before, after, captured = self.last_move
        seen = observe(before, after, captured, colour)
        return {
            "seen": [square_name(s) for s, c in enumerate(seen.view) if c != "?"],
            "pieces": {square_name(s): c for s, c in enumerate(seen.view) if c not in "?."},
            "captured": square_name(seen.captured) if seen.captured is not None else None,
        }

    def belief_start(self, colour: str, own_observation: bool) -> None:
        self.beliefs[colour] = Belief(colour, self.board, own_observation, self.spelling)

    def belief(self, colour: str, limit: int) -> dict:
        belief = self.beliefs.get(colour)
        fens = belief.fens if belief else set()
        if len(fens) > limit:
            return {"size": len(fens)}
        return {"size": len(fens), "fens": sorted(fens)}
