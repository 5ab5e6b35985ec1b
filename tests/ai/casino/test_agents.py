"""Casino agents: legal moves only, views only, anytime, and the rollout agrees with the engine."""

from __future__ import annotations

import random

import pytest

from casino_helpers import cs
from kotshina.ai import pool
from kotshina.ai.arena import run
from kotshina.ai.base import Budget
from kotshina.ai.casino.flat import side_rewards
from kotshina.ai.casino.heuristics import MediumAgent
from kotshina.ai.casino.rollout import finish_hand
from kotshina.ai.registry import LEVELS, make_agent
from kotshina.games.casino import CasinoState
from kotshina.games.casino import playout as fast
from kotshina.games.casino.moves import CasinoMove


def random_positions(players: int, count: int, seed: int):
    """Engine states at random points of random hands (random or greedy-ish moves)."""
    rng = random.Random(seed)
    for _ in range(count):
        state = CasinoState(players, 21, rng.randrange(players))
        deck = list(range(52))
        rng.shuffle(deck)
        state.start_deal(deck)
        for _ in range(rng.randrange(48)):
            moves = state.legal_moves()
            greedy = rng.random() < 0.5
            state.apply(max(moves, key=lambda m: len(m.taken)) if greedy else rng.choice(moves))
        yield state


def small_budget() -> Budget:
    return Budget(seconds=5.0, iterations=10)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_agents_only_play_legal_moves(level, players):
    agent = make_agent("casino", level, seed=3)
    count = 3 if level in ("hard", "expert") else 10
    for state in random_positions(players, count, seed=players * 13 + len(level)):
        seat = state.current_player
        legal = state.legal_moves()
        move = agent.choose(state.view_for(seat), list(legal), small_budget())
        assert move in legal


def swap_hidden(state: CasinoState, seat: int, rng: random.Random) -> CasinoState:
    """The same position for ``seat`` with the cards it cannot see dealt differently
    (build owners keep a card of their build's value)."""
    for _ in range(200):
        other = state.determinize(seat, rng)
        if other.hands != state.hands:
            return other
    return state


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_hidden_cards_do_not_change_the_choice(level):
    rng = random.Random(11)
    for state in random_positions(2, 5, seed=5):
        seat = state.current_player
        other = swap_hidden(state, seat, rng)
        assert other.view_for(seat) == state.view_for(seat)
        first = make_agent("casino", level, seed=9).choose(
            state.view_for(seat), state.legal_moves(), small_budget())
        second = make_agent("casino", level, seed=9).choose(
            other.view_for(seat), other.legal_moves(), small_budget())
        assert first == second


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_a_tiny_time_budget_still_returns_a_legal_move(level):
    agent = make_agent("casino", level, seed=1)
    for state in random_positions(2, 4, seed=8):
        seat = state.current_player
        legal = state.legal_moves()
        move = agent.choose(state.view_for(seat), list(legal), Budget(seconds=0.001))
        assert move in legal


@pytest.mark.parametrize("epsilon", [0.0, 0.3, 1.0])
def test_rollouts_replay_through_the_engine_with_the_same_points(epsilon):
    rng = random.Random(int(epsilon * 10) + 1)
    for players in (2, 3, 4):
        for state in random_positions(players, 4, seed=21 + players):
            trace: list = []
            points = finish_hand(state, rng, epsilon, trace=trace)
            world = state.clone()
            for seat, card, kind, cards, value in trace:
                assert world.current_player == seat
                legal = {m.key: m for m in world.legal_moves()}
                if kind == fast.TRAIL:
                    key = CasinoMove(card).key
                elif kind >= fast.BUILD:
                    key = ("build", card, value, cards)
                else:
                    key = ("capture", card, cards)
                world.apply(legal[key])
            assert world.needs_deck or world.is_over
            assert world.deal_results[-1]["points"] == points
    for state in random_positions(2, 4, seed=22):
        world = state.clone()
        finish_hand(state, rng, epsilon)
        assert state.view_for(0) == world.view_for(0), "the rollout must not touch the state"


def test_greedy_takes_the_richest_capture():
    state = CasinoState(2, 21, 1)
    state.start_deal(list(range(52)))
    state.hands = [cs("10S 5H"), cs("2D")]
    state.loose = cs("10D 5C 3H 2H")
    state.builds = {}
    move = make_agent("casino", "greedy").choose(
        state.view_for(0), state.legal_moves(), small_budget())
    assert move.play == cs("10S")[0] and move.taken == frozenset(cs("10D 5C 3H 2H"))


def test_medium_does_not_leave_an_easy_sweep():
    # trailing the 5 next to a lone 4 lets any 9 sweep the table; the king is safer
    state = CasinoState(2, 21, 1)
    state.start_deal(list(range(52)))
    state.hands = [cs("5C KH"), cs("2D 3D 4D 9D")]
    state.loose = cs("4C")
    state.builds = {}
    legal = state.legal_moves()
    move = MediumAgent(0).choose(state.view_for(0), legal, small_budget())
    assert move.play == cs("KH")[0]


def test_rewards_favour_the_side_with_more_points():
    low, high = side_rewards([3, 9], [0, 0], 21)
    assert high > 0.5 > low
    win = side_rewards([2, 10], [10, 14], 21)
    assert win[1] > 0.8 and win[0] < 0.2


def test_expert_beats_random_on_duplicate_deals():
    report = run("casino", 2, "expert", "random", matches=4, seed=2, options={"target": 11},
                 think=5.0, iterations=6)
    assert report["a_score"] >= 0.75
    assert report["points_per_deal_a"] > report["points_per_deal_b"] + 2


def test_pool_search_returns_legal_moves_from_both_processes():
    agent = make_agent("casino", "expert", seed=5)
    state = next(s for s in random_positions(2, 30, seed=12)
                 if len(s.legal_moves()) > 2 and s.stock)
    move = agent.choose(state.view_for(state.current_player), state.legal_moves(),
                        Budget(seconds=5.0, iterations=8))
    assert move in state.legal_moves()
    if pool.get_pool() is not None and agent.workers > 1:
        assert agent.last_iterations == 8  # both workers searched their share
