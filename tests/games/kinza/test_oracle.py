"""Kinza / Ruba'in engine + records layer against an independent oracle (tests/kinza_oracle.py).

Driven only through ``kotshina.records``, as an outside checker would.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kinza_oracle import DECK, KinzaOracle, key
from kotshina import records


def play_match(seed: int, players: int, variant: str, target: int, every_step: float) -> None:
    rng = random.Random(seed)
    first = rng.randrange(players)
    rec: dict[str, Any] = {"format": "kotshina-record/1", "game": "kinza", "players": players,
                           "options": {"variant": variant, "target": target},
                           "first_dealer": first, "decks": [], "moves": []}
    o = KinzaOracle(players, first, variant, target)

    def new_deck() -> None:
        deck = list(DECK)
        rng.shuffle(deck)
        rec["decks"].append(deck)
        o.start_deal(deck)

    new_deck()
    while not o.finished:
        expected = o.legal()
        if rng.random() < every_step:
            got = records.legal_moves(rec)
            assert sorted(map(key, got)) == sorted(map(key, expected)), (seed, len(rec["moves"]))
        move = rng.choice(expected)
        rec["moves"].append(move)
        o.apply(move)
        if not o.in_deal:
            res = records.replay(rec)  # waiting for a deck (or finished)
            assert res["to_move"] is None
            assert [d["points"] for d in res["deals"]] == o.deals
            assert res["totals"] == o.totals
            assert res["finished"] == o.finished
            assert res["winner"] == o.winner
            assert res["draw"] == o.draw
            if not o.finished:
                assert records.legal_moves(rec) == []
                new_deck()
                assert records.replay(rec)["to_move"] == o.to_move
    assert records.legal_moves(rec) == []


@pytest.mark.parametrize("players", [2, 3, 4])
def test_kinza_matches_every_step(players: int) -> None:
    play_match(players, players, "kinza", 101, every_step=1.0)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_rubain_matches(players: int) -> None:
    play_match(10 + players, players, "rubain", 101, every_step=0.3)


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10**9), players=st.sampled_from([2, 3, 4]),
       variant=st.sampled_from(["kinza", "rubain"]), target=st.sampled_from([101, 151, 301]))
def test_random_matches_hypothesis(seed: int, players: int, variant: str, target: int) -> None:
    play_match(seed, players, variant, target, every_step=0.1)


def test_two_highest_equal_is_a_draw() -> None:
    # seed 126, 3 players, target 151: found with the oracle alone (totals 152, 96, 152)
    rng = random.Random(126)
    o = KinzaOracle(3, 0, "kinza", 151)
    rec: dict[str, Any] = {"game": "kinza", "players": 3, "first_dealer": 0, "decks": [], "moves": []}
    while not o.finished:
        if o.needs_deck:
            deck = list(DECK)
            rng.shuffle(deck)
            rec["decks"].append(deck)
            o.start_deal(deck)
        move = rng.choice(o.legal())
        rec["moves"].append(move)
        o.apply(move)
    assert o.draw and o.totals == [152, 96, 152]
    res = records.replay(rec)
    assert res["totals"] == o.totals
    assert res["finished"] and res["draw"] is True and res["winner"] is None
