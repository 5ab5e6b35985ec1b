"""The Trix search's settings reach what they steer: the layout playouts' randomness, the
layout inference's sharpness, the learned evaluation's prior over the seat's own layout
cards, and a pool worker's copy of the search (tools/trix_duel.py compares them side by
side)."""

from __future__ import annotations

import math
import pickle
import random

from kotshina.ai.search import best_index, ismcts
from kotshina.ai.trix.heuristics import greedy_layout
from kotshina.ai.trix.layout_eval import context, trained
from kotshina.ai.trix.searching import TrixSearch, _Template
from kotshina.games.trix import CardMove, new_match
from kotshina.games.trix.state import TrixState


def _layout_start(seed: int) -> TrixState:
    """A Trix-contract deal of a deck shuffled by ``seed``, nothing laid yet."""
    deck = list(range(52))
    random.Random(seed).shuffle(deck)
    state = new_match()
    state.start_deal(deck)
    state.apply(next(m for m in state.legal_moves() if m.contract == "trix"))
    return state


def _greedy_step(state: TrixState) -> None:
    """The player to move lays greedy's card, or passes."""
    moves = state.legal_moves()
    view = state.view_for(state.current_player)
    cards = [m.card for m in moves if getattr(m, "card", None) is not None]
    if cards:
        card = greedy_layout(view, cards)
        state.apply(next(m for m in moves if getattr(m, "card", None) == card))
    else:
        state.apply(moves[0])


def _layout_position(seed: int, laid: int) -> TrixState:
    """A Trix-contract deal after ``laid`` greedy decisions (cards or passes)."""
    state = _layout_start(seed)
    for _ in range(laid):
        _greedy_step(state)
    return state


def test_layout_epsilon_zero_makes_layout_playouts_greedy_and_repeatable() -> None:
    state = _layout_position(3, 10)
    greedy = TrixSearch(layout_epsilon=0.0)
    noisy = TrixSearch(layout_epsilon=1.0)
    rewards = {tuple(greedy.playout(state.clone(), random.Random(s))) for s in range(12)}
    assert len(rewards) == 1
    spread = {tuple(noisy.playout(state.clone(), random.Random(s))) for s in range(12)}
    assert len(spread) > 1


def _weight_spread(template: _Template) -> float:
    """How far apart the pool's log-weights lie (0: every deal alike)."""
    assert template.world_pool is not None
    logs = template.world_pool.logs
    return max(logs) - min(logs)


def test_beta_sets_how_sharply_the_layout_choices_weigh_the_worlds() -> None:
    state = _layout_position(5, 16)
    view = state.view_for(state.current_player)
    spreads = [_weight_spread(_Template(view, random.Random(1), True, beta=beta))
               for beta in (0.0, 0.7, 2.0)]
    assert spreads[0] < spreads[1] < spreads[2]


def test_a_pool_worker_gets_the_same_settings() -> None:
    search = TrixSearch(epsilon=0.2, beta=1.5, layout_epsilon=0.6)
    copy = pickle.loads(pickle.dumps(search))
    assert (copy.epsilon, copy.beta, copy.layout_epsilon) == (0.2, 1.5, 0.6)


def test_the_learned_own_policy_reaches_the_layout_solver_and_the_pool() -> None:
    state = _layout_position(5, 16)
    view = state.view_for(state.current_player)
    for learned in (False, True):
        search = TrixSearch(solve=1, learned=learned)
        search.world(view, random.Random(2))
        assert search._solver is not None
        assert (search._solver.own is not None) is learned
        assert pickle.loads(pickle.dumps(search)).learned is learned


def test_the_pool_setting_sizes_the_inferences_weighed_deals() -> None:
    state = _layout_position(5, 16)
    view = state.view_for(state.current_player)
    sizes = []
    for pool in (30, 300):
        search = pickle.loads(pickle.dumps(TrixSearch(pool=pool)))
        search.world(view, random.Random(4))
        assert search._template is not None
        assert search._template.world_pool is not None
        sizes.append(len(search._template.world_pool.deals))
    assert 0 < sizes[0] <= 30 < sizes[1] <= 300


def test_rollout_own_plays_the_seats_layout_cards_by_the_learned_evaluation() -> None:
    differ = 0
    for seed in range(10):
        state = _layout_position(seed, 6 + seed)
        view = state.view_for(state.current_player)
        outcomes = []
        for own in (False, True):
            search = pickle.loads(pickle.dumps(TrixSearch(layout_epsilon=0.0, rollout_own=own)))
            assert search.rollout_own is own
            world = search.world(view, random.Random(seed))
            outcomes.append(tuple(search.playout(world, random.Random(seed))))
        differ += outcomes[0] != outcomes[1]
    assert differ > 0  # the seat's own cards were laid otherwise in some playouts


def _own_choice(seed: int) -> tuple[TrixState, list[CardMove]]:
    """A mid-layout position where the seat to move has two cards or more to choose from."""
    for laid in range(8, 40):
        state = _layout_position(seed, laid)
        moves = [m for m in state.legal_moves() if isinstance(m, CardMove)]
        if state.in_deal and len(moves) > 1:
            return state, moves
    raise AssertionError("no choice in this layout")


def test_the_prior_biases_only_the_seats_own_layout_cards_by_the_learned_score() -> None:
    state, moves = _own_choice(2)
    seat = state.current_player
    assert seat is not None
    view = state.view_for(seat)
    search = pickle.loads(pickle.dumps(TrixSearch(prior_weight=2.0)))
    assert search.prior_weight == 2.0
    world = search.world(view, random.Random(3))
    bias = search.prior(world, moves)
    assert set(bias) == set(moves) and max(bias.values()) == 0.0
    assert all(b <= 0.0 for b in bias.values())
    hands = world.hands
    unseen = sum(hands) & ~hands[seat]
    fewest, stuck = context([h.bit_count() for h in hands], seat, view.layout_log)
    best = max(moves, key=lambda m: trained().score(hands[seat], unseen, m.card, fewest, stuck))
    assert bias[best] == 0.0
    assert search.expand_order(world, list(moves), random.Random(0)) == best
    # the same in another world of the view: it reads no hidden card
    assert search.prior(search.world(view, random.Random(9)), moves) == bias
    # after another seat's move the node is not the seat's: no bias
    other = world.clone()
    search.play(other, moves[0])
    if other.in_deal and other.current_player != seat:
        assert search.prior(other, other.legal_moves()) == {}


def test_a_strong_prior_makes_a_short_search_lay_the_learned_card() -> None:
    agree = {0.0: 0, 1000.0: 0}
    for seed in range(6):
        state, moves = _own_choice(seed)
        seat = state.current_player
        assert seat is not None
        view = state.view_for(seat)
        hand = state.hands[seat]
        fewest, stuck = context([h.bit_count() for h in state.hands], seat, view.layout_log)
        learned = trained().choose(hand, sum(1 << m.card for m in moves),
                                   sum(1 << c for c in view.unseen), fewest, stuck)
        for weight in agree:
            stats, _ = ismcts(TrixSearch(prior_weight=weight), view, moves, math.inf, seed, 40)
            agree[weight] += moves[best_index(stats)].card == learned
    assert agree[1000.0] == 6 and agree[0.0] < 6
