"""Position through the engine: FEN spellings, moves, vision, play, observe,
outcome, identity (rules §1-§4 and the worked example of §6)."""

import copy
import pickle

import pytest

import fogproof

# Rules §6: Black to move after g2-g4 beside Black's f4 pawn, in check.
WORKED_FULL = "5k2/2Q4p/P2Qp3/4N3/5pP1/B7/4PP1P/RN2KB1R b KQ g3 0 29"
WORKED_LEGAL = "5k2/2Q4p/P2Qp3/4N3/5pP1/B7/4PP1P/RN2KB1R b KQ - 0 29"
WORKED_BEFORE = "5k2/2Q4p/P2Qp3/4N3/5p2/B7/4PPPP/RN2KB1R w KQ - 0 29"


def test_worked_example_vision_is_14_squares_then_12_after_the_legal_spelling():
    p = fogproof.Position(WORKED_FULL)
    seen = p.vision("b")
    assert len(seen) == 14
    assert sorted(seen.names()) == sorted("f8 h7 e6 f4 e8 g8 e7 f7 g7 h6 h5 f3 g3 g4".split())
    # python-chess's default spelling drops g3: read back, the board has lost
    # the en passant right and Black no longer sees g3 and g4.
    legal = p.fen("legal")
    assert legal == WORKED_LEGAL
    trip = fogproof.Position(legal)
    assert len(trip.vision("b")) == 12
    assert set(seen.names()) - set(trip.vision("b").names()) == {"g3", "g4"}
    assert trip != p


def test_worked_example_comes_from_the_push_and_exf3_is_a_fog_move():
    before = fogproof.Position(WORKED_BEFORE)
    after = before.play("g2g4")
    assert after == fogproof.Position(WORKED_FULL)
    assert after.fen("xfen") == WORKED_FULL
    assert after.fen() == WORKED_FULL  # canonical by default
    assert after.ep_square == 22  # g3
    assert "f4g3" in after.moves()
    assert fogproof.Position(WORKED_LEGAL).ep_square is None


def test_three_spellings_read_the_same_position():
    p = fogproof.Position("rnbqkbnr/pppp1ppp/8/8/4p3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 3").play("d2d4")
    assert p.fen("full").split()[3] == "d3"
    assert p.fen("xfen").split()[3] == "d3"
    for spelling in ("full", "xfen", "legal"):
        assert fogproof.Position(p.fen(spelling)) == p
    # A double push with no capturer beside it: only `full` writes it.
    q = fogproof.Position().play("e2e4")
    assert q.fen("full").split()[3] == "e3"
    assert q.fen("xfen").split()[3] == "-"
    assert fogproof.Position(q.fen("full")) == q


def test_moves_play_and_start_position():
    p = fogproof.Position()
    assert p == fogproof.Position("startpos") == fogproof.Position(fogproof.STARTING_FEN)
    assert len(p.moves()) == 20
    assert p.moves() == sorted(p.moves())
    after = p.play("g1f3")
    assert after.turn == "b" and p.turn == "w"  # play returns a new position
    assert after.piece_at("f3") == "N" and after.piece_at(5 + 16) == "N"
    assert after.piece_at("g1") is None


def test_castling_both_spellings_and_king_capture_outcome():
    p = fogproof.Position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
    assert p.play("e1g1") == p.play("e1h1")
    assert p.play("e1g1").castling == "kq"
    # Fog chess has no check: a king can be taken, which ends the game.
    q = fogproof.Position("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1")
    assert "e1e8" in q.moves()
    after = q.play("e1e8")
    outcome = after.outcome()
    assert outcome == after.outcome(q)
    assert outcome.termination == "king-captured" and outcome.winner == "w" and outcome.result() == "1-0"
    assert q.play("g1g2").outcome() is None


def test_observe_parts():
    before = fogproof.Position("4k3/8/8/8/8/8/3p4/4K3 b - - 0 1")
    after = before.play("d2d1q")
    white = fogproof.Position.observe(before, after, "w")
    black = fogproof.Position.observe(before, after, fogproof.Position(WORKED_FULL).turn)
    assert white.seen == after.vision("w") and black.seen == after.vision("b")
    assert white.piece_at("d1") == "q" and white.pieces[3] == "q"
    assert white.own_piece_captured is None and white.outcome is None
    assert white != black
    assert fogproof.Position.observe(before, after, True) == white  # chess.WHITE


def test_identity_is_the_canonical_key():
    a = fogproof.Position("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")
    b = fogproof.Position("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
    c = fogproof.Position("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 7")  # fullmove not in key
    d = fogproof.Position("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 1 1")  # halfmove is
    assert a == b == c and hash(a) == hash(b) == hash(c) and a.key() == c.key()
    assert d != a and len({a, b, c, d}) == 2
    assert repr(b) == "Position('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1')"
    assert str(fogproof.Position()).splitlines()[0] == "r n b q k b n r"
    assert a != "not a position"
    assert pickle.loads(pickle.dumps(a)) == a and copy.deepcopy(a) == a


def test_square_set():
    s = fogproof.SquareSet(["e4", 0])
    assert len(s) == 2 and list(s) == [0, 28] and "e4" in s and 0 in s and "e5" not in s
    assert s == fogproof.SquareSet.from_mask(int(s)) and repr(s) == "SquareSet('a1 e4')"
    p = fogproof.Position()
    assert p.vision_mask("b") == int(p.vision("b")) == p.vision("b").mask
