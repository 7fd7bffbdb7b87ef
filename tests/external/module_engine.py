#!/usr/bin/env python3
"""A fog engine that keeps up at a million boards: protocol v1 over
fogproof's Python module (its Position and its Belief, the engine's core),
served by fogproof.serve. It is the child the planted faults at scale
(mutants/scale/*.patch) are planted in: the chess.js adapter freezes P at
300 boards, and a fault that shows only above 10^4 boards needs a child
that still tracks P there. Unpatched, it agrees with the reference at any
size (the control: tests/CMakeLists.txt, diff_module_engine_agrees).

    PYTHONPATH=build/release/python python3 tests/external/module_engine.py
"""
import sys

import fogproof

FILES = "abcdefgh"


def name(square: int) -> str:
    return FILES[square % 8] + str(square // 8 + 1)


class ModuleEngine:
    name = "fogproof module engine (test child)"

    def __init__(self):
        self.load("startpos")

    def load(self, fen):
        try:
            self.board = fogproof.Position(fen)
        except ValueError as e:
            return str(e)
        self.beliefs = {}
        self.last = None
        return None

    def fen(self):
        return self.board.fen("xfen")

    def moves(self):
        return self.board.moves()

    def vision(self, colour):
        return self.board.vision(colour).names()

    def play(self, uci):
        try:
            after = self.board.play(uci)
        except ValueError as e:
            return str(e)
        before, mover = self.board, self.board.turn
        self.board, self.last = after, (before, after)
        for colour, belief in self.beliefs.items():
            seen = fogproof.Position.observe(before, after, colour)
            if colour == mover:
                belief.after_own_move(uci, seen)
            else:
                belief.after_opponent_move(seen)
        return None

    def observation(self, colour):
        seen = fogproof.Position.observe(*self.last, colour)
        captured = seen.own_piece_captured
        return {"seen": seen.seen.names(), "pieces": {name(s): p for s, p in seen.pieces.items()},
                "captured": name(captured) if captured is not None else None}

    def belief_start(self, colour, own_observation):
        self.beliefs[colour] = fogproof.Belief(colour, self.board, threads=1, own_observation=own_observation)

    def belief(self, colour, limit):
        belief = self.beliefs[colour]
        reply = {"size": belief.size}
        if belief.size <= limit:
            reply["fens"] = list(belief.fens())
        return reply

    # Membership by this engine's own key: the board each FEN names,
    # whatever spelling it uses.
    def belief_contains(self, colour, fens):
        belief = self.beliefs[colour]
        return [fogproof.Position(fen, allow_missing_kings=True) in belief for fen in fens]

    def belief_sample(self, colour, count, seed):
        belief = self.beliefs[colour]
        return {"size": belief.size, "fens": [p.fen("xfen") for p in belief.sample(count, seed=seed)]}


if __name__ == "__main__":
    fogproof.serve(ModuleEngine())
    sys.exit(0)
