"""A Hypothesis property of plain_fog's own: its belief P keeps the true
board (rules section 5, the soundness invariant), over fog games the
reference generates."""
from hypothesis import given, settings

from fogproof import oracle
from fogproof.strategies import fog_games

LARGE = 400  # a P this large is left alone: the property stays quick


@settings(max_examples=60)
@given(fog_games(plies=6))
def test_my_belief_keeps_the_truth(engine, game):
    engine.load(game.start)
    for colour in "wb":
        engine.belief_start(colour, True)
    for ply, truth in enumerate(game.fens):
        if ply > 0:
            engine.play(game.moves[ply - 1])
        for colour in "wb":
            p = engine.belief(colour, LARGE)
            if "fens" not in p:
                return
            assert oracle.Position(truth) in {oracle.Position(fen) for fen in p["fens"]}, \
                f"P of {colour} lost the true board {truth} at ply {ply}"
