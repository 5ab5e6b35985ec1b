"""The Casino table: builds, and which loose cards can be split into groups of a value.

The hard part of Casino move generation is "which sets of loose cards split into groups that
each sum to v". It is answered on **value count vectors** (how many loose aces, 2s, ... there
are), memoised, because the same vectors recur constantly; concrete cards are only chosen
afterwards, per value (combinations within one value), so no step explores card subsets and
no two results take the same cards.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import combinations, product

from .values import VALUE

Vector = tuple[int, ...]  # index i = how many cards of value i + 1 (length = the group value v)
Groups = tuple[tuple[int, ...], ...]  # a witness split: each group as a tuple of values


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


@cache
def group_types(v: int) -> tuple[tuple[int, ...], ...]:
    """Integer partitions of v (parts 1..v, non-increasing): the value shapes of one group."""
    found: list[tuple[int, ...]] = []

    def walk(remaining: int, largest: int, parts: list[int]) -> None:
        if remaining == 0:
            found.append(tuple(parts))
            return
        for part in range(min(remaining, largest), 0, -1):
            parts.append(part)
            walk(remaining - part, part, parts)
            parts.pop()

    walk(v, v, [])
    return tuple(found)


@cache
def _type_vectors(v: int) -> tuple[tuple[Vector, tuple[int, ...]], ...]:
    result = []
    for parts in group_types(v):
        vec = [0] * v
        for p in parts:
            vec[p - 1] += 1
        result.append((tuple(vec), parts))
    return tuple(result)


@lru_cache(maxsize=20_000)
def groupings(counts: Vector, v: int) -> dict[Vector, Groups]:
    """Every sub-vector of ``counts`` that splits into groups summing to ``v``, with one split.

    ``counts`` has length v (values above v can never be in a group of v). The empty vector is
    included (no groups). Callers must not mutate the returned dict.
    """
    usable = [(t, parts) for t, parts in _type_vectors(v)
              if all(a <= b for a, b in zip(t, counts, strict=True))]
    zero = (0,) * v
    reach: dict[Vector, Groups] = {zero: ()}
    for t, parts in usable:
        grown = dict(reach)
        for vec, groups in reach.items():
            cur, split = vec, groups
            while True:
                cur = tuple(a + b for a, b in zip(cur, t, strict=True))
                if any(a > b for a, b in zip(cur, counts, strict=True)):
                    break
                split = split + (parts,)
                grown.setdefault(cur, split)
        reach = grown
    return reach


def value_vector(cards: Iterable[int], v: int) -> Vector | None:
    """Counts of the cards' values as a vector of length v, or None if one is above v or a face."""
    vec = [0] * v
    for c in cards:
        value = VALUE[c]
        if value == 0 or value > v:
            return None
        vec[value - 1] += 1
    return tuple(vec)


def loose_by_value(loose: Iterable[int]) -> dict[int, list[int]]:
    by_value: dict[int, list[int]] = {}
    for c in sorted(loose):
        if VALUE[c]:
            by_value.setdefault(VALUE[c], []).append(c)
    return by_value


def loose_vector(by_value: dict[int, list[int]], v: int) -> Vector:
    return tuple(len(by_value.get(value, ())) for value in range(1, v + 1))


def choose_cards(by_value: dict[int, list[int]], vec: Vector) -> Iterator[dict[int, tuple[int, ...]]]:
    """Every way to pick concrete loose cards for a value vector: value -> chosen cards."""
    slots = [(i + 1, k) for i, k in enumerate(vec) if k]
    choices = [combinations(by_value[value], k) for value, k in slots]
    for picked in product(*choices):
        yield {value: cards for (value, _), cards in zip(slots, picked, strict=True)}


def split_cards(picked: dict[int, tuple[int, ...]], groups: Groups) -> list[tuple[int, ...]]:
    """Concrete groups for a witness split, drawing the picked cards value by value."""
    pools = {value: list(cards) for value, cards in picked.items()}
    return [tuple(pools[value].pop() for value in parts) for parts in groups]
