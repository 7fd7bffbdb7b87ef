"""fogproof.strategies: valid by the reference, and shrinking toward fewer
pieces, fewer plies and plain clocks."""
from hypothesis import find, given, settings

import fogproof
from fogproof import oracle
from fogproof.strategies import fog_games, observations, positions

QUICK = settings(max_examples=40, database=None, derandomize=True, deadline=None)


def pieces(fen):
    return sum(c.isalpha() for c in fen.split()[0])


@QUICK
@given(positions())
def test_positions_are_what_the_reference_reads_back(fen):
    assert oracle.Position(fen).fen() == fen
    assert fogproof.Position(fen).fen() == fen  # the engine reads it the same way


def test_positions_shrink_to_two_kings_and_plain_clocks():
    smallest = find(positions(), lambda fen: True, settings=QUICK)
    placement, turn, castling, en_passant, halfmove, fullmove = smallest.split()
    assert pieces(smallest) == 2 and (turn, castling, en_passant, halfmove, fullmove) == ("w", "-", "-", "0", "1")


def test_positions_shrink_toward_fewer_pieces():
    # The smallest position with a black knight and a white rook holds just those and the kings.
    smallest = find(positions(), lambda fen: "n" in fen.split()[0] and "R" in fen.split()[0], settings=QUICK)
    assert pieces(smallest) == 4 and smallest.split()[4:] == ["0", "1"]


@QUICK
@given(fog_games(plies=10))
def test_fog_games_are_legal_and_stop_where_the_rules_end_them(game):
    board = oracle.Position(game.start)
    assert game.fens[0] == board.fen() and len(game.fens) == len(game.moves) + 1
    for ply, move in enumerate(game.moves):
        assert board.outcome() is None or ply == 0
        assert move in board.moves()
        board = board.play(move)
        assert board.fen() == game.fens[ply + 1]
    assert all(oracle.Position(fen) for fen in game.fens[:-1])  # only the last may lack a king


def test_fog_games_shrink_toward_fewer_plies():
    smallest = find(fog_games(plies=10), lambda g: len(g.moves) >= 3, settings=QUICK)
    assert len(smallest.moves) == 3 and pieces(smallest.start) == 2


def test_fog_games_take_a_given_start():
    game = find(fog_games(plies=4, start=fogproof.STARTING_FEN), lambda g: len(g.moves) == 4, settings=QUICK)
    assert game.start == fogproof.STARTING_FEN and game.moves[0] in oracle.Position().moves()


@QUICK
@given(observations())
def test_observations_are_the_reference_observations(seen):
    before, after = oracle.Position(seen.before), oracle.Position(seen.after, allow_missing_kings=True)
    assert before.play(seen.move) == after
    expected = oracle.Position.observe(before, after, seen.colour)
    assert seen.seen == frozenset(expected.seen.names())
    assert set(seen.pieces) <= seen.seen and all(after.piece_at(s) == p for s, p in seen.pieces.items())
    assert seen.reply()["seen"] == sorted(seen.seen)


def test_observations_shrink_toward_fewer_pieces():
    # The smallest capture of a colour's own piece: one king takes the other.
    smallest = find(observations(), lambda o: o.captured is not None, settings=QUICK)
    assert pieces(smallest.before) == 2 and smallest.before.split()[4:] == ["0", "1"]
    assert smallest.captured == smallest.move[2:4]
