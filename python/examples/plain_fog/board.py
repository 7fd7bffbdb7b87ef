"""The board of plain_fog: fog-of-war chess (rules sections 1 to 4) on a
mailbox of 64 characters, a1 = 0 ... h8 = 63, '.' for an empty square.

Written from the project's rules text alone. Fog chess has no check: a move
is legal when it is pseudo-legal in standard chess, and the game ends when a
king is captured. Vision (what a colour sees) is built from the same move
generator: a colour sees its own squares and every square one of its moves
would reach.
"""
from dataclasses import dataclass
from typing import Iterator, Optional

FILES = "abcdefgh"
STARTING_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
SPELLINGS = ("full", "xfen", "legal")


NAMES = [file + rank for rank in "12345678" for file in FILES]


def square_name(square: int) -> str:
    return NAMES[square]


def square_index(name: str) -> int:
    if len(name) != 2 or name[0] not in FILES or name[1] not in "12345678":
        raise ValueError(f"not a square: {name!r}")
    return (int(name[1]) - 1) * 8 + FILES.index(name[0])


def _steps(square: int, offsets) -> list:
    """The squares one (file, rank) step away that stay on the board."""
    file, rank = square % 8, square // 8
    return [(rank + dr) * 8 + file + df for df, dr in offsets if 0 <= file + df < 8 and 0 <= rank + dr < 8]


def _ray(square: int, df: int, dr: int) -> list:
    out, file, rank = [], square % 8 + df, square // 8 + dr
    while 0 <= file < 8 and 0 <= rank < 8:
        out.append(rank * 8 + file)
        file, rank = file + df, rank + dr
    return out


KNIGHT = [_steps(s, [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]) for s in range(64)]
KING = [_steps(s, [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)]) for s in range(64)]
DIAGONALS = [[_ray(s, df, dr) for df, dr in [(1, 1), (-1, 1), (1, -1), (-1, -1)]] for s in range(64)]
LINES = [[_ray(s, df, dr) for df, dr in [(1, 0), (-1, 0), (0, 1), (0, -1)]] for s in range(64)]
RAYS = {"B": DIAGONALS, "R": LINES, "Q": [d + l for d, l in zip(DIAGONALS, LINES)]}

# A move from or to one of these squares ends the castling rights named.
CASTLING_SQUARES = {4: "KQ", 7: "K", 0: "Q", 60: "kq", 63: "k", 56: "q"}
# Castling: (right, king from, king to, rook from, rook to, squares between king and rook).
CASTLINGS = [("K", 4, 6, 7, 5, (5, 6)), ("Q", 4, 2, 0, 3, (1, 2, 3)),
             ("k", 60, 62, 63, 61, (61, 62)), ("q", 60, 58, 56, 59, (57, 58, 59))]


PIECES = {"w": "PNBRQK", "b": "pnbrqk"}
COLOUR = {**{p: "w" for p in PIECES["w"]}, **{p: "b" for p in PIECES["b"]}, ".": None}


def colour_of(piece: str) -> Optional[str]:
    return COLOUR[piece]


def other(colour: str) -> str:
    return "b" if colour == "w" else "w"


@dataclass
class Board:
    squares: list  # 64 one-character strings
    turn: str  # "w" or "b"
    castling: str  # a subsequence of "KQkq"
    # The square a double push just passed over, whether or not a pawn can
    # capture there (what the `full` spelling writes); None otherwise.
    double_push: Optional[int]
    halfmove: int
    fullmove: int


def _check_material(squares: list, king_captured: bool = False) -> None:
    """docs/rules.md, FEN acceptance items 3 and 4: one king a colour, and
    material standard chess can reach. With `king_captured`, one colour may
    have lost its king: a board of P after the game ended that way."""
    kings = squares.count("K") + squares.count("k")
    for colour, king, pawn in (("white", "K", "P"), ("black", "k", "p")):
        one_lost = king_captured and squares.count(king) == 0 and kings == 1
        if squares.count(king) != 1 and not one_lost:
            raise ValueError(f"placement: {colour} needs exactly one king")
        men = [c for c in squares if c != "." and (c.isupper() == (colour == "white"))]
        if squares.count(pawn) > 8 or len(men) > 16:
            raise ValueError(f"placement: more {colour} men than standard chess can reach")
    if any(c in "Pp" for c in squares[:8] + squares[56:]):
        raise ValueError("placement: a pawn on rank 1 or 8")


