"""The fast int playouts follow the engine's rules: same legal sets, same moves, same points."""

import random

import pytest

from kotshina.games.kinza import KinzaMove, new_match
from kotshina.games.kinza.captures import capture_sets as engine_capture_sets
from kotshina.games.kinza.cards import POINT_VALUE, VARIANT_SUMS
from kotshina.games.kinza.finishing import finish_deal
from kotshina.games.kinza.playout import capture_sets, random_playout

CASES = [(p, v) for p in (2, 3, 4) for v in ("kinza", "rubain")]


def replay_on_engine(players, variant, deck, trace):
    """Replay a fast-path trace through the engine, checking each move is one it lists."""
    state = new_match(players, variant, first_dealer=players - 1)
    state.start_deal(deck)
    for seat, card, taken, count in trace:
        assert state.current_player == seat
        legal = state.legal_moves()
        assert count == len(legal)
        move = KinzaMove(card, frozenset(taken))
        assert move in legal
        state.apply(move)
    assert state.current_player is None  # the trace covered the whole deal
    return state.deal_results[-1]["points"]


@pytest.mark.parametrize(("players", "variant"), CASES)
def test_random_playout_matches_engine(players, variant):
    rng = random.Random(players * 10 + len(variant))
    for _ in range(20):
        deck = list(range(40))
        rng.shuffle(deck)
        trace = []
        points = random_playout(players, rng, variant, deck=list(deck), trace=trace)
        assert sum(points) == 100
        assert len(trace) == 36
        assert replay_on_engine(players, variant, deck, trace) == points


def test_random_playout_without_deck_is_a_full_deal():
    rng = random.Random(2)
    for players in (2, 3, 4):
        points = random_playout(players, rng)
        assert len(points) == (2 if players == 4 else players)
        assert sum(points) == 100


@pytest.mark.parametrize("variant", ["kinza", "rubain"])
def test_capture_tables_agree_with_engine(variant):
    rng = random.Random(7)
    target = VARIANT_SUMS[variant]
    for _ in range(200):
        cards = rng.sample(range(40), rng.randint(1, 14))
        table, card = cards[1:], cards[0]
        fast = sorted(capture_sets(target, table, card))
        slow = sorted(engine_capture_sets(table, card, target))
        assert fast == slow


@pytest.mark.parametrize(("players", "variant"), CASES)
@pytest.mark.parametrize("epsilon", [0.0, 0.3, 1.0])
def test_finish_deal_from_engine_positions_follows_the_rules(players, variant, epsilon):
    rng = random.Random(players + int(epsilon * 10))
    for _ in range(6):
        state = new_match(players, variant)
        deck = list(range(40))
        rng.shuffle(deck)
        state.start_deal(deck)
        for _ in range(rng.randrange(30)):  # a random point inside the deal
            state.apply(rng.choice(state.legal_moves()))
        piles = [sum(POINT_VALUE[c] for c in p) for p in state.piles]
        trace = []
        points, _ = finish_deal([h[:] for h in state.hands], list(state.table), list(state.stock),
                                state.to_play, state.dealer, state.last_capturer, piles,
                                players, state.capture_sum, rng, epsilon, trace=trace)
        for seat, card, taken in trace:
            assert state.current_player == seat
            move = KinzaMove(card, frozenset(taken))
            assert move in state.legal_moves()
            state.apply(move)
        assert state.current_player is None
        assert state.deal_results[-1]["points"] == points
