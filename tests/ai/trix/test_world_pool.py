"""ai/trix/world_pool.py: the layout inference's pool grows on the search's clock, counted in
worlds, and a seat's next decision carries its deals on without breaking a fact."""

from __future__ import annotations

import math
import pickle
import random

from kotshina.ai.search import ismcts
from kotshina.ai.trix.searching import POOL, TrixSearch, _Template
from kotshina.ai.trix.world_pool import WorldPool
from kotshina.games.trix.state import TrixState
from kotshina.games.trix.view import TrixView
from tests.ai.trix.test_search_settings import _greedy_step, _layout_position, _layout_start


def _seat_views(seed: int, seat: int) -> list[tuple[TrixState, TrixView]]:
    """Every view ``seat`` has of one greedy Trix-contract layout, with the state then."""
    state = _layout_start(seed)
    views = []
    while state.in_deal:
        if state.current_player == seat:
            views.append((state.clone(), state.view_for(seat)))
        _greedy_step(state)
    return views


def _honours(view: TrixView, template: _Template, hands: dict[int, int]) -> bool:
    unseen = sum(1 << c for c in view.unseen)
    return (sum(hands.values()) == unseen
            and all(hands[s] & ~template.allowed[s] == 0
                    and hands[s].bit_count() == view.hand_counts[s] for s in hands))


def test_carried_deals_honour_the_new_view_and_weigh_as_fresh_ones() -> None:
    carried_any = 0
    for seed in range(4):
        last: WorldPool | None = None
        for _, view in _seat_views(seed, seed % 4):
            template = _Template(view, random.Random(seed), True, grow=2, carried=last)
            pool = template.world_pool
            if pool is None:
                continue
            fresh = WorldPool(view, pool.beta)
            for hands in pool.deals:
                assert _honours(view, template, hands)
            for hands, value in zip(pool.deals, pool.logs, strict=True):
                assert math.isclose(value, fresh.log_of(hands), abs_tol=1e-9)
            carried_any += len(pool.deals)
            pool.fill(template.plain, random.Random(1), POOL - len(pool.deals))
            last = pool
    assert carried_any > 0  # later decisions did start from the earlier ones' deals


def test_a_growing_pool_deals_at_most_grow_deals_per_world() -> None:
    state = _layout_position(5, 16)
    view = state.view_for(state.current_player)
    legal = state.legal_moves()
    for iterations in (1, 5, 40):
        search = TrixSearch(grow=2)
        _, done = ismcts(search, view, legal, math.inf, 3, iterations)
        assert search._template is not None and search._template.world_pool is not None
        assert done == iterations
        assert search._template.world_pool.dealt <= 2 * iterations
    eager = TrixSearch()
    ismcts(eager, view, legal, math.inf, 3, 1)
    assert eager._template is not None and eager._template.world_pool is not None
    assert eager._template.world_pool.dealt == POOL  # all of them before the first world


def test_carry_reuses_the_seats_pool_but_never_reaches_a_worker() -> None:
    views = [v for _, v in _seat_views(2, 1)]
    search = TrixSearch(grow=4, carry=True)
    dealt = []
    for view in views[3:6]:
        ismcts(search, view, [m for m in _legal(view)], math.inf, 1, 100)
        assert search._template is not None and search._template.world_pool is not None
        dealt.append(search._template.world_pool.dealt)
    assert min(dealt[1:]) < dealt[0]  # the later decisions needed fewer fresh deals
    copy = pickle.loads(pickle.dumps(search))
    assert copy.carry and copy.grow == 4 and copy._last_pool is None


def _legal(view: TrixView):
    state = TrixState.from_view(view, random.Random(0))
    return state.legal_moves()
