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


def test_a_world_agrees_with_the_state_on_everything_its_view_shows():
    """A world is built through KingState's constructor: every field is set, and every
    public one is the state's own (only the hidden hands and the past deals' details differ)."""
    from kotshina.games.king import KingState

    rng = random.Random(4)
    state = KingState("short", 2)
    for deal in range(3):
        deck = FRENCH.full_deck()
        rng.shuffle(deck)
        state.start_deal(deck)
        for _ in range(53 if deal < 2 else rng.randrange(2, 30)):
            if not state.in_deal:
                break
            state.apply(rng.choice(state.legal_moves()))
    for seat in range(4):
        world = KingState.from_view(state.view_for(seat), random.Random(seat))
        for name in KingState.__slots__:
            if name in ("hands", "deal_results"):
                continue
            assert getattr(world, name) == getattr(state, name), name
        assert world.hands[seat] == state.hands[seat]
        assert sum(h.bit_count() for h in world.hands) == sum(h.bit_count() for h in state.hands)
