"""Kinza expert's round search: legal, reproducible, anytime; its opponent model and its
learned round-end evaluation."""

import random
import time

import pytest

from kotshina.ai.base import Budget
from kotshina.ai.kinza import make_agent
from kotshina.ai.kinza.evaluation import (
    FEATURE_COUNT,
    RoundEndEvaluator,
    capture_values,
    expected_best,
    features,
    leader_future,
)
from kotshina.ai.kinza.heuristics import MediumAgent, expected_reply
from kotshina.ai.kinza.opponent import SoftmaxOpponent
from kotshina.ai.kinza.round_end_weights import WEIGHTS
from kotshina.ai.kinza.round_search import round_search
from kotshina.ai.kinza.searching import KinzaSearch
from kotshina.core.cards import SPANISH
from tests.ai.kinza.test_agents import random_positions


def _positions_with_choices(players, count, seed):
    for state in random_positions(players, "kinza", count * 4, seed):
        if state.current_player is not None and state.stock and len(state.legal_moves()) > 1:
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
    # the search reads only the view: dealing the hidden cards differently between the
    # opponent's hand and the stock changes nothing it can see, so nothing it computes
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
    state = next(_positions_with_choices(2, 5, seed=5))
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


def test_the_search_keeps_gold_away_from_an_obvious_capture():
    # seat 1 leads with 12O (rey of gold, 12 points), 1C, 1E on a table of 4E, 6B, 5C, 7C:
    # nothing captures (a rey needs a 3, an ace 14), so a card must be laid down. Laid, the rey
    # goes to any 3 the opponent holds; an ace risks a point. The search must keep the rey.
    cards = SPANISH.parse_many
    state = _first_round(["12O", "1C", "1E"], ["4E", "6B", "5C", "7C"])
    legal = state.legal_moves()
    assert len(legal) == 3 and not any(m.take for m in legal)
    stats, _ = round_search(KinzaSearch(), state.view_for(1), legal, time.perf_counter() + 60, 5, 96)
    best = legal[max(range(len(legal)), key=lambda i: stats[i][1] / stats[i][0])]
    assert best.play != cards(["12O"])[0]


def _first_round(hand, table):
    from kinza_decks import deck_for
    from kotshina.games.kinza import new_match

    state = new_match(2, first_dealer=0)
    state.start_deal(deck_for(2, 0, {1: hand}, table))
    return state


# ---------------------------------------------------------------- the opponent model
def test_opponent_model_gives_a_distribution_over_the_legal_moves():
    for state in random_positions(2, "kinza", 30, seed=13):
        seat = state.current_player
        if seat is None:
            continue
        view = state.view_for(seat)
        model = SoftmaxOpponent(view.unseen)
        table = tuple(sorted(state.table))
        dist = model.distribution(tuple(sorted(state.hands[seat])), table, 3)
        legal = {(m.play, tuple(sorted(m.take))) for m in state.legal_moves()}
        assert {option for option, _ in dist} == legal
        assert sum(p for _, p in dist) == pytest.approx(1.0)


def test_opponent_model_prefers_the_rich_capture_and_the_safe_trail():
    cards = SPANISH.parse_many
    unseen = [c for c in range(40) if c not in cards(["5O", "7E", "10O", "12C", "2B", "6E"])]
    model = SoftmaxOpponent(unseen)
    table = tuple(sorted(cards(["10O", "12C", "2B", "6E"])))
    dist = dict(model.distribution(tuple(sorted(cards(["5O", "7E"]))), table, 3))
    gold_sota = (cards(["5O"])[0], tuple(cards(["10O"])))
    assert max(dist, key=dist.get) == gold_sota  # 5 of gold takes the sota of gold: 15 points


