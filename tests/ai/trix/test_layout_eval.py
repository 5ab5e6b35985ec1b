"""ai/trix/layout_eval.py: the learned layout evaluation. Its weights file loads; it prefers
the card that opens its own long run to one that opens the others' cards; the solver can lay
the seat's later cards by it without seeing the deal; and its table context (the fewest
cards another seat holds, the seats stuck at their last turn) is read and scored apart."""

from __future__ import annotations

import random

import pytest

from kotshina.ai.trix.layout_eval import FEATURES, SHORT, LayoutEval, context, features, trained
from kotshina.ai.trix.layout_solver import LayoutSolver
from kotshina.core.cards import FRENCH
from kotshina.games.trix.layout import Layout
from kotshina.games.trix.playout import deal_hands, greedy_layout_card


def _mask(names: str) -> int:
    return sum(1 << FRENCH.parse(n) for n in names.split())


def test_the_trained_weights_load_and_fit_the_features() -> None:
    model = trained()
    assert len(model.weights) == len(FEATURES)
    assert any(w != 0.0 for w in model.weights)
    with pytest.raises(ValueError):
        LayoutEval([1.0])


def test_it_lays_the_card_that_opens_its_own_run_before_one_that_feeds_the_others() -> None:
    # the 10 of diamonds opens my eight diamonds below it; the queen of clubs opens the K and
    # A of clubs, which are someone else's
    hand = _mask("10D 9D 8D 7D 6D 5D 4D 3D 2D QC")
    legal = _mask("10D QC")
    unseen = ((1 << 52) - 1) & ~hand & ~_mask("JD JC JH JS")
    model = trained()
    ten, queen = FRENCH.parse("10D"), FRENCH.parse("QC")
    assert model.score(hand, unseen, ten) > model.score(hand, unseen, queen)
    assert model.choose(hand, legal, unseen) == ten


def test_the_solver_gives_the_own_policy_only_the_seats_view() -> None:
    calls: list[tuple[int, int, int]] = []
    rng = random.Random(11)
    for _ in range(20):
        hands = tuple(deal_hands(rng))

        def own(hand: int, legal: int, others: int) -> int:
            calls.append((hand, legal, others))
            return greedy_layout_card(hand, legal)

        solver = LayoutSolver((0,), depth=0, own=own)
        with_own = solver.line(hands, Layout().fits, 0, ())
        # greedy as the own policy: the very line the solver plays without one
        assert with_own == LayoutSolver((0,), depth=0).line(hands, Layout().fits, 0, ())
    assert calls
    for hand, legal, others in calls:
        assert legal and legal & ~hand == 0
        assert others and others & hand == 0


def test_the_context_is_the_fewest_cards_and_the_seats_stuck_at_their_last_turn() -> None:
    # seat 1 passed, then laid a card; seat 3 passed last; seat 2 is out (no cards)
    log = [(1, -1), (2, 9), (3, -1), (0, 22), (1, 14)]
    assert context([5, 2, 0, 7], 0, log) == (2, 1)
    assert context([5, 2, 0, 7], 1, log) == (5, 1)  # the seat's own cards never count
    assert context([5, 0, 0, 0], 0, []) == (13, 0)  # nobody else left


def test_feeding_a_short_or_stuck_seat_is_its_own_feature() -> None:
    hand = _mask("QC 5D")
    unseen = _mask("KC AC 4D")
    queen = FRENCH.parse("QC")  # opens the K of clubs, someone else's
    names = list(FEATURES)
    calm = features(hand, unseen, queen)
    short = features(hand, unseen, queen, fewest=SHORT)
    stuck = features(hand, unseen, queen, stuck=2)
    assert calm[names.index("opens unseen")] == 1.0
    assert calm[names.index("opens unseen short")] == 0.0
    assert short[names.index("opens unseen short")] == 1.0
    assert short[names.index("unseen beyond short")] == 2.0  # the K and A of clubs
    assert stuck[names.index("opens unseen stuck")] == 2.0
    assert calm[:11] == short[:11] == stuck[:11]  # the view's cards alone: unchanged
