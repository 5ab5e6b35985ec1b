"""The Trix contract's layout: four suit rows growing up and down from their jacks.

The layout keeps the mask of cards that fit now (``fits``): the four jacks at first; a jack
laid opens its row (its Q and its 10 then fit), a card laid above the top makes the next one
up fit, one laid below the bottom the next one down. So "which of my cards may I lay" is
``hand & fits``.
"""

from __future__ import annotations

from typing import NoReturn

from ...core.cards import FRENCH
from ...core.errors import RuleViolation
from ...core.tricks import ACE, JACK, RANKS
from .cards import JACKS


def laid_beside(card: int) -> int | None:
    """The card ``card`` is laid next to in its row (the end it extends), None for a jack,
    which opens its row."""
    rank = card % RANKS
    if rank == JACK:
        return None
    return card - 1 if rank > JACK else card + 1


class Layout:
    __slots__ = ("fits", "low", "high", "log")

    def __init__(self) -> None:
        self.log: list[tuple[int, int]] = []  # (seat, card laid or -1 for a pass), in order
        self.fits = JACKS
        self.low = [-1, -1, -1, -1]  # per suit: lowest rank index laid, -1 while the row is closed
        self.high = [-1, -1, -1, -1]  # per suit: highest rank index laid

    def clone(self) -> Layout:
        other = Layout.__new__(Layout)
        other.fits = self.fits
        other.low = self.low[:]
        other.high = self.high[:]
        other.log = self.log[:]
        return other

    def lay(self, card: int) -> None:
        """Lay ``card`` (it must fit): the row grows and the next card that way fits."""
        suit, rank = divmod(card, RANKS)
        self.fits &= ~(1 << card)
        base = suit * RANKS
        if rank == JACK:
            self.low[suit] = self.high[suit] = JACK
            self.fits |= (1 << (base + JACK + 1)) | (1 << (base + JACK - 1))
        elif rank > JACK:
            self.high[suit] = rank
            if rank < ACE:
                self.fits |= 1 << (base + rank + 1)
        else:
            self.low[suit] = rank
            if rank > 0:
                self.fits |= 1 << (base + rank - 1)

    def rows(self) -> tuple[tuple[int, int] | None, ...]:
        """Per suit: (lowest, highest) rank index laid, or None while the row is closed."""
        return tuple(None if self.low[s] < 0 else (self.low[s], self.high[s]) for s in range(4))

    @classmethod
    def from_rows(cls, rows: tuple[tuple[int, int] | None, ...]) -> Layout:
        layout = cls()
        for suit, row in enumerate(rows):
            if row is None:
                continue
            low, high = row
            layout.lay(suit * RANKS + JACK)
            for rank in range(JACK + 1, high + 1):
                layout.lay(suit * RANKS + rank)
            for rank in range(JACK - 1, low - 1, -1):
                layout.lay(suit * RANKS + rank)
        return layout

    def refuse(self, legal: int, card: int) -> NoReturn:
        """Raise the reason why ``card`` may not be laid (``legal``: the hand's cards that fit)."""
        if not legal:
            raise RuleViolation("no card fits the layout: you pass", "must_pass")
        raise RuleViolation(f"{FRENCH.format(card)} does not fit the layout: lay a jack or the "
                            "card next to the end of its row", "does_not_fit",
                            card=FRENCH.format(card))
