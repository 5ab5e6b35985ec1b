"""The Trix development tools: the layout rule-of-thumb harness plays the layout as the
tested fast playout does, the duel harness reads its search settings, and the inference
measure scores worlds against the true deal."""

from __future__ import annotations

import math
import random
import statistics

from kotshina.ai.trix import EXPERT_SECONDS
from kotshina.ai.trix.inference import choice_log
from kotshina.games.trix.cards import PLACE_POINTS
from kotshina.games.trix.layout import Layout
from kotshina.games.trix.playout import deal_hands, play_layout
from trix_duel import SearchOnly, expert_with, parse_spec
from trix_inference import effective_size, facts_worlds, play_layouts, pool_worlds, truth_scores
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


def test_the_inference_measure_scores_the_true_deal_as_certain_and_the_facts_below_it() -> None:
    positions, choices = play_layouts(2, 5, "greedy", 10)
    assert positions and choices
    for hand, legal, card in choices:  # greedy's recorded choices are greedy's card
        assert legal & ~hand == 0 and legal >> card & 1
        assert choice_log(hand, legal, card, math.inf, 0.0) == 0.0
    for state, seat in positions[::5]:
        view = state.view_for(seat)
        truth = {s: state.hands[s] for s in range(4) if s != seat}
        hidden = sum(truth.values())
        assert truth_scores(hidden, truth, ([truth], [1.0])) == [1.0] * hidden.bit_count()
        deals, weights = facts_worlds(60)(view, random.Random(1))
        scores = truth_scores(hidden, truth, (deals, weights))
        assert all(0.0 <= p <= 1.0 for p in scores) and statistics.fmean(scores) < 1.0
        assert effective_size(weights) == 60
    state, seat = positions[-1]
    deals, weights = pool_worlds(math.inf, 0.05, 0.5, 50)(state.view_for(seat), random.Random(2))
    assert len(deals) == 50 and max(weights) == 1.0 and 1.0 <= effective_size(weights) <= 50


def test_duel_reads_the_opponent_model_settings() -> None:
    _, settings = parse_spec("search:beta=inf,noise=0.05,mix=0.5")
    assert SearchOnly(1, settings=settings).kwargs == {
        "beta": math.inf, "noise": 0.05, "mix": 0.5, "infer": True}


def test_duel_plays_the_expert_level_with_other_search_settings() -> None:
    _, settings = parse_spec("expert:beta=0.3,noise=0.4")
    agent = expert_with(settings, 3)
    assert agent.name == "expert" and agent.default_seconds == EXPERT_SECONDS
    assert (agent.game.beta, agent.game.noise, agent.game.mix) == (0.3, 0.4, 0.0)
