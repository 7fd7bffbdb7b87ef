"""A Hypothesis property of plain_fog's own: its belief P keeps the true
board (rules section 5, the soundness invariant), over fog games the
reference generates: from any position, and right after a double push
that a pawn may capture en passant (where the incident lived)."""
from hypothesis import given, settings

from fogproof import oracle
from fogproof.strategies import fog_games, positions
from plain_fog import PlainFog

LARGE = 400  # a P this large is left alone: the property stays quick


def board(fen):
    """The reference's reading of a FEN, compared as meaning (rules section 5's duplicates)."""
    return oracle.Position(fen, allow_missing_kings=True)  # the last board of a game may have lost its king


def assert_belief_keeps_the_truth(engine, game):
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
            assert board(truth) in {board(fen) for fen in p["fens"]}, \
                f"P of {colour} lost the true board {truth} at ply {ply}"


@settings(max_examples=60)
@given(fog_games(plies=6))
def test_my_belief_keeps_the_truth(spelling, game):
    assert_belief_keeps_the_truth(PlainFog(spelling), game)


@settings(max_examples=60)
@given(fog_games(plies=2, start=positions(en_passant=True)))
def test_my_belief_keeps_the_truth_after_a_double_push(spelling, game):
    assert_belief_keeps_the_truth(PlainFog(spelling), game)
