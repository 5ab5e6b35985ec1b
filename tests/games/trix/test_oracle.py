"""Trix engine + records layer against an independent oracle (tests/trix_oracle.py).

Everything goes through ``kotshina.records`` exactly as an outside checker would: append a move
to a record, ask ``legal_moves`` / ``replay``, compare with the oracle; random matches of every
combination of the four options.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kotshina import records
from trix_oracle import FULL_DECK, TrixOracle, key

OPTION_SETS = [
    {"mode": mode, "partners": partners, "doubling": doubling, "forced_discards": forced}
    for mode, partners, doubling, forced in itertools.product(
        ("kingdoms", "complex"), (False, True), (True, False), (False, True))
]


def new_record(options: dict[str, Any] | None, decks: list[list[str]]) -> dict[str, Any]:
    record: dict[str, Any] = {"format": "kotshina-record/1", "game": "trix", "decks": decks,
                              "moves": []}
    if options is not None:
        record["options"] = options
    return record


def random_decks(rng: random.Random, n: int) -> list[list[str]]:
    decks = []
    for _ in range(n):
        deck = list(FULL_DECK)
        rng.shuffle(deck)
        decks.append(deck)
    return decks


def compare_result(record: dict[str, Any], o: TrixOracle) -> None:
    result = records.replay(record)
    assert [d["points"] for d in result["deals"]] == o.deals
    assert [d["seat_points"] for d in result["deals"]] == o.seat_deals
    assert result["totals"] == o.totals
    assert result["finished"] == o.finished
    assert result["winner"] == o.winner
    assert result["draw"] == o.draw
    assert result["to_move"] == o.to_move


def play_match(seed: int, options: dict[str, Any] | None, every_step: float) -> TrixOracle:
    """A random match: the legal sets compared at every contract and doubling decision and at
    a share ``every_step`` of the card plays and passes, the results at every deal's end."""
    rng = random.Random(seed)
    o = TrixOracle(options)
    record = new_record(options, random_decks(rng, o.deals_total))
    o.start_deal(record["decks"][0])
    while not o.finished:
        expected = o.legal()
        decision = "contract" in expected[0] or "double" in expected[0]
        if decision or rng.random() < every_step:
            got = records.legal_moves(record)
            assert sorted(map(key, got)) == sorted(map(key, expected)), (seed, len(record["moves"]))
        move = rng.choice(expected)
        record["moves"].append(move)
        o.apply(move)
        if not o.in_deal:
            if not o.finished:
                o.start_deal(record["decks"][len(o.deals)])
            compare_result(record, o)
    compare_result(record, o)
    assert records.legal_moves(record) == []
    return o


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: "-".join(
    f"{k}={v}" for k, v in o.items()))
def test_random_matches_of_every_option(options: dict[str, Any]) -> None:
    seed = OPTION_SETS.index(options)
    every = 0.3 if options["mode"] == "complex" else 0.05
    play_match(1000 + seed, options, every)


@pytest.mark.parametrize("seed", range(2))
def test_complex_matches_every_step(seed: int) -> None:
    play_match(seed, {"mode": "complex", "doubling": True, "forced_discards": True}, 1.0)


def test_a_kingdoms_match_every_step_with_default_options() -> None:
    play_match(77, None, 1.0)


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10**9), options=st.sampled_from(OPTION_SETS))
def test_random_matches_hypothesis(seed: int, options: dict[str, Any]) -> None:
    play_match(seed, options, 0.03)


def test_the_first_deals_seven_of_hearts_decides_the_first_kingdom() -> None:
    rng = random.Random(5)
    for _ in range(12):
        deck = random_decks(rng, 1)[0]
        holder = deck.index("7H") // 13
        record = new_record(None, [deck])
        assert records.replay(record)["to_move"] == holder
        assert {m["contract"] for m in records.legal_moves(record)} == {
            "king-of-hearts", "queens", "diamonds", "ltoosh", "trix"}
