"""The Casino table: a build is one pile with a declared value, its cards and its owner.

Which loose cards split into groups of a value is splits.py's part (on count vectors).
"""

from __future__ import annotations

from typing import NamedTuple

from .values import VALUE


class Build(NamedTuple):
    """A build on the table: announced value, all its cards (sorted ids) and its owner seat.

    A named tuple rather than a frozen dataclass: as immutable, hashed and compared by the same
    fields in C rather than by generated Python methods, made without compiling any at import
    (which cost a continued Casino table ~3.5 M instructions before its first paint).
    """

    value: int
    cards: tuple[int, ...]
    owner: int

    @property
    def multiple(self) -> bool:
        # every group sums to the value, so the cards sum to value * number of groups
        return sum(VALUE[c] for c in self.cards) > self.value
