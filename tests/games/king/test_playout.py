"""The fast random playout agrees with the engine: same legal cards, same winners, same points."""

from __future__ import annotations

import random

import pytest

from kotshina.core.cards import FRENCH
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


@pytest.mark.parametrize("epsilon", [1.0, 0.3, 0.0])
@pytest.mark.parametrize("contract", CONTRACTS, ids=lambda m: repr(m))
def test_playout_choices_and_scores_match_the_engine(contract, epsilon):
    rng = random.Random(repr(contract) + str(epsilon))
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
                           state.tricks_done, state.hearts_broken, left, trace, epsilon)
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
        points = finish_deal(state.clone(), rng, rng.choice((1.0, 0.2)))
        assert sum(points) == {"koz": 650, "no-tricks": -650, "no-hearts": -390,
                               "no-kings-jacks": -480, "no-queens": -400, "rifki": -320,
                               "no-last-two": -360}[contract.contract]


def test_random_playout_plays_whole_deals():
    rng = random.Random(1)
    totals = {sum(random_playout(rng)) for _ in range(300)}
    assert totals == DEAL_TOTALS  # every contract came up and scored its full deal total


def test_greedy_playout_leads_low_and_ducks_in_penalty_contracts():
    hands = ["10C JS QS KS AS JD QD KD AD JH QH KH AH",
             "5C KC 2S 3S 4S 5S 6S 7S 8S 9S 2D 3D 4D",
             "QC 2H 3H 4H 5H 6H 7H 8H 9H 10H 5D 6D 7D",
             "10S 8D 9D 10D 2C 3C 4C 6C 7C 8C 9C JC AC"]
    deck = [c for text in hands for c in FRENCH.parse_many(text.split())]
    state = new_match("full", 0)
    state.start_deal(deck)
    trace: list[tuple[int, int, int]] = []
    points = play_deal(rank_masks(state.hands), 0, "no-queens", -1, random.Random(1),
                       trace=trace, epsilon=0.0)
    # lead the lowest card; duck under it; forced over it; last hand sheds the J♣ under the Q♣
    assert trace[:4] == [(0, FRENCH.parse("10C"), 13), (1, FRENCH.parse("5C"), 2),
                         (2, FRENCH.parse("QC"), 1), (3, FRENCH.parse("JC"), 9)]
    assert sum(points) == -400
