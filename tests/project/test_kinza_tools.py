"""The Kinza development tools: self-play data is public-only and reproducible; the fitting
script's features are the app's; the duel harness scores a pair as the arena does."""

import random

from kinza_duel import build, parse_spec, play_deal
from kinza_selfplay import play_deal as selfplay_deal
from kotshina.ai.kinza.heuristics import MediumAgent
from kotshina.ai.kinza.searching import solve_endgame
from kotshina.core.cards import SPANISH
from kotshina.core.engine import shuffled_deck
from kotshina.games.kinza import new_match
from kotshina.games.kinza.cards import POINT_VALUE


def test_round_end_positions_hold_only_public_facts_and_the_deal_result():
    positions, decisions = selfplay_deal("medium", seed=5, index=3, worlds=10,
                                         record_decisions=True)
    assert [p["rounds_left"] for p in positions] == [5, 4, 3, 2, 1]
    for p in positions:
        # at a round end the stock is everything not yet seen: not on the table, not captured
        assert len(p["stock"]) == 6 * p["rounds_left"]
        assert not set(p["stock"]) & set(p["table"])
        captured = 40 - len(p["stock"]) - len(p["table"])
        assert sum(p["piles"]) + sum(POINT_VALUE[c] for c in p["table"] + p["stock"]) == 100
        assert captured >= 0
        assert sum(p["final"]) == 100
        assert all(f >= pile for f, pile in zip(p["final"], p["piles"], strict=True))
    assert decisions and all(0 <= d["chosen"] < len(d["moves"]) for d in decisions)
    again, _ = selfplay_deal("medium", seed=5, index=3, worlds=10, record_decisions=False)
    assert again == positions


def test_duel_pairs_swap_seats_on_the_same_deck():
    assert parse_spec("expert:variant=round:worlds=40") == ("expert",
                                                           {"variant": "round", "worlds": "40"})
    first, _ = play_deal("greedy", "greedy", seed=3, pair=1, a_seat=0)
    second, _ = play_deal("greedy", "greedy", seed=3, pair=1, a_seat=1)
    # the same deterministic player on both seats: swapping seats swaps the result exactly
    assert first == -second


def test_duel_agents_take_worlds_and_slips_and_the_levels_as_they_were():
    hard, worlds = build("hard:worlds=16", seed=1)
    assert worlds == 16 and hard.max_iterations == 16 and hard.solver is None
    before, _ = build("hard:variant=before:worlds=300", seed=1)
    assert before.solver is solve_endgame and before.max_iterations is None
    medium, _ = build("medium:blunder=0.2", seed=1)
    assert medium.blunder == 0.2
    easy, _ = build("easy:blunder=0.5:noise=1", seed=1)
    assert (easy.blunder, easy.noise) == (0.5, 1.0)


def test_self_play_medium_is_the_sharp_look_ahead_the_evaluation_was_fitted_on():
    _, decisions = selfplay_deal("medium", seed=5, index=2, worlds=10, record_decisions=True)
    # replay the deal: every recorded choice is one the look-ahead itself rates best
    state = new_match(2, first_dealer=0)
    state.start_deal(shuffled_deck(SPANISH, random.Random("5:2")))
    choices = iter(decisions)
    while state.in_deal:
        legal = state.legal_moves()
        view = state.view_for(state.current_player)
        if len(legal) > 1:
            chosen = legal[next(choices)["chosen"]]
            scores = [MediumAgent().score(view, m) for m in legal]
            assert MediumAgent().score(view, chosen) >= max(scores) - 1e-9
        else:
            chosen = legal[0]
        state.apply(chosen)
