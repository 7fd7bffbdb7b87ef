"""Implementations with planted faults, built on the example engine
(python/examples/plain_fog): the tests run them in process with
fogproof.diff and as protocol children (`python3 planted.py FAULT`)."""
import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "examples"))

from plain_fog import PlainFog  # noqa: E402


class NoKnightPromotions(PlainFog):
    """A move generator that forgets under-promotion to a knight."""

    def moves(self):
        return [m for m in super().moves() if not m.endswith("n")]


class FenRaises(PlainFog):
    """fen() raises from the fourth ply of a game on."""

    def fen(self):
        if self.board.fullmove >= 3:
            return 1 / 0
        return super().fen()


class Plays:
    """Only the required methods: load, moves and play (nothing else is compared)."""

    def __init__(self):
        self.engine = PlainFog()

    def load(self, fen):
        return self.engine.load(fen)

    def moves(self):
        return self.engine.moves()

    def play(self, uci):
        return self.engine.play(uci)


class SpinsInVision(PlainFog):
    """vision() never returns once Black has moved twice: a Python loop, which a timeout stops."""

    def vision(self, colour):
        while self.board.fullmove >= 3:
            pass
        return super().vision(colour)


class SleepsInVision(PlainFog):
    """vision() blocks in time.sleep (C code) once: a timeout reports it when it returns."""

    slept = False

    def vision(self, colour):
        if self.board.fullmove >= 3 and not self.slept:
            self.slept = True
            time.sleep(1.0)
        return super().vision(colour)


class SlowOnLargeBelief(PlainFog):
    """belief() answers a P of more than 200 boards (the board-by-board
    limit) only after SLOW_SECONDS, once: a slow object, not a hung one."""

    SLOW_SECONDS = 10.5  # past fogproof.diff's 10 s limit on an update when no timeout is given
    slept = False

    def belief(self, colour, limit):
        if len(self._fens(colour)) > 200 and not self.slept:
            self.slept = True
            time.sleep(self.SLOW_SECONDS)
        return super().belief(colour, limit)


PLANTED = {cls.__name__: cls for cls in (NoKnightPromotions, FenRaises, Plays, SpinsInVision, SleepsInVision,
                                         SlowOnLargeBelief)}

if __name__ == "__main__":
    import fogproof

    fogproof.serve(PLANTED[sys.argv[1]]())
