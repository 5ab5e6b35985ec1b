"""Kinza expert's round search: legal, reproducible, anytime, and its opponent model."""

import random
import time

from kotshina.ai.base import Budget
from kotshina.ai.kinza import make_agent
from kotshina.ai.kinza.heuristics import GreedyAgent, MediumAgent
from kotshina.ai.kinza.round_search import richest_capture, round_search
from kotshina.ai.kinza.searching import KinzaSearch
from test_ai_kinza_agents import random_positions


def _positions_with_choices(players, count, seed):
    for state in random_positions(players, "kinza", count * 4, seed):
        if state.current_player is not None and len(state.legal_moves()) > 1:
            yield state
            count -= 1
            if not count:
                return


def test_every_root_move_is_judged_on_the_same_worlds():
    for state in _positions_with_choices(2, 6, seed=4):
        view = state.view_for(state.current_player)
        legal = state.legal_moves()
        stats, worlds = round_search(KinzaSearch(), view, legal, time.perf_counter() + 30, 7, 10)
        assert worlds == 10
        assert len(stats) == len(legal)
        visits = {v for v, _ in stats}
        assert len(visits) == 1 and visits.pop() > 0
        assert all(0.0 <= total / v <= 1.0 for v, total in stats)


def test_same_view_and_seed_give_the_same_search():
    # the search reads only the view: swapping the hidden cards between the opponent's hand
    # and the stock changes nothing it can see, so nothing it computes
    for state in _positions_with_choices(2, 4, seed=9):
        me = state.current_player
        other = state.clone()
        hidden = other.hands[1 - me] + other.stock
        random.Random(1).shuffle(hidden)
        n = len(other.hands[1 - me])
        other.hands[1 - me], other.stock = hidden[:n], hidden[n:]
        assert other.view_for(me) == state.view_for(me)
        legal = state.legal_moves()
        first = round_search(KinzaSearch(), state.view_for(me), legal, time.perf_counter() + 30, 3, 8)
        second = round_search(KinzaSearch(), other.view_for(me), legal, time.perf_counter() + 30, 3, 8)
        assert first == second


def test_no_time_means_no_worlds_and_the_expert_still_answers():
    state = next(s for s in _positions_with_choices(2, 5, seed=5) if s.stock)
    view = state.view_for(state.current_player)
    legal = state.legal_moves()
    stats, worlds = round_search(KinzaSearch(), view, legal, time.perf_counter() - 1.0, 1)
    assert worlds == 0 and all(v == 0 for v, _ in stats)
    agent = make_agent("expert", seed=2)
    move = agent.choose(view, legal, Budget(seconds=0.0))
    # the anytime fallback: the instant rule-of-thumb player's move
    assert move == MediumAgent(2).choose(view, legal, Budget())


def test_three_and_four_players_fall_back_to_flat_search():
    for players in (3, 4):
        state = next(_positions_with_choices(players, 1, seed=players))
        legal = state.legal_moves()
        stats, worlds = round_search(KinzaSearch(), state.view_for(state.current_player), legal,
                                     time.perf_counter() + 30, 2, 5)
        assert worlds == 5 and len(stats) == len(legal)


def test_opponent_model_is_the_greedy_yardstick():
    greedy = GreedyAgent()
    checked = 0
    for state in random_positions(2, "kinza", 60, seed=11):
        seat = state.current_player
        if seat is None:
            continue
        assert richest_capture(state) == greedy.choose(state.view_for(seat), state.legal_moves(),
                                                       Budget())
        checked += 1
    assert checked > 40