def test_risk_is_the_heuristics_expected_reply_with_the_playout_values():
    # the fast expected capture agrees with the medium level's hypergeometric formula up to
    # the small card/sweep bonuses, which differ between the two value scales
    rng = random.Random(2)
    for _ in range(40):
        cards_ = list(range(40))
        rng.shuffle(cards_)
        table, hidden = cards_[:rng.randrange(1, 6)], cards_[10:40]
        fast = expected_best(capture_values(table, hidden), len(hidden), 3)
        slow = expected_reply(table, hidden, 3, 15)
        assert fast == pytest.approx(slow, abs=0.6)


# ---------------------------------------------------------------- the round-end evaluation
def test_weights_have_one_row_per_round_left_and_one_weight_per_feature():
    assert len(WEIGHTS) == 5
    assert all(len(row) == FEATURE_COUNT for row in WEIGHTS)


def test_the_search_evaluator_is_the_fitted_dot_product():
    rng = random.Random(7)
    for _ in range(200):
        cards_ = list(range(40))
        rng.shuffle(cards_)
        rounds_left = rng.randrange(1, 6)
        table = sorted(cards_[:rng.randrange(0, 7)])
        played = frozenset(cards_[10:10 + rng.randrange(0, 4)])
        unseen = frozenset(cards_[10:10 + 6 * rounds_left + len(played)])
        last_rel = rng.choice((-1, 0, 1))
        stock = sorted(unseen - played)
        expected = leader_future(WEIGHTS, table, stock, last_rel)
        evaluator = RoundEndEvaluator(WEIGHTS, unseen)
        assert evaluator.future(tuple(table), played, last_rel) == pytest.approx(expected)
        assert len(features(table, stock, last_rel)) == FEATURE_COUNT


# ---------------------------------------------------------------- the expert's cut playouts
def test_cut_playouts_value_the_round_end_with_the_evaluation():
    # the expert's playouts stop when the round's last card is down: the reward is then the
    # deal's end as the evaluation predicts it from that (public) position; in the last round
    # there is no stock to hide anything, and the playout runs to the end as before
    rng = random.Random(31)
    cut_search, full_search = KinzaSearch(horizon=0), KinzaSearch()
    checked_cut = checked_last = 0
    for state in random_positions(2, "kinza", 60, seed=17):
        if state.current_player is None:
            continue
        move = state.legal_moves()[0]
        stream = rng.getrandbits(32)
        cut = cut_search.try_move(state, move, random.Random(stream))
        full = full_search.try_move(state, move, random.Random(stream))
        if not state.stock:
            assert cut == full
            checked_last += 1
            continue
        assert all(0.0 <= r <= 1.0 for r in cut) and sum(cut) == pytest.approx(1.0)
        checked_cut += 1
    assert checked_cut > 20 and checked_last > 3


def test_the_round_ending_move_is_valued_from_the_engines_round_end():
    from kotshina.ai.kinza.searching import side_rewards

    for state in random_positions(2, "kinza", 200, seed=23):
        seat = state.current_player
        if seat is None or not state.stock or len(state.hands[seat]) != 1 or state.hands[1 - seat]:
            continue
        move = state.legal_moves()[0]
        after = state.clone()
        after.apply(move)  # ends the round; the engine deals the next at once
        stock = after.stock + after.hands[0] + after.hands[1]
        leader = (after.dealer + 1) % 2
        last = after.last_capturer
        last_rel = 0 if last is None else (1 if last == leader else -1)
        future = leader_future(WEIGHTS, list(after.table), stock, last_rel)
        points = after.deal_points
        remaining = 100 - sum(points)
        future = max(-remaining, min(remaining, future))
        final = [0.0, 0.0]
        final[leader] = points[leader] + (remaining + future) / 2
        final[1 - leader] = points[1 - leader] + (remaining - future) / 2
        expected = side_rewards(final, state.totals, state.target)
        got = KinzaSearch(horizon=0).try_move(state, move, random.Random(1))
        assert got == pytest.approx(expected)
        return
    pytest.fail("no round-ending position found")
