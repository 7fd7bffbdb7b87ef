"""The reference oracle: the Position calls of fogproof, answered by the
project's second, independent reading of the rules (plain mailbox code).

Use it to cross-check: both readings return SquareSet and Outcome values,
so ``fogproof.Position(f).vision("b") == fogproof.oracle.Position(f).vision("b")``.
"""

from ._fogproof import oracle as _oracle

Position = _oracle.Position
Observation = _oracle.Observation

__all__ = ["Position", "Observation"]
