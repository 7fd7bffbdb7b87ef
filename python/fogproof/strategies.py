"""Hypothesis strategies for fog chess, checked by fogproof's reference
(the oracle): ``positions()``, ``fog_games()`` and ``observations()``.

They shrink toward what is easiest to read in a failing example: fewer
pieces, fewer plies, White to move, no castling rights or en passant
square, and plain clocks (halfmove 0, fullmove 1).

    from hypothesis import given
    from fogproof.strategies import fog_games

    @given(fog_games(plies=8))
    def test_my_belief_keeps_the_truth(game): ...
"""
from dataclasses import dataclass
from typing import Optional, Tuple, Union

from hypothesis import assume
from hypothesis import strategies as st

from . import oracle

SQUARES = [file + rank for rank in "12345678" for file in "abcdefgh"]
_MEN = "PNBRQpnbrq"  # kings are drawn apart: every position has both
_CASTLING = [("K", "e1", "K", "h1", "R"), ("Q", "e1", "K", "a1", "R"),
             ("k", "e8", "k", "h8", "r"), ("q", "e8", "k", "a8", "r")]


def _placement(board: dict) -> str:
    rows = []
    for rank in "87654321":
        row, empty = "", 0
        for file in "abcdefgh":
            piece = board.get(file + rank)
            if piece is None:
                empty += 1
            else:
                row, empty = row + (str(empty) if empty else "") + piece, 0
        rows.append(row + (str(empty) if empty else ""))
    return "/".join(rows)


def _en_passant_squares(board: dict, turn: str) -> list:
    """Squares a double push of the side not to move can just have passed over."""
    pushed_rank, passed_rank, start_rank, pawn = ("5", "6", "7", "p") if turn == "w" else ("4", "3", "2", "P")
    return [f + passed_rank for f in "abcdefgh"
            if board.get(f + pushed_rank) == pawn and f + passed_rank not in board and f + start_rank not in board]


def _double_push(draw, turn: str) -> dict:
    """A pawn of the side not to move that has just made a double push, and
    a pawn of the side to move beside it: squares -> men, the start and
    passed squares empty (None)."""
    file = draw(st.sampled_from("abcdefgh"))
    beside = draw(st.sampled_from([f for f in "abcdefgh" if abs(ord(f) - ord(file)) == 1]))
    pushed, passed, start = ("5", "6", "7") if turn == "w" else ("4", "3", "2")
    pawn, capturer = ("p", "P") if turn == "w" else ("P", "p")
    return {file + pushed: pawn, beside + pushed: capturer, file + passed: None, file + start: None}


@st.composite
def positions(draw, max_pieces: int = 12, en_passant: bool = False) -> str:
    """A position the reference accepts, as its canonical (xfen) FEN: both
    kings and up to ``max_pieces`` other men anywhere they may stand. With
    ``en_passant``, the side not to move has just made a double push beside
    a pawn of the side to move, which may capture it en passant."""
    turn = draw(st.sampled_from("wb"))
    forced = _double_push(draw, turn) if en_passant else {}
    free = [s for s in SQUARES if s not in forced]
    white_king = draw(st.sampled_from(free))
    black_king = draw(st.sampled_from([s for s in free if s != white_king]))
    men = draw(st.dictionaries(st.sampled_from(free), st.sampled_from(_MEN), max_size=max_pieces))
    board = {s: m for s, m in men.items() if s not in (white_king, black_king) and not (m in "Pp" and s[1] in "18")}
    board.update({s: m for s, m in forced.items() if m is not None})
    board[white_king], board[black_king] = "K", "k"
    castling = "".join(right for right, king_at, king, rook_at, rook in _CASTLING
                       if board.get(king_at) == king and board.get(rook_at) == rook and draw(st.booleans()))
    if en_passant:
        en_passant = next(s for s, m in forced.items() if m is None and s[1] in "36")
    else:
        en_passant = draw(st.none() | st.sampled_from(_en_passant_squares(board, turn) or [None]))
    halfmove = 0 if en_passant else draw(st.integers(0, 99))
    fullmove = draw(st.integers(1, 300))
    fen = f"{_placement(board)} {turn} {castling or '-'} {en_passant or '-'} {halfmove} {fullmove}"
    try:
        return oracle.Position(fen).fen()
    except ValueError:
        assume(False)  # more than 8 pawns of a colour: rare


@dataclass(frozen=True)
class FogGame:
    """A game under the fog rules: its start, its moves, and the reference's
    canonical FEN after each ply (``fens[0]`` is the start)."""

    start: str
    moves: Tuple[str, ...]
    fens: Tuple[str, ...]


def _start_fen(draw, start) -> str:
    if start is None:
        return draw(positions())
    return start if isinstance(start, str) else draw(start)


@st.composite
def fog_games(draw, plies: int = 20, start: Union[None, str, st.SearchStrategy] = None) -> FogGame:
    """Up to ``plies`` fog moves from ``start`` (a FEN, a strategy of FENs,
    or None for ``positions()``), each chosen among the reference's legal
    moves; a game stops where the rules end it (a king captured, no moves,
    fifty moves)."""
    board = oracle.Position(_start_fen(draw, start))
    moves, fens = [], [board.fen()]
    for _ in range(draw(st.integers(0, plies))):
        legal = board.moves()
        if not legal:
            break
        move = draw(st.sampled_from(legal))
        board = board.play(move)
        moves.append(move)
        fens.append(board.fen())
        if board.outcome() is not None:
            break
    return FogGame(fens[0], tuple(moves), tuple(fens))


@dataclass(frozen=True)
class ObservedMove:
    """One move and what ``colour`` observed from it, by the reference, in
    the shape of the protocol's observation reply (``reply()``)."""

    before: str
    move: str
    after: str
    colour: str
    seen: frozenset  # square names
    pieces: dict  # square name -> FEN letter, every occupied seen square
    captured: Optional[str]  # the square of the colour's own piece the move captured

    def reply(self) -> dict:
        return {"seen": sorted(self.seen), "pieces": dict(self.pieces), "captured": self.captured}


@st.composite
def observations(draw, start: Union[None, str, st.SearchStrategy] = None) -> ObservedMove:
    """A legal move from ``start`` (as in ``fog_games``) and what one colour observed from it."""
    before = oracle.Position(_start_fen(draw, start))
    legal = before.moves()
    assume(legal)
    move = draw(st.sampled_from(legal))
    colour = draw(st.sampled_from("wb"))
    after = before.play(move)
    seen = oracle.Position.observe(before, after, colour)
    captured = seen.own_piece_captured
    return ObservedMove(before.fen(), move, after.fen(), colour, frozenset(seen.seen.names()),
                        {SQUARES[s]: letter for s, letter in seen.pieces.items()},
                        None if captured is None else SQUARES[captured])


__all__ = ["FogGame", "ObservedMove", "fog_games", "observations", "positions"]
