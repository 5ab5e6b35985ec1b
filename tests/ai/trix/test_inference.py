"""ai/trix/inference.py: the others' layout choices weigh the worlds. Scored seat by seat the
likelihood is the whole log's; the swap chains keep every rule's fact (hand sizes, voids and
passes: each card only where it may be) and land on worlds the choices make likelier; every
opponent model (soft, with noise, greedy's card exactly, a mixture with a random chooser) is a
distribution over the cards that fit."""

from __future__ import annotations

import math
import pickle
import random
import statistics

from kotshina.ai.trix.inference import SeatChoices, choice_log, layout_log_likelihood, swap_chain
from kotshina.ai.trix.searching import TrixSearch, _Template
from kotshina.games.trix.playout import greedy_layout_card
from tests.ai.trix.test_search_settings import _layout_position


def test_seat_by_seat_scores_add_up_to_the_whole_logs() -> None:
    for seed in range(8):
        state = _layout_position(seed, 10 + 3 * seed)
        view = state.view_for(state.current_player)
        whole = layout_log_likelihood(view, state.hands, 1.3)
        parts = sum(SeatChoices(view, s).log_likelihood(state.hands[s], 1.3)
                    for s in range(4) if s != view.seat)
        assert abs(whole - parts) < 1e-9


def _world_log(view, hands: dict[int, int], mine: int, beta: float) -> float:
    return layout_log_likelihood(view, [hands.get(s, mine) for s in range(4)], beta)


def test_swap_chains_keep_the_facts_and_follow_the_choices() -> None:
    gains = []
    for seed in range(6):
        state = _layout_position(seed, 26)
        view = state.view_for(state.current_player)
        template = _Template(view, random.Random(seed), True, 3.0)
        rng = random.Random(seed)
        template.world_pool = None  # plain deals from here on (the rules' facts only)
        starts = [template.deal(rng) for _ in range(60)]
        mine = state.hands[view.seat]
        chained = []
        for start in starts[:6]:
            for world in swap_chain(view, start, template.hidden, template.allowed, 3.0, rng,
                                    300, 30):
                for seat, hand in world.items():
                    assert hand.bit_count() == view.hand_counts[seat]
                    assert hand & ~template.allowed[seat] == 0
                assert sum(world.values()) | mine == sum(state.hands)
                chained.append(_world_log(view, world, mine, 3.0))
        plain = [_world_log(view, w, mine, 3.0) for w in starts]
        gains.append(statistics.fmean(chained) - statistics.fmean(plain))
    assert min(gains) > 0


def test_the_chain_setting_reaches_the_workers() -> None:
    search = TrixSearch(chain=900, solve=3, solve_below=20)
    copy = pickle.loads(pickle.dumps(search))
    assert (copy.chain, copy.solve, copy.solve_below) == (900, 3, 20)


def _fitting_hands(count: int) -> list[tuple[int, int]]:
    """(hand, the cards of it that fit) from greedy layouts: real choices of two cards or more."""
    found = []
    for seed in range(count):
        state = _layout_position(seed, 6 + 2 * seed)
        assert state.layout is not None
        hand = state.hands[state.current_player]
        legal = hand & state.layout.fits
        if legal & (legal - 1):
            found.append((hand, legal))
    return found


def test_every_opponent_model_is_a_distribution_over_the_fitting_cards() -> None:
    hands = _fitting_hands(20)
    assert len(hands) >= 5
    for hand, legal in hands:
        cards = [c for c in range(52) if legal >> c & 1]
        for beta, noise in ((0.7, 0.0), (3.0, 0.1), (math.inf, 0.05), (0.0, 0.0)):
            total = sum(math.exp(choice_log(hand, legal, c, beta, noise)) for c in cards)
            assert math.isclose(total, 1.0, rel_tol=1e-9)


def test_the_exact_greedy_model_expects_greedys_card_and_prices_the_others_at_the_noise() -> None:
    for hand, legal in _fitting_hands(20):
        n = legal.bit_count()
        greedy = greedy_layout_card(hand, legal)
        assert math.isclose(choice_log(hand, legal, greedy, math.inf, 0.05),
                            math.log(0.95 + 0.05 / n))
        other = next(c for c in range(52) if legal >> c & 1 and c != greedy)
        assert math.isclose(choice_log(hand, legal, other, math.inf, 0.05), math.log(0.05 / n))
        assert choice_log(hand, legal, other, math.inf, 0.0) == -math.inf


def test_the_mixture_weighs_a_seat_by_both_models_as_their_prior_says() -> None:
    checked = 0
    for seed in range(6):
        state = _layout_position(seed, 20 + seed)
        view = state.view_for(state.current_player)
        for seat in range(4):
            if seat == view.seat:
                continue
            choices = SeatChoices(view, seat)
            hand = state.hands[seat]
            model = choices.log_likelihood(hand, math.inf, 0.05)
            uniform = choices.log_likelihood(hand, 0.0)
            mixed = choices.log_likelihood(hand, math.inf, 0.05, 0.3)
            assert math.isclose(mixed, math.log(0.7 * math.exp(model) + 0.3 * math.exp(uniform)))
            assert choices.log_likelihood(hand, 2.0, 0.1, 0.0) == \
                choices.log_likelihood(hand, 2.0, 0.1)
            checked += 1
    assert checked == 18


def test_a_greedy_seats_true_hand_outweighs_other_deals_more_under_the_sharp_model() -> None:
    # greedy's choices are greedy's card every time: the exact model finds its true hand far
    # likelier than a deal under the facts alone, the soft one (β 0.7) less so
    sharp, soft = [], []
    for seed in range(6):
        state = _layout_position(seed, 30)
        view = state.view_for(state.current_player)
        template = _Template(view, random.Random(seed), False)
        rng = random.Random(seed)
        deals = [template.plain(rng) for _ in range(40)]
        for seat in template.room:
            choices = SeatChoices(view, seat)
            for beta, noise, gains in ((math.inf, 0.05, sharp), (0.7, 0.0, soft)):
                truth = choices.log_likelihood(state.hands[seat], beta, noise)
                others = statistics.fmean(choices.log_likelihood(d[seat], beta, noise)
                                          for d in deals)
                gains.append(truth - others)
    assert statistics.fmean(sharp) > statistics.fmean(soft) > 0


def test_the_opponent_model_reaches_the_workers_and_the_pool() -> None:
    search = TrixSearch(beta=math.inf, noise=0.05, mix=0.5)
    copy = pickle.loads(pickle.dumps(search))
    assert (copy.beta, copy.noise, copy.mix) == (math.inf, 0.05, 0.5)
    state = _layout_position(2, 24)
    view = state.view_for(state.current_player)
    copy.world(view, random.Random(0))
    assert copy._template is not None and copy._template.world_pool is not None
    pool = copy._template.world_pool
    assert (pool.beta, pool.noise, pool.mix) == (math.inf, 0.05, 0.5)
