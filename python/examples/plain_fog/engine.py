"""PlainFog: the plain_fog board and belief behind the methods of fogproof's
external protocol (docs/protocol.md), so that `fogproof.diff(PlainFog())`
compares it with fogproof's reference in process and `python3 -m plain_fog`
serves it to `fogproof diff --against` as a child process."""
import random
from typing import Optional

from .belief import Belief, observe
from .board import SPELLINGS, STARTING_FEN, legal_moves, parse_fen, play, square_name, vision, write_fen


# P larger than this is frozen: updating it in pure Python would take
# longer than fogproof waits for a reply, so the engine says so and fogproof
# stops checking that belief for the game (docs/protocol.md). 300, as the
# JS adapters: at 1,000 the example's own pytest suite outlasted its 300 s
# bound on a loaded 2-core machine.
FREEZE_ABOVE = 300


class PlainFog:
    def __init__(self, spelling: str = "xfen", freeze_above: int = FREEZE_ABOVE):
        if spelling not in SPELLINGS:
            raise ValueError(f"unknown spelling {spelling!r} (expected one of {', '.join(SPELLINGS)})")
        self.spelling = spelling
        self.freeze_above = freeze_above
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
            if len(belief.fens) <= self.freeze_above:
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

    def _fens(self, colour: str) -> set:
        belief = self.beliefs.get(colour)
        return belief.fens if belief else set()

    def _frozen(self, colour: str) -> Optional[dict]:
        fens = self._fens(colour)
        return {"size": len(fens), "frozen": True} if len(fens) > self.freeze_above else None

    def belief(self, colour: str, limit: int) -> dict:
        fens = self._fens(colour)
        frozen = self._frozen(colour)
        if frozen or len(fens) > limit:
            return frozen or {"size": len(fens)}
        return {"size": len(fens), "fens": sorted(fens)}

    def belief_contains(self, colour: str, fens: list):
        """Membership by this engine's own key: each FEN is read and written
        again in the spelling P is stored in, whatever spelling it came in.
        A board whose king was captured is a board of P too (the true board
        once the game ended that way)."""
        stored = self._fens(colour)
        keys = [write_fen(parse_fen(fen, king_captured=True), self.spelling) for fen in fens]
        return self._frozen(colour) or [key in stored for key in keys]

    def belief_sample(self, colour: str, count: int, seed: int) -> dict:
        fens = sorted(self._fens(colour))
        return self._frozen(colour) or {"size": len(fens), "fens": random.Random(seed).sample(fens, min(count, len(fens)))}
