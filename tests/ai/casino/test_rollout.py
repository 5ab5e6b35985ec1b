"""The AI's ε-greedy Casino rollouts keep what they memoise small: every search worker holds
one plan per hand pattern it meets (options.plan_of), so the rollouts keep hands sorted by
value, as the engine's playout does."""

import random

from kotshina.ai.casino.rollout import finish_hand
from kotshina.games.casino import CasinoState, options

#: hands of up to 4 cards over 11 values (0: a face card), sorted: C(14, 4) + C(13, 3) +
#: C(12, 2) + 11 + 1 patterns
SORTED_PATTERNS = 1001 + 286 + 66 + 11 + 1


def test_rollouts_meet_only_sorted_hand_patterns(monkeypatch):
    monkeypatch.setattr(options, "_PLANS", {})
    rng = random.Random(3)
    for players in (2, 3, 4):
        for _ in range(150):
            state = CasinoState(players, 21, rng.randrange(players))
            deck = list(range(52))
            rng.shuffle(deck)
            state.start_deal(deck)
            finish_hand(state, rng, 0.3)
    patterns = set(options._PLANS)
    assert all(list(hv) == sorted(hv) for hv in patterns)
    assert len(patterns) <= SORTED_PATTERNS


def test_plans_are_emptied_when_full(monkeypatch):
    monkeypatch.setattr(options, "_PLANS", {})
    monkeypatch.setattr(options, "PLAN_LIMIT", 50)
    rng = random.Random(4)
    for _ in range(400):
        hand = [rng.randrange(52) for _ in range(4)]  # dealt order: every pattern differs
        options.plan_of(hand)
        assert len(options._PLANS) <= 50
    # a plan made after emptying still gives the same options as a fresh one
    hand = [0, 13, 5, 9]
    made = options.plan_of(hand)
    options._PLANS.clear()
    assert options.plan_of(hand)[7] == made[7]