def parse_fen(text: str, king_captured: bool = False) -> Board:
    """A Board from a FEN in any of the three spellings; ValueError names the field at fault.
    `king_captured`: also a board whose game ended by a king's capture (a
    board of P, never a start)."""
    fields = text.split(" ")
    if len(fields) != 6:
        raise ValueError(f"a FEN has 6 fields, not {len(fields)}")
    placement, turn, castling, ep, halfmove, fullmove = fields
    rows = placement.split("/")
    if len(rows) != 8:
        raise ValueError("placement: 8 ranks expected")
    squares = []
    for row in reversed(rows):
        rank = []
        for c in row:
            if c in "12345678":
                rank.extend("." * int(c))
            elif c in "PNBRQKpnbrqk":
                rank.append(c)
            else:
                raise ValueError(f"placement: bad character {c!r}")
        if len(rank) != 8:
            raise ValueError(f"placement: rank {row!r} is not 8 squares")
        squares.extend(rank)
    _check_material(squares, king_captured)
    if turn not in ("w", "b"):
        raise ValueError("side to move: w or b")
    if castling != "-" and (not castling or any(c not in "KQkq" for c in castling)):
        raise ValueError(f"castling: {castling!r}")
    for right, king, _, rook, _, _ in CASTLINGS:
        pieces = ("K", "R") if right.isupper() else ("k", "r")
        if right in castling and (squares[king], squares[rook]) != pieces:
            raise ValueError(f"castling: right {right} without its king and rook at home")
    double_push = None
    if ep != "-":
        double_push = square_index(ep)
        pushed = double_push - 8 if turn == "w" else double_push + 8
        start = double_push + 8 if turn == "w" else double_push - 8
        pawn = "p" if turn == "w" else "P"
        if double_push // 8 != (5 if turn == "w" else 2) or squares[pushed] != pawn or squares[double_push] != "." \
                or squares[start] != ".":
            raise ValueError(f"en passant: no double push can have left {ep}")
    if not (halfmove.isdigit() and fullmove.isdigit()):
        raise ValueError("clocks: decimal numbers expected")
    if int(halfmove) > 100:
        raise ValueError("halfmove clock: at most 100 (a clock of 100 has already ended the game)")
    if not 1 <= int(fullmove) <= 999999:
        raise ValueError("fullmove number: 1 to 999999")
    return Board(squares, turn, "" if castling == "-" else castling, double_push, int(halfmove), int(fullmove))


def _pawn_moves(board: Board, square: int, colour: str) -> Iterator[tuple]:
    squares, enemy = board.squares, PIECES[other(colour)]
    forward = 8 if colour == "w" else -8
    ahead = square + forward
    if squares[ahead] == ".":
        yield square, ahead
        if square // 8 == (1 if colour == "w" else 6) and squares[ahead + forward] == ".":
            yield square, ahead + forward
    for side in (-1, 1):
        if not 0 <= square % 8 + side < 8:
            continue
        target = ahead + side
        if squares[target] in enemy or en_passant_target(board, colour) == target:
            yield square, target


def en_passant_target(board: Board, colour: str) -> Optional[int]:
    """The square `colour` may capture en passant on: only the side to move
    has the right, and only with a pawn beside the pushed pawn."""
    if board.double_push is None or board.turn != colour:
        return None
    pushed = board.double_push - 8 if colour == "w" else board.double_push + 8
    pawn = "P" if colour == "w" else "p"
    beside = [pushed + side for side in (-1, 1) if 0 <= pushed % 8 + side < 8]
    return board.double_push if any(board.squares[s] == pawn for s in beside) else None


def piece_moves(board: Board, colour: str) -> Iterator[tuple]:
    """(from, to) of every move of `colour` as if it were to move, castling and promotion choice aside."""
    squares, own = board.squares, PIECES[colour]
    for square, piece in enumerate(squares):
        if piece not in own:
            continue
        kind = piece.upper()
        if kind == "P":
            yield from _pawn_moves(board, square, colour)
        elif kind in "NK":
            for target in (KNIGHT if kind == "N" else KING)[square]:
                if squares[target] not in own:
                    yield square, target
        else:
            for ray in RAYS[kind][square]:
                for target in ray:
                    if squares[target] not in own:
                        yield square, target
                    if squares[target] != ".":
                        break


def legal_moves(board: Board) -> list:
    """Every fog move of the side to move, UCI, sorted (rules section 1)."""
    moves = []
    for start, target in piece_moves(board, board.turn):
        uci = NAMES[start] + NAMES[target]
        if board.squares[start] in "Pp" and target // 8 in (0, 7):
            moves.extend(uci + promotion for promotion in "nbrq")
        else:
            moves.append(uci)
    for right, king, king_to, _, _, between in CASTLINGS:
        if right in board.castling and colour_of(right) == board.turn and all(board.squares[s] == "." for s in between):
            moves.append(NAMES[king] + NAMES[king_to])
    return sorted(moves)


