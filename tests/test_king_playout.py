"""The fast random playout agrees with the engine: same legal cards, same winners, same points."""

from __future__ import annotations

import random

import pytest

from kotshina.games.king import ContractMove, new_match
from kotshina.games.king.playout import finish_deal, play_deal, random_playout, rank_masks

DEAL_TOTALS = {650, -650, -390, -480, -400, -320, -360}
CONTRACTS = [ContractMove(c) for c in ("no-tricks", "no-hearts", "no-kings-jacks", "no-queens",
                                       "rifki", "no-last-two")] + [ContractMove("koz", s) for s in range(4)]


def position(rng: random.Random, contract: ContractMove, tricks: int):
    state = new_match("full", rng.randrange(4))
    deck = list(range(52))
    rng.shuffle(deck)
    state.start_deal(deck)
    state.apply(contract)
    while state.in_deal and state.tricks_done < tricks:
        state.apply(rng.choice(state.legal_moves()))
    return state


@pytest.mark.parametrize("contract", CONTRACTS, ids=lambda m: repr(m))
def test_playout_choices_and_scores_match_the_engine(contract):
    rng = random.Random(repr(contract))
    for _ in range(25):
        state = position(rng, contract, rng.choice((0, 0, 3, 7, 11)))
        if not state.in_deal:
            continue
        trace: list[tuple[int, int, int]] = []
        trump = -1 if state.trump is None else state.trump
        penalty_cards = state.penalty_left.bit_count()
        per_card = {"no-hearts": -30, "no-kings-jacks": -60, "no-queens": -100, "rifki": -320}
        left = per_card.get(state.contract, 0) * penalty_cards
        before = list(state.deal_points)
        points = play_deal(rank_masks(state.hands), state.leader, state.contract, trump, rng,
                           state.tricks_done, state.hearts_broken, left, trace)
        for seat, card, n in trace:
            assert state.in_deal and state.current_player == seat
            legal = [m.card for m in state.legal_moves()]
            assert card in legal and n == len(legal)
            state.apply(state.legal_moves()[legal.index(card)])
        assert not state.in_deal  # both ended the deal at the same trick
        assert state.deal_results[-1]["points"] == [a + b for a, b in zip(before, points, strict=True)]


def test_finish_deal_from_the_middle_of_a_trick_scores_a_whole_deal():
    rng = random.Random(8)
    for contract in CONTRACTS:
        state = position(rng, contract, 4)
        for _ in range(rng.randrange(4)):
            if state.in_deal:
                state.apply(rng.choice(state.legal_moves()))
        if not state.in_deal:
            continue
        points = finish_deal(state.clone(), rng)
        assert sum(points) == {"koz": 650, "no-tricks": -650, "no-hearts": -390,
                               "no-kings-jacks": -480, "no-queens": -400, "rifki": -320,
                               "no-last-two": -360}[contract.contract]


def test_random_playout_plays_whole_deals():
    rng = random.Random(1)
    totals = {sum(random_playout(rng)) for _ in range(300)}
    assert totals == DEAL_TOTALS  # every contract came up and scored its full deal total
