"""Dealing hidden King cards consistently with what play proved (voids, the K♥)."""

from __future__ import annotations

import random

import pytest

from kotshina.core.cards import FRENCH
from kotshina.core.errors import KotshinaError
from kotshina.games.king.cards import SUIT_MASK, bits
from kotshina.games.king.worlds import deal_hidden


def mask(text: str) -> int:
    return sum(1 << c for c in FRENCH.parse_many(text.split()))


def test_tight_voids_are_always_honoured():
    # seat 1 may hold only diamonds; seat 2 no diamonds and no spades; seat 3 anything:
    # dealing freely in card order or at random would often strand a diamond or a spade
    hidden = mask("2S 3S 4S 2H 3H 4H 2D 3D 4D 5D")
    room = {1: 3, 2: 3, 3: 4}
    allowed = {1: SUIT_MASK[2], 2: ~(SUIT_MASK[0] | SUIT_MASK[2]), 3: ~0}
    seen = set()
    for seed in range(300):
        hands = deal_hidden(hidden, room, allowed, random.Random(seed))
        assert {s: h.bit_count() for s, h in hands.items()} == room
        assert hands[1] | hands[2] | hands[3] == hidden
        for s, h in hands.items():
            assert h & ~allowed[s] == 0
        seen.add(hands[3])
    assert len(seen) > 1  # still random where the facts allow


def test_impossible_constraints_are_reported():
    hidden = mask("2S 3S 4S 2H")
    with pytest.raises(KotshinaError):
        deal_hidden(hidden, {1: 2, 2: 2}, {1: ~SUIT_MASK[0], 2: ~SUIT_MASK[0]}, random.Random(1))
    assert bits(hidden) == FRENCH.parse_many(["2S", "3S", "4S", "2H"])
