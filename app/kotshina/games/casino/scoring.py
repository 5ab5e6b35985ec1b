"""Scoring a Casino hand (docs/rules-casino.md): 11 points plus sweeps, per side."""

from __future__ import annotations

from collections.abc import Sequence

from ...core.json_types import JsonObject
from .values import (
    BIG_CASINO,
    BIG_CASINO_POINTS,
    IS_ACE,
    IS_SPADE,
    LITTLE_CASINO,
    LITTLE_CASINO_POINTS,
    MOST_CARDS_POINTS,
    MOST_SPADES_POINTS,
)


def _strict_leader(counts: list[int]) -> int | None:
    top = max(counts)
    leaders = [side for side, n in enumerate(counts) if n == top]
    return leaders[0] if len(leaders) == 1 else None


def score_hand(piles: Sequence[Sequence[int]], sweeps: Sequence[int]) -> JsonObject:
    """The hand's result: points per side and every item (counts and points) per side."""
    sides = len(piles)
    cards = [len(p) for p in piles]
    spades = [sum(1 for c in p if IS_SPADE[c]) for p in piles]
    most_cards = _strict_leader(cards)
    most_spades = _strict_leader(spades)
    big = [BIG_CASINO_POINTS if BIG_CASINO in p else 0 for p in piles]
    little = [LITTLE_CASINO_POINTS if LITTLE_CASINO in p else 0 for p in piles]
    aces = [sum(1 for c in p if IS_ACE[c]) for p in piles]
    points = []
    for side in range(sides):
        total = big[side] + little[side] + aces[side] + sweeps[side]
        total += MOST_CARDS_POINTS if most_cards == side else 0
        total += MOST_SPADES_POINTS if most_spades == side else 0
        points.append(total)
    return {
        "points": points,
        "cards": cards,
        "spades": spades,
        "most_cards": most_cards,
        "most_spades": most_spades,
        "big_casino": big,
        "little_casino": little,
        "casinos": [b + s for b, s in zip(big, little, strict=True)],
        "aces": aces,
        "sweeps": list(sweeps),
    }
