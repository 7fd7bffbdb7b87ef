"""fogproof.oracle answers the same calls; both readings agree on a walk
through a real game and on the worked example."""

import pytest

import fogproof
from fogproof import oracle

FENS = [
    fogproof.STARTING_FEN,
    "5k2/2Q4p/P2Qp3/4N3/5pP1/B7/4PP1P/RN2KB1R b KQ g3 0 29",  # rules §6
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    "4k3/8/8/8/8/8/3p4/4K3 b - - 0 1",
]


@pytest.mark.parametrize("fen", FENS)
def test_same_answers_on_one_position(fen):
    mine, theirs = fogproof.Position(fen), oracle.Position(fen)
    assert mine.moves() == theirs.moves()
    for colour in ("w", "b"):
        assert mine.vision(colour) == theirs.vision(colour)
    for spelling in ("full", "xfen", "legal"):
        assert mine.fen(spelling) == theirs.fen(spelling)
    assert mine.turn == theirs.turn


def test_same_observations_along_game_0007(game_0007):
    record = fogproof.read_records(str(game_0007)).games[0]
    mine, theirs = fogproof.Position(record.start_fen), oracle.Position(record.start_fen)
    for move in record.moves:
        mine_after, theirs_after = mine.play(move), theirs.play(move)
        assert mine_after.fen("full") == theirs_after.fen("full")
        for colour in ("w", "b"):
            a = fogproof.Position.observe(mine, mine_after, colour)
            b = oracle.Position.observe(theirs, theirs_after, colour)
            assert (a.seen, a.pieces, a.own_piece_captured, a.outcome) == (
                b.seen, b.pieces, b.own_piece_captured, b.outcome)
        assert mine_after.outcome() == theirs_after.outcome()
        mine, theirs = mine_after, theirs_after
    assert mine.outcome() is not None  # the game ends by the rules


def test_oracle_identity_and_errors():
    a = oracle.Position("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")
    b = oracle.Position("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 9")
    assert a == b and hash(a) == hash(b)
    assert a != oracle.Position("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 1 1")
    assert repr(b).startswith("oracle.Position('")
    with pytest.raises(ValueError, match="not a legal fog move"):
        a.play("e7e4")
    king_taken = oracle.Position("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1").play("e1e8")
    assert king_taken.outcome().termination == "king-captured" and king_taken.outcome().winner == "w"