def has_moves(board: Board) -> bool:
    """Whether the side to move has a fog move (castling never is the only
    one: the square beside the king that it crosses is empty)."""
    return next(piece_moves(board, board.turn), None) is not None


def vision(board: Board, colour: str) -> set:
    """The squares `colour` sees (rules section 3): its own, every square its
    moves reach, and the pawn it may capture en passant."""
    own = PIECES[colour]
    seen = {s for s, piece in enumerate(board.squares) if piece in own}
    seen.update(target for _, target in piece_moves(board, colour))
    target = en_passant_target(board, colour)
    if target is not None:
        seen.add(target - 8 if colour == "w" else target + 8)
    return seen


def play(board: Board, uci: str) -> tuple:
    """The board after a move of `legal_moves(board)`, and the square of the piece it captured (or None)."""
    start, target = square_index(uci[0:2]), square_index(uci[2:4])
    squares = list(board.squares)
    piece = squares[start]
    captured = target if squares[target] != "." else None
    if piece in "Pp" and target == en_passant_target(board, board.turn):
        captured = target - 8 if board.turn == "w" else target + 8
        squares[captured] = "."
    squares[target] = piece
    squares[start] = "."
    if len(uci) == 5:
        squares[target] = uci[4].upper() if board.turn == "w" else uci[4]
    if piece in "Kk" and abs(target - start) == 2:
        for _, king, king_to, rook, rook_to, _ in CASTLINGS:
            if (king, king_to) == (start, target):
                squares[rook_to], squares[rook] = squares[rook], "."
    castling = "".join(r for r in board.castling
                       if r not in CASTLING_SQUARES.get(start, "") + CASTLING_SQUARES.get(target, ""))
    double_push = (start + target) // 2 if piece in "Pp" and abs(target - start) == 16 else None
    halfmove = 0 if piece in "Pp" or captured is not None else board.halfmove + 1
    fullmove = board.fullmove + (1 if board.turn == "b" else 0)
    return Board(squares, other(board.turn), castling, double_push, halfmove, fullmove), captured


def attacked(board: Board, square: int, by: str) -> bool:
    """Whether a piece of `by` attacks `square` in standard chess terms."""
    squares = board.squares
    case = str.upper if by == "w" else str.lower
    pawn_from = square - 8 if by == "w" else square + 8
    for side in (-1, 1):
        if 0 <= square % 8 + side < 8 and 0 <= pawn_from + side < 64 and squares[pawn_from + side] == case("p"):
            return True
    if any(squares[s] == case("n") for s in KNIGHT[square]) or any(squares[s] == case("k") for s in KING[square]):
        return True
    for rays, sliders in ((DIAGONALS, case("bq")), (LINES, case("rq"))):
        for ray in rays[square]:
            for s in ray:
                if squares[s] != ".":
                    if squares[s] in sliders:
                        return True
                    break
    return False


def _en_passant_keeps_king_safe(board: Board, target: int) -> bool:
    """Whether some en passant capture onto `target` leaves the capturer's
    king unattacked in standard chess (a side without a king is never in check)."""
    pawn = "P" if board.turn == "w" else "p"
    forward = 8 if board.turn == "w" else -8
    for side in (-1, 1):
        start = target - forward + side
        if 0 <= (target % 8) + side < 8 and board.squares[start] == pawn:
            after, _ = play(board, square_name(start) + square_name(target))
            king = "K" if board.turn == "w" else "k"
            if king not in after.squares or not attacked(after, after.squares.index(king), after.turn):
                return True
    return False


def write_fen(board: Board, spelling: str) -> str:
    """THE way plain_fog writes a position down (rules section 4). `full`
    writes every double push's square, `xfen` (canonical) only a square the
    side to move can capture on, `legal` (python-chess's Board.fen()) only
    one whose capture would not leave the capturer's king in check."""
    rows = []
    for rank in range(7, -1, -1):
        row, empty = "", 0
        for piece in board.squares[rank * 8:rank * 8 + 8]:
            if piece == ".":
                empty += 1
                continue
            row += (str(empty) if empty else "") + piece
            empty = 0
        rows.append(row + (str(empty) if empty else ""))
    if spelling == "full":
        ep = board.double_push
    elif spelling in ("xfen", "legal"):
        ep = en_passant_target(board, board.turn)
        if ep is not None and spelling == "legal" and not _en_passant_keeps_king_safe(board, ep):
            ep = None
    else:
        raise ValueError(f"unknown spelling {spelling!r} (expected one of {', '.join(SPELLINGS)})")
    return " ".join(["/".join(rows), board.turn, board.castling or "-", square_name(ep) if ep is not None else "-",
                     str(board.halfmove), str(board.fullmove)])
