"""The Trix computer players: every level answers with a legal move in every phase, from the
seat's view only; the rules of thumb do what they say; the arena's figures."""

from __future__ import annotations

import random

import pytest

from kotshina.ai.base import Budget
from kotshina.ai.registry import make_agent
from kotshina.ai.trix import arena_extras
from kotshina.ai.trix.contracts import contract_values
from kotshina.ai.trix.heuristics import medium_card, safe_to_double
from kotshina.core.cards import FRENCH
from kotshina.games.trix import ContractMove, DoubleMove, new_match
from kotshina.games.trix.moves import CONTRACT_MOVES

LEVELS = ["greedy", "easy", "medium", "hard", "expert"]


def cards(text: str) -> list[int]:
    return FRENCH.parse_many(text.split())


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_legal_moves_in_every_phase(level: str) -> None:
    rng = random.Random(LEVELS.index(level))
    agents = [make_agent("trix", level, seed=s) for s in range(4)]
    phases: set[str] = set()
    state = new_match(mode="complex", partners=level == "medium", forced_discards=True)
    budget_iterations = 30 if level in ("hard", "expert") else None
    decisions = 0
    while not state.is_over and decisions < 400:
        if state.needs_deck:
            state.start_deal(rng.sample(range(52), 52))
            continue
        seat = state.current_player
        legal = state.legal_moves()
        phases.add(state.phase)
        move = agents[seat].choose(state.view_for(seat), legal, Budget(5.0, budget_iterations))
        assert move in legal
        state.apply(move)
        decisions += 1
    assert {"contract", "double", "tricks", "layout"} <= phases


def test_greedy_is_deterministic() -> None:
    def match_points(seed: int) -> list[int]:
        rng = random.Random(seed)
        agent = make_agent("trix", "greedy")
        state = new_match()
        while not state.is_over:
            if state.needs_deck:
                state.start_deal(rng.sample(range(52), 52))
                continue
            seat = state.current_player
            state.apply(agent.choose(state.view_for(seat), state.legal_moves(), Budget(1.0)))
        return state.totals

    assert match_points(4) == match_points(4)


def test_doubling_rule_of_thumb() -> None:
    kh = FRENCH.parse("KH")
    qs = FRENCH.parse("QS")
    assert safe_to_double(cards("KH 2H 3H 4H 2S 3S 4S 2D 3D 4D 2C 3C 4C"), kh)  # three to duck
    assert safe_to_double(cards("KH 2H 5S 3S 4S 6S 2D 3D 4D 5D 6D 7D 8D"), kh)  # clubs void
    assert not safe_to_double(cards("KH 2S 3S 4S 5S 2D 3D 4D 5D 2C 3C 4C 5C"), kh)  # bare K♥
    assert safe_to_double(cards("QS 2S 3S 2H 3H 4H 2D 3D 4D 2C 3C 4C 5C"), qs)
    assert not safe_to_double(cards("QS AS 2H 3H 4H 5H 2D 3D 4D 2C 3C 4C 5C"), qs)


def test_greedy_doubles_what_the_rule_says() -> None:
    agent = make_agent("trix", "greedy")
    state = new_match()
    deck = cards("7H KH 2H 3H 4H 2S 3S 4S 2D 3D 4D 2C 3C")
    rest = [c for c in range(52) if c not in deck]
    state.start_deal(deck + rest)
    state.apply(CONTRACT_MOVES["king-of-hearts"])
    legal = state.legal_moves()
    assert all(isinstance(m, DoubleMove) for m in legal)
    assert agent.choose(state.view_for(0), legal, Budget(1.0)).cards == [FRENCH.parse("KH")]


def test_the_contract_choice_weighs_this_hand_against_a_random_one() -> None:
    state = new_match()
    low = cards("2S 3S 4S 5S 2H 3H 4H 5H 2D 3D 4D 2C 3C")
    rest = [c for c in range(52) if c not in low]
    deck = low + rest
    deck.remove(FRENCH.parse("7H"))
    deck.insert(0, FRENCH.parse("7H"))  # the 7♥ makes seat 0 the owner
    deck.remove(FRENCH.parse("3C"))
    deck.insert(13, FRENCH.parse("3C"))
    state.start_deal(deck)
    view = state.view_for(0)
    options = [m for m in state.legal_moves() if isinstance(m, ContractMove)]
    values = dict(zip((m.contract for m in options), contract_values(view, options, 40, 1),
                      strict=True))
    # a hand of low cards ducks every trick: Ltoosh is worth far more now than later, and
    # the Trix contract (where low cards wait long for their rows) far less
    assert values["ltoosh"] > 0 > values["trix"]


def test_medium_spares_its_partner() -> None:
    # seat 3, void in the suit led, after its partner (seat 1) won the trick so far: it
    # throws a high card that costs nothing, not the queen it could get rid of
    state = new_match(partners=True, doubling=False)
    hands = {0: "7H 2S", 1: "AS", 2: "3S", 3: "QD KC 2D"}
    deck: list[int] = []
    used = {c for text in hands.values() for c in cards(text)}
    rest = [c for c in range(52) if c not in used and FRENCH.format(c)[-1] != "S"]
    spades = [c for c in range(52) if c not in used and FRENCH.format(c)[-1] == "S"]
    for seat in range(4):
        hand = cards(hands[seat])
        pool = spades if seat != 3 else rest
        while len(hand) < 13:
            hand.append(pool.pop(0) if seat != 3 and spades else rest.pop(0))
        deck += hand
    state.start_deal(deck)
    state.apply(CONTRACT_MOVES["queens"])
    for card in ("2S", "AS", "3S"):
        state.apply(next(m for m in state.legal_moves() if FRENCH.format(m.card) == card))
    view = state.view_for(3)
    legal = [m.card for m in state.legal_moves()]
    assert FRENCH.parse("QD") in legal
    choice = medium_card(view, legal)
    assert choice != FRENCH.parse("QD")


def test_arena_extras_count_penalties_and_places() -> None:
    trick = {"contract": "queens", "points": [-25, 0, -75, 0]}
    trix = {"contract": "trix", "points": [150, 200, 50, 100], "places": [1, 0, 3, 2]}
    assert arena_extras(trick, 2) == {"penalty": 75.0, "trix_place": None}
    assert arena_extras(trix, 2) == {"penalty": None, "trix_place": 4.0}
    team = {"contract": "trix", "points": [200, 300], "places": [1, 0, 3, 2]}
    assert arena_extras(team, 0) == {"penalty": None, "trix_place": 3.0}  # places 2 and 4
