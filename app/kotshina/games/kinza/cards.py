"""Kinza card values: the sum value (to capture) and the point value (to score) of each card."""

from __future__ import annotations

from ...core.cards import SPANISH

GOLD = SPANISH.suits.index("O")
DECK_SIZE = SPANISH.size

#: sum value by card id: the printed rank (1..7, sota 10, caballo 11, rey 12)
SUM_VALUE: tuple[int, ...] = tuple(int(SPANISH.rank(c)) for c in range(DECK_SIZE))


def _point_value(card: int) -> int:
    if SPANISH.suit_index(card) != GOLD:
        return 1
    rank = int(SPANISH.rank(card))
    return 10 if rank == 1 else rank


#: point value by card id: gold at face value with the gold ace worth 10, any other card 1
POINT_VALUE: tuple[int, ...] = tuple(_point_value(c) for c in range(DECK_SIZE))
IS_GOLD: tuple[bool, ...] = tuple(SPANISH.suit_index(c) == GOLD for c in range(DECK_SIZE))

VARIANT_SUMS = {"kinza": 15, "rubain": 40}
TARGETS = (101, 151, 301)
DEFAULT_TARGET = 151
