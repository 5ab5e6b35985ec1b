"""The Trix development tools: the layout rule-of-thumb harness plays the layout as the
tested fast playout does, and the duel harness reads its search settings."""

from __future__ import annotations

import random

from kotshina.games.trix.cards import PLACE_POINTS
from kotshina.games.trix.layout import Layout
from kotshina.games.trix.playout import deal_hands, play_layout
from trix_duel import SearchOnly, parse_spec
from trix_layout_policies import greedy, places, weighted


def test_the_policy_harness_finishes_like_the_greedy_playout() -> None:
    rng = random.Random(3)
    for _ in range(40):
        hands = deal_hands(rng)
        order = places(list(hands), [greedy] * 4)
        assert sorted(order) == [0, 1, 2, 3]
        points = play_layout(list(hands), Layout(), 0, [], random.Random(0), epsilon=0.0)
        assert points == [PLACE_POINTS[order.index(seat)] for seat in range(4)]


def test_the_reweighed_rule_with_greedy_weights_is_greedy() -> None:
    rng = random.Random(4)
    same = weighted()
    for _ in range(30):
        hands = deal_hands(rng)
        assert places(list(hands), [same] * 4) == places(list(hands), [greedy] * 4)
    differs = weighted(end=0.0)
    assert any(places(list(h), [differs] * 4) != places(list(h), [greedy] * 4)
               for h in (deal_hands(rng) for _ in range(30)))


def test_duel_search_settings_are_read_by_name() -> None:
    name, settings = parse_spec("search:leps=0.1,beta=2,algo=pimc,infer=0")
    assert name == "search"
    agent = SearchOnly(1, settings=settings)
    assert agent.kwargs == {"layout_epsilon": 0.1, "beta": 2.0, "infer": False}
    assert agent.algorithm.__name__ == "pimc"
