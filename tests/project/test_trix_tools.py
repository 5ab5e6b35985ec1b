"""The Trix development tools: the layout rule-of-thumb harness plays the layout as the
tested fast playout does, the duel harness reads its search settings, the learned
evaluation's fit plays its check as the policy harness does and keeps, with ``--dagger``, the
learning seat's own positions only, and the inference measure scores worlds against the true
deal."""

from __future__ import annotations

import math
import random
import statistics

from kotshina.ai.trix import EXPERT_SECONDS
from kotshina.ai.trix.inference import choice_log
from kotshina.ai.trix.layout_eval import FEATURES, LayoutEval, context, trained
from kotshina.core.tricks import bits
from kotshina.games.trix.cards import PLACE_POINTS
from kotshina.games.trix.layout import Layout
from kotshina.games.trix.playout import deal_hands, greedy_layout_card, play_layout
from trix_duel import SearchOnly, parse_spec, player
from trix_fit_layout import place_against_greedy, positions
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
    name, settings = parse_spec("search:leps=0.1,beta=2,algo=pimc,infer=0,prior=3")
    assert name == "search"
    agent = SearchOnly(1, settings=settings)
    assert agent.kwargs == {"layout_epsilon": 0.1, "beta": 2.0, "infer": False,
                            "prior_weight": 3.0}
    assert agent.algorithm.__name__ == "pimc"


def test_a_level_spec_keeps_its_clock_and_workers_with_its_search_retuned() -> None:
    plain, tuned = player("expert", 3, None), player("expert:prior=10,leps=0.2", 3, None)
    assert plain.game.prior_weight == 0.0
    assert (tuned.game.prior_weight, tuned.game.layout_epsilon) == (10.0, 0.2)
    assert (tuned.default_seconds, tuned.workers) == (plain.default_seconds, plain.workers)


def _view_only_model() -> LayoutEval:
    """The trained weights of the cards' features, none on the table's context."""
    weights = trained().weights
    return LayoutEval([w if name in FEATURES[:11] else 0.0
                       for name, w in zip(FEATURES, weights, strict=True)])


def test_the_fit_checks_its_model_as_the_policy_harness_plays_it() -> None:
    model = _view_only_model()

    def policy(hands: list[int], seat: int, legal: int, layout: Layout) -> int:
        hand = hands[seat]
        return model.choose(hand, legal, sum(hands) & ~hand)

    rng = random.Random(5)
    for _ in range(20):
        hands = deal_hands(rng)
        for seat in range(4):
            order = places(list(hands), [policy if s == seat else greedy for s in range(4)])
            assert place_against_greedy(list(hands), seat, model) == order.index(seat) + 1


def test_dagger_keeps_the_learning_seats_positions_valued_by_the_solver() -> None:
    deck = deal_hands(random.Random(8))
    model = trained()
    samples = positions(list(deck), random.Random(1), 0.0, learner=2, model=model)
    # replay the same layout: seat 2 lays the model's card, the others greedy's
    hands, layout, choices, seat = list(deck), Layout(), 0, 0
    out = 0
    while out < 3:
        legal = hands[seat] & layout.fits
        if legal:
            if seat == 2 and legal & (legal - 1):
                choices += 1
                fewest, stuck = context([h.bit_count() for h in hands], seat, layout.log)
                card = model.choose(hands[seat], legal, sum(hands) & ~hands[seat], fewest, stuck)
            else:
                card = greedy_layout_card(hands[seat], legal) if legal & (legal - 1) \
                    else bits(legal)[0]
            hands[seat] ^= 1 << card
            layout.lay(card)
            layout.log.append((seat, card))
            out += not hands[seat]
        else:
            layout.log.append((seat, -1))
        seat = (seat + 1) & 3
        while not hands[seat] and out < 3:
            seat = (seat + 1) & 3
    assert choices and len(samples) == choices
    for rows, values in samples:
        assert len(rows) == len(values) > 1
        assert all(len(row) == len(FEATURES) for row in rows)
        assert all(v * 50 in PLACE_POINTS for v in values)


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
    agent = player("expert:beta=0.3,noise=0.4", 3, None)
    assert agent.name == "expert" and agent.default_seconds == EXPERT_SECONDS
    assert (agent.game.beta, agent.game.noise, agent.game.mix) == (0.3, 0.4, 0.0)
