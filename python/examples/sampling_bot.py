#!/usr/bin/env python3
"""A fog-chess bot in Python: it tracks its belief P (rules §5) with fogproof,
samples boards from P, and picks the move that does best on them. It plays
one game against the built-in random player under the referee of
`fogproof selfplay` and writes the game as a JSONL record.

    PYTHONPATH=build/release/python python3 python/examples/sampling_bot.py --out game.jsonl
"""
import argparse
import random

import fogproof

VALUE = {"p": 1, "n": 3, "b": 3, "r": 5, "q": 9, "k": 100}


class SamplingBot:
    name = "sampling-bot"

    def __init__(self, seed, samples=12, cap=20000):
        self.seed, self.samples, self.cap = seed, samples, cap
        self.rng = random.Random(seed)

    def reset(self, colour, start):
        self.colour, self.belief = colour, fogproof.Belief(colour, start, cap=self.cap)

    def observe_own_move(self, move, observation):
        self.update(lambda b: b.after_own_move(move, observation))

    def observe_opponent_move(self, observation):
        self.update(lambda b: b.after_opponent_move(observation))

    def update(self, step):
        try:
            if self.belief is not None:
                step(self.belief)
        except fogproof.BeliefEmptyError:
            self.belief = None  # only a cap can lose the truth; play on blind

    def score(self, board, move):
        """Material won by `move` on `board`, minus the worst reply's gain."""
        taken = board.piece_at(move[2:4])
        after = board.play(move)
        reply = max((VALUE[p.lower()] for m in after.moves() if (p := after.piece_at(m[2:4]))
                     and (p.isupper() == (self.colour == "w"))), default=0)
        return (VALUE[taken.lower()] if taken else 0) - reply

    def choose(self, moves):
        if self.belief is None:
            return self.rng.choice(moves)
        boards = self.belief.sample(self.samples, seed=self.rng.getrandbits(63))
        totals = {m: sum(self.score(b, m) for b in boards) for m in moves}
        best = max(totals.values())
        return self.rng.choice([m for m in moves if totals[m] == best])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-plies", type=int, default=200)
    parser.add_argument("--out", default="sampling-bot-game.jsonl")
    args = parser.parse_args()
    game = fogproof.play_game(SamplingBot(args.seed), fogproof.random_player(args.seed),
                              max_plies=args.max_plies)
    with open(args.out, "w") as out:
        out.write(fogproof.write_jsonl(game.record(f"sampling-bot-{args.seed}")))
    print(f"{game.players[0]} vs {game.players[1]}: {game.score} ({game.end_reason}) "
          f"after {len(game.moves)} plies; record in {args.out}")


if __name__ == "__main__":
    main()
