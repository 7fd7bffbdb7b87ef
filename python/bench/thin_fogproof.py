#!/usr/bin/env python3
"""fogproof's own engine behind the protocol methods, in a few lines of
Python: every answer is one call into the C++ module, so a diff of it
measures the way the answers travel (in process, or through a child and
its pipes) rather than the cost of a Python engine.

    PYTHONPATH=build/release/python python3 python/bench/thin_fogproof.py   # serves it
"""
import fogproof

NAMES = [f + r for r in "12345678" for f in "abcdefgh"]


class ThinFogproof:
    name = "thin-fogproof"

    def load(self, fen):
        try:
            self.position = fogproof.Position(fen, allow_missing_kings=True)
        except ValueError as e:
            return str(e)
        self.beliefs, self.before = {}, None
        return None

    def fen(self):
        return self.position.fen()

    def moves(self):
        return self.position.moves()

    def vision(self, colour):
        return self.position.vision(colour).names()

    def play(self, uci):
        before = self.position
        try:
            self.position = before.play(uci)
        except ValueError as e:
            return str(e)
        self.before = before
        for colour, belief in self.beliefs.items():
            seen = fogproof.Position.observe(before, self.position, colour)
            if colour == before.turn:
                belief.after_own_move(uci, seen)
            else:
                belief.after_opponent_move(seen)
        return None

    def observation(self, colour):
        seen = fogproof.Position.observe(self.before, self.position, colour)
        captured = seen.own_piece_captured
        return {"seen": seen.seen.names(), "pieces": {NAMES[s]: p for s, p in seen.pieces.items()},
                "captured": None if captured is None else NAMES[captured]}

    def belief_start(self, colour, own_observation):
        self.beliefs[colour] = fogproof.Belief(colour, self.position, own_observation=own_observation)

    def belief(self, colour, limit):
        p = self.beliefs[colour]
        return {"size": len(p), "fens": list(p.fens())} if len(p) <= limit else {"size": len(p)}


if __name__ == "__main__":
    fogproof.serve(ThinFogproof())
