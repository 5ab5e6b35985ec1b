"""Enumerating the captures a card can make: subsets of table cards summing to a number.

Two steps keep this fast on crowded Ruba'in tables: first the *value* multisets that reach the
needed sum (memoised on the table's value counts, which repeat a lot), then the concrete cards
for each value (combinations within one value only). The number of value multisets is small
(values are 1-7, 10-12 with at most four cards of each), so no step explores card subsets.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations, product

from .cards import SUM_VALUE

VALUES = (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)
_VALUE_SLOT = {v: i for i, v in enumerate(VALUES)}


def value_counts(table: list[int]) -> tuple[int, ...]:
    counts = [0] * len(VALUES)
    for card in table:
        counts[_VALUE_SLOT[SUM_VALUE[card]]] += 1
    return tuple(counts)


@lru_cache(maxsize=200_000)
def value_multisets(counts: tuple[int, ...], need: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """All ways to reach ``need`` with table values: tuples of (slot, how many), non-empty."""
    found: list[tuple[tuple[int, int], ...]] = []
    chosen: list[tuple[int, int]] = []

    def walk(slot: int, remaining: int) -> None:
        if remaining == 0:
            if chosen:
                found.append(tuple(chosen))
            return
        if slot == len(VALUES):
            return
        value = VALUES[slot]
        max_take = min(counts[slot], remaining // value)
        for take in range(max_take, -1, -1):
            if take:
                chosen.append((slot, take))
            walk(slot + 1, remaining - take * value)
            if take:
                chosen.pop()

    if need > 0:
        walk(0, need)
    return tuple(found)


def can_capture(table: list[int], card: int, target: int) -> bool:
    need = target - SUM_VALUE[card]
    return bool(value_multisets(value_counts(table), need)) if need > 0 else False


def capture_sets(table: list[int], card: int, target: int) -> list[tuple[int, ...]]:
    """Every set of table cards that, with ``card``, sums to ``target`` (each as a sorted tuple)."""
    need = target - SUM_VALUE[card]
    if need <= 0 or not table:
        return []
    multisets = value_multisets(value_counts(table), need)
    if not multisets:
        return []
    by_slot: dict[int, list[int]] = {}
    for c in sorted(table):
        by_slot.setdefault(_VALUE_SLOT[SUM_VALUE[c]], []).append(c)
    result: list[tuple[int, ...]] = []
    for multiset in multisets:
        choices = [combinations(by_slot[slot], k) for slot, k in multiset]
        for parts in product(*choices):
            result.append(tuple(sorted(c for part in parts for c in part)))
    return result
