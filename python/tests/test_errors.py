"""Errors are Python exceptions carrying the CLI's messages."""

import subprocess

import pytest

import fogproof


def cli_message(cli, *args):
    done = subprocess.run([cli, *args], capture_output=True, text=True)
    assert done.returncode != 0
    return done.stderr.strip()


@pytest.mark.parametrize(
    "fen",
    [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq g3 0 1",  # wrong rank for the side to move
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",
        "8/8/8/8/8/8/8/8 w - - 0 1",  # no kings
    ],
)
def test_bad_fen_is_a_value_error_with_the_cli_message(cli, fen):
    with pytest.raises(ValueError) as raised:
        fogproof.Position(fen)
    message = str(raised.value)
    assert message.startswith("bad FEN: ")
    assert message in cli_message(cli, "moves", fen)
    with pytest.raises(ValueError) as oracle_raised:
        fogproof.oracle.Position(fen)
    assert str(oracle_raised.value).startswith("bad FEN: ")


def test_missing_kings_allowed_on_request():
    p = fogproof.Position("8/8/8/8/8/8/8/4K3 w - - 0 1", allow_missing_kings=True)
    assert p.piece_at("e1") == "K"


@pytest.mark.parametrize(
    "move, reason",
    [
        ("e2e5", "not a legal fog move"),
        ("e3e4", "no white piece on e3"),
        ("e2", "not a UCI move"),
        ("e2e4x", "bad promotion letter"),
    ],
)
def test_bad_move_is_a_value_error_naming_the_move_and_the_position(move, reason):
    with pytest.raises(ValueError) as raised:
        fogproof.Position().play(move)
    message = str(raised.value)  # as the record readers word a bad move
    assert message.startswith(f"{move}: {reason}")
    assert message.endswith(" in " + fogproof.STARTING_FEN)
    with pytest.raises(ValueError):
        fogproof.oracle.Position().play(move)


def test_bad_arguments():
    with pytest.raises(ValueError, match="unknown en passant spelling"):
        fogproof.Position().fen("pgn")
    with pytest.raises(ValueError, match="bad colour"):
        fogproof.Position().vision("red")
    with pytest.raises(TypeError):
        fogproof.Position().vision(3)
    with pytest.raises(ValueError, match="bad square"):
        fogproof.Position().piece_at("i9")
    with pytest.raises(ValueError, match="threads"):
        fogproof.Belief("w", threads=-1)
    with pytest.raises(FileNotFoundError):
        fogproof.read_records("/nonexistent/game.jsonl")


def test_empty_belief_carries_ply_and_size_before():
    # White's P = {start}; Black plays e7e5, but we feed White the
    # observation of a different world: a board where Black's pawn sits on
    # e4 after the push, which no board of P can produce.
    start = fogproof.Position()
    after_e4 = start.play("e2e4")
    belief = fogproof.Belief("w")
    belief.after_own_move("e2e4", fogproof.Position.observe(start, after_e4, "w"))
    stranger = fogproof.Position("rnbqkbnr/pppp1ppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2")
    lie = fogproof.Position.observe(stranger, stranger.play("d4d3"), "w")
    with pytest.raises(fogproof.BeliefEmptyError) as raised:
        belief.after_opponent_move(lie)
    error = raised.value
    assert isinstance(error, RuntimeError)
    assert error.ply == 2 and error.size_before == 1 and error.colour == "w"
    assert str(error) == (
        "belief of white became empty at ply 2 (1 boards before): no board is consistent with the observation"
    )
    with pytest.raises(ValueError, match="became empty at ply 2"):
        belief.after_opponent_move(lie)


def test_own_move_must_be_legal_on_p():
    belief = fogproof.Belief("w")
    start = fogproof.Position()
    with pytest.raises(ValueError, match="e2e5: not a legal fog move"):
        belief.after_own_move("e2e5", fogproof.Position.observe(start, start.play("e2e4"), "w"))
    assert belief.size == 1 and belief.ply == 0
