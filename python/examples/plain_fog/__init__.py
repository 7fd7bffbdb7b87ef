"""plain_fog: a plain fog-of-war chess engine in pure Python, written from
the rules (mailbox board, P kept as FEN strings), tested with fogproof from
its own pytest suite (tests/) and served to `fogproof diff --against` by
`python3 -m plain_fog`."""
from .engine import PlainFog

__all__ = ["PlainFog"]
