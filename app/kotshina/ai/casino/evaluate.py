"""What Casino cards and tables are worth to the computer players (read from views only).

A card's worth is its expected share of the hand's points: its own points (big casino 2,
little casino 1, an ace 1), plus its part in the 3 points for most cards (about 3/27 each) and
the point for most spades (about 1/7 per spade). The best capture a card can make on a table
is found with the fast playout's memoised split tables (the engine's rules, on ints).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from math import comb

from ...games.casino.playout import CARD_POINTS, SPADE, VAL
from ...games.casino.splits import BELOW, POW, entries
from ...games.casino.values import RANK

CARD_WEIGHT = 0.11
SPADE_WEIGHT = 0.14
SWEEP_VALUE = 1.0
WORTH: tuple[float, ...] = tuple(CARD_POINTS[c] + CARD_WEIGHT + SPADE_WEIGHT * SPADE[c]
                                 for c in range(52))


def worth(cards: Iterable[int]) -> float:
    return sum(WORTH[c] for c in cards)


class Table:
    """A table to evaluate: loose cards by value (most valuable first), faces, builds."""

    __slots__ = ("tbl", "faces", "key", "builds", "count")

    def __init__(self, loose: Iterable[int], builds: Mapping[int, tuple[int, ...]]) -> None:
        self.tbl: list[list[int]] = [[] for _ in range(11)]
        self.faces: list[list[int]] = [[] for _ in range(13)]
        self.key = 0
        self.count = 0
        for c in loose:
            self.count += 1
            if VAL[c]:
                self.tbl[VAL[c]].append(c)
                self.key += POW[VAL[c]]
            else:
                self.faces[RANK[c]].append(c)
        for group in self.tbl:
            group.sort(key=WORTH.__getitem__, reverse=True)
        for group in self.faces:
            group.sort(key=WORTH.__getitem__, reverse=True)
        self.builds = dict(builds)  # value -> cards
        self.count += sum(len(cards) for cards in self.builds.values())

    def best_take(self, card: int) -> float:
        """The most a player gains by playing ``card`` here (0 when it captures nothing)."""
        v = VAL[card]
        if not v:
            group = self.faces[RANK[card]]
            if not group:
                return 0.0
            value = WORTH[group[0]] + WORTH[card]
            return value + (SWEEP_VALUE if self.count == 1 else 0.0)
        build = self.builds.get(v)
        tbl = self.tbl
        # every loose card of the card's own value is a group of its own: take them all
        extra = worth(build) if build else 0.0
        extra += worth(tbl[v])
        extra_n = (len(build) if build else 0) + len(tbl[v])
        best = 0.0
        for _w, pairs, _vec in entries(self.key & BELOW[v - 1], v, v)[1]:
            value = extra
            n = extra_n
            for value_k, k in pairs:
                group = tbl[value_k]
                for q in range(k):
                    value += WORTH[group[q]]
                n += k
            if n == 0:
                continue
            value += WORTH[card]
            if n == self.count:
                value += SWEEP_VALUE
            if value > best:
                best = value
        return best


def expected_best(values: list[float], pool: int, hand_size: int) -> float:
    """Expected maximum of ``values`` over a hand of ``hand_size`` cards drawn from ``pool``
    unseen cards (``values`` holds one entry per unseen card, zeros may be left out).

    With values sorted v1 >= v2 >= ..., the best card in the hand is the i-th exactly when the
    hand holds it and none of the i-1 better ones: C(U-i, h-1) / C(U, h).
    """
    if hand_size <= 0 or pool <= 0:
        return 0.0
    hand_size = min(hand_size, pool)
    values = sorted((v for v in values if v > 0.0), reverse=True)
    total = comb(pool, hand_size)
    return sum(v * comb(pool - i, hand_size - 1) for i, v in enumerate(values, start=1)) / total


def chance_to_hold(matching: int, pool: int, hand_size: int) -> float:
    """Chance that a hand of ``hand_size`` from ``pool`` unseen cards holds one of ``matching``."""
    if hand_size <= 0 or pool <= 0 or matching <= 0:
        return 0.0
    hand_size = min(hand_size, pool)
    return 1.0 - comb(pool - matching, hand_size) / comb(pool, hand_size)
