"""ai/trix/inference.py: the others' layout choices weigh the worlds. Scored seat by seat the
likelihood is the whole log's; the swap chains keep every rule's fact (hand sizes, voids and
passes: each card only where it may be) and land on worlds the choices make likelier."""

from __future__ import annotations

import pickle
import random
import statistics

from kotshina.ai.trix.inference import SeatChoices, layout_log_likelihood, swap_chain
from kotshina.ai.trix.searching import TrixSearch, _Template
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
