"""The Casino table: a build is one pile with a declared value, its cards and its owner.

Which loose cards split into groups of a value is splits.py's part (on count vectors).
"""

from __future__ import annotations

from dataclasses import dataclass

from .values import VALUE


@dataclass(frozen=True, slots=True)
class Build:
    """A build on the table: announced value, all its cards (sorted ids) and its owner seat."""

    value: int
    cards: tuple[int, ...]
    owner: int

    @property
    def multiple(self) -> bool:
        # every group sums to the value, so the cards sum to value * number of groups
        return sum(VALUE[c] for c in self.cards) > self.value
