"""The search's look-ahead playout plays only moves the engine allows and scores like it."""

import random

import pytest

from kotshina.ai.kinza.rollout import smart_finish
from kotshina.games.kinza import KinzaMove, new_match
from kotshina.games.kinza.cards import POINT_VALUE


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("variant", ["kinza", "rubain"])
@pytest.mark.parametrize("epsilon", [0.0, 0.5])
def test_smart_playout_follows_the_engine(players, variant, epsilon):
    rng = random.Random(players * 3 + len(variant))
    for _ in range(6):
        state = new_match(players, variant)
        deck = list(range(40))
        rng.shuffle(deck)
        state.start_deal(deck)
        for _ in range(rng.randrange(30)):
            state.apply(rng.choice(state.legal_moves()))
        piles = [sum(POINT_VALUE[c] for c in p) for p in state.piles]
        trace = []
        points = smart_finish([h[:] for h in state.hands], list(state.table), list(state.stock),
                              state.to_play, state.dealer, state.last_capturer, piles, players,
                              state.capture_sum, rng, epsilon, trace=trace)
        for seat, card, taken in trace:
            assert state.current_player == seat
            move = KinzaMove(card, frozenset(taken))
            assert move in state.legal_moves()
            state.apply(move)
        assert state.current_player is None
        assert state.deal_results[-1]["points"] == points
