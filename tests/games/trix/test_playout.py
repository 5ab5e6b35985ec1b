"""games/trix/playout.py (search playouts, the benchmark) obeys the rules: every card or pass
it makes is legal by the oracle (with the same number of choices when random) and the points
are the oracle's; finish_deal from engine positions ends deals with the right totals."""

from __future__ import annotations

import random

import pytest

from kotshina.core.cards import FRENCH
from kotshina.core.rank_tables import rank_masks
from kotshina.games.trix import new_match
from kotshina.games.trix.cards import DEAL_TOTALS
from kotshina.games.trix.layout import Layout
from kotshina.games.trix.playout import finish_deal, play_layout, play_tricks, random_playout
from trix_helpers import shuffled
from trix_oracle import TrixOracle

TRICK_CONTRACTS = ["king-of-hearts", "queens", "diamonds", "ltoosh", "complex"]


def oracle_after_contract(seed: int, contract: str, forced: bool, double: bool) -> TrixOracle:
    rng = random.Random(seed)
    mode = "complex" if contract == "complex" else "kingdoms"
    o = TrixOracle({"mode": mode, "forced_discards": forced, "doubling": double})
    o.start_deal(shuffled(rng))
    o.apply({"contract": contract})
    while o.to_decide:  # each holder doubles a random subset
        legal = o.legal()
        o.apply(rng.choice(legal))
    return o


@pytest.mark.parametrize("epsilon", [1.0, 0.3, 0.0])
def test_trick_playouts_play_oracle_legal_cards_and_score_alike(epsilon: float) -> None:
    for seed in range(150):
        contract = TRICK_CONTRACTS[seed % 5]
        forced = seed % 3 == 0
        o = oracle_after_contract(seed, contract, forced, double=seed % 2 == 0)
        hands = [sum(1 << FRENCH.parse(c) for c in o.hands[s]) for s in range(4)]
        doubled = {FRENCH.parse(c): s for c, s in o.doubled.items()}
        trace: list[tuple[int, int, int]] = []
        points = play_tricks(rank_masks(hands), o.owner, contract, random.Random(seed), doubled,
                             forced, trace=trace, epsilon=epsilon)
        for seat, card, n in trace:
            legal = [m["play"] for m in o.legal()]
            assert seat == o.turn
            assert FRENCH.format(card) in legal, (seed, contract)
            if epsilon == 1.0:
                assert n == len(legal)
            o.apply({"play": FRENCH.format(card)})
        assert not o.in_deal
        assert o.seat_deals[-1] == points


def _layout_deal(seed: int) -> tuple[TrixOracle, list[int]]:
    """The oracle at the start of a Trix-contract deal, and its hands as 52-bit masks."""
    o = TrixOracle()
    o.start_deal(shuffled(random.Random(seed)))
    o.apply({"contract": "trix"})
    return o, [sum(1 << FRENCH.parse(c) for c in o.hands[s]) for s in range(4)]


@pytest.mark.parametrize("epsilon", [1.0, 0.3, 0.0])
def test_layout_playouts_play_or_pass_as_the_oracle_says(epsilon: float) -> None:
    for seed in range(60):
        o, hands = _layout_deal(seed)
        trace: list[tuple[int, int, int]] = []
        points = play_layout(hands, Layout(), o.owner, [], random.Random(seed), trace, epsilon)
        for seat, card, n in trace:
            legal = o.legal()
            assert seat == o.turn
            if card < 0:
                assert legal == [{"pass": True}]
                o.apply({"pass": True})
                continue
            assert {"play": FRENCH.format(card)} in legal
            if epsilon == 1.0:
                assert n == len(legal)
            o.apply({"play": FRENCH.format(card)})
        assert not o.in_deal
        assert o.seat_deals[-1] == points


def test_an_own_policy_lays_its_seats_cards_told_only_the_others_cards_as_one_set() -> None:
    from kotshina.games.trix.playout import greedy_layout_card

    for seed in range(20):
        o, hands = _layout_deal(seed)
        own_seat = seed % 4
        asked: list[tuple[int, int, int]] = []

        def lowest(hand: int, legal: int, others: int,
                   asked: list[tuple[int, int, int]] = asked) -> int:
            asked.append((hand, legal, others))
            return (legal & -legal).bit_length() - 1

        replay = list(hands)
        trace: list[tuple[int, int, int]] = []
        play_layout(hands, Layout(), o.owner, [], random.Random(seed), trace, 0.0, lowest,
                    own_seat)
        layout = Layout()
        questions = iter(asked)
        for seat, card, _ in trace:
            if card < 0:
                continue
            legal = replay[seat] & layout.fits
            if seat == own_seat:
                hand, fits, others = next(questions)
                assert (hand, fits) == (replay[seat], legal)
                assert others == sum(replay) ^ replay[seat]  # every other hand as one set
                assert card == (legal & -legal).bit_length() - 1
            else:
                assert card == greedy_layout_card(replay[seat], legal)
            replay[seat] ^= 1 << card
            layout.lay(card)
        assert next(questions, None) is None


def test_finish_deal_from_engine_positions() -> None:
    rng = random.Random(4)
    finished = 0
    for seed in range(80):
        state = new_match(doubling=False, mode=("kingdoms", "complex")[seed % 2])
        state.start_deal(random.Random(seed).sample(range(52), 52))
        for _ in range(rng.randrange(40)):
            if not state.in_deal:
                break
            moves = state.legal_moves()
            state.apply(moves[rng.randrange(len(moves))])
        if not state.in_deal:
            continue
        contract = state.contract
        points = finish_deal(state.clone(), random.Random(seed), epsilon=seed % 3 / 2)
        if contract is not None:
            assert sum(points) == DEAL_TOTALS[contract]
        finished += 1
    assert finished > 40


def test_random_playouts_give_a_deal_total() -> None:
    rng = random.Random(9)
    totals = {sum(random_playout(rng)) for _ in range(400)}
    # doubling can only lower a deal's total (a doubler taking back their own card)
    allowed = set(DEAL_TOTALS.values()) | {-150, -125, -150 - 25, -100 - 25, -100 - 50,
                                          -100 - 75, -100 - 100}
    assert 500 in totals and -75 in totals and -195 in totals
    assert totals <= allowed
