"""King agents: legal moves only, views only, anytime, sensible heuristics, and strength."""

from __future__ import annotations

import random

import pytest

from kotshina.ai.arena import run
from kotshina.ai.base import Budget
from kotshina.ai.king import arena_extras
from kotshina.ai.king.heuristics import estimate_contract
from kotshina.ai.king.searching import KingSearch, seat_rewards
from kotshina.ai.registry import LEVELS, make_agent
from kotshina.core.cards import FRENCH
from kotshina.games.king import ContractMove, KingState, new_match


def random_positions(count: int, seed: int, length: str = "full"):
    """Engine states at random points of random deals (contract phase included)."""
    rng = random.Random(seed)
    for _ in range(count):
        state = new_match(length, rng.randrange(4))
        deck = list(range(52))
        rng.shuffle(deck)
        state.start_deal(deck)
        for _ in range(rng.choice((0, 1, 5, 20, 40))):
            if not state.in_deal:
                break
            state.apply(rng.choice(state.legal_moves()))
        if state.in_deal:
            yield state


def small_budget() -> Budget:
    return Budget(seconds=5.0, iterations=12)


@pytest.mark.parametrize("level", LEVELS)
def test_agents_only_play_legal_moves(level):
    agent = make_agent("king", level, seed=3)
    assert agent.name == level
    count = 8 if level in ("hard", "expert") else 40
    for state in random_positions(count, seed=len(level)):
        legal = state.legal_moves()
        move = agent.choose(state.view_for(state.current_player), list(legal), small_budget())
        assert move in legal


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_hidden_cards_do_not_change_the_choice(level):
    rng = random.Random(11)
    for state in random_positions(6, seed=5):
        seat = state.current_player
        other = state.determinize(seat, rng)  # same view, other hands dealt anew
        assert other.view_for(seat) == state.view_for(seat)
        first = make_agent("king", level, seed=9).choose(
            state.view_for(seat), state.legal_moves(), small_budget())
        second = make_agent("king", level, seed=9).choose(
            other.view_for(seat), other.legal_moves(), small_budget())
        assert first == second


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_a_tiny_time_budget_still_returns_a_legal_move(level):
    agent = make_agent("king", level, seed=1)
    for state in random_positions(4, seed=8):
        legal = state.legal_moves()
        move = agent.choose(state.view_for(state.current_player), list(legal),
                            Budget(seconds=0.001))
        assert move in legal


def hand(text: str) -> list[int]:
    return FRENCH.parse_many(text.split())


def deal(hands: dict[int, str], contract: dict, *plays: str) -> KingState:
    given = {s: FRENCH.parse_many(t.split()) for s, t in hands.items()}
    used = {c for cs in given.values() for c in cs}
    rest = iter(c for c in range(52) if c not in used)
    full = {s: given.get(s, []) + [next(rest) for _ in range(13 - len(given.get(s, [])))]
            for s in range(4)}
    state = new_match("full", 0)
    state.start_deal([c for s in range(4) for c in full[s]])
    state.apply(state.move_from_json(contract))
    for card in plays:
        state.apply(state.move_from_json({"play": card}))
    return state


def greedy_card(state: KingState) -> str:
    move = make_agent("king", "greedy").choose(state.view_for(state.current_player),
                                               state.legal_moves(), Budget(0.1))
    return FRENCH.format(move.card)


def test_greedy_ducks_under_the_winner_and_dumps_penalty_cards():
    hands = {0: "KD 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC",
             1: "QD 9D 2D AC 2S 3S 4S 5S 6S 7S 8S 9S 10S",
             2: "QS QH JS KS AS 2H 3H 4H 5H 6H 7H 8H 9H"}
    # seat 1 under the K♦: the Q♦ is the highest card that still loses (and it is a queen)
    assert greedy_card(deal(hands, {"contract": "no-queens"}, "KD")) == "QD"
    # seat 2, void in diamonds, drops a queen on someone else's trick
    state = deal(hands, {"contract": "no-queens"}, "KD", "QD")
    assert greedy_card(state) in ("QS", "QH")
    # no-tricks lead: the lowest card
    assert greedy_card(deal(hands, {"contract": "no-tricks"})) == "2C"


def test_greedy_in_koz_wins_as_cheaply_as_it_can():
    hands = {0: "10D 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC",
             1: "QD KD 2D AC 2S 3S 4S 5S 6S 7S 8S 9S 10S"}
    assert greedy_card(deal(hands, {"contract": "koz", "trump": "S"}, "10D")) == "QD"


def test_contract_estimate_likes_koz_in_a_long_strong_suit_and_hates_a_bare_king_of_hearts():
    long_spades = hand("AS KS QS JS 10S 9S 8S 2H 3H 2D 3D 2C 3C")
    koz = estimate_contract(long_spades, ContractMove("koz", 0))
    assert koz > estimate_contract(long_spades, ContractMove("koz", 1)) and koz > 0
    bare_king = hand("KH AS AD AC KS KD KC QS QD QC JS JD JC")
    low = hand("2S 3S 4S 2D 3D 4D 2C 3C 4C 5C 2H 3H 4H")
    assert estimate_contract(bare_king, ContractMove("rifki")) < estimate_contract(
        low, ContractMove("rifki"))


def test_rewards_are_relative_to_the_other_seats():
    assert seat_rewards([0, 0, -400, 0]) == pytest.approx([0.5 + 400 / 3 / 1300] * 2
                                                           + [0.5 - 400 / 1300]
                                                           + [0.5 + 400 / 3 / 1300])
    assert seat_rewards([650, 0, 0, 0])[0] == pytest.approx(1.0)
    assert min(seat_rewards([-650, 0, 0, 0])) == pytest.approx(0.0)


def test_search_worlds_keep_the_view():
    rng = random.Random(2)
    search = KingSearch()
    for state in random_positions(10, seed=13):
        view = state.view_for(state.current_player)
        for _ in range(3):
            world = search.world(view, rng)
            assert world.view_for(view.seat) == view


def test_arena_extras_count_penalties_and_koz_tricks():
    penalty = {"points": [0, -100, -300, 0], "contract": "no-queens", "tricks": [3, 2, 5, 3]}
    koz = {"points": [100, 200, 250, 100], "contract": "koz", "tricks": [2, 4, 5, 2]}
    assert arena_extras(penalty, 2) == {"penalty": 300.0, "koz_tricks": 0.0}
    assert arena_extras(koz, 1) == {"penalty": 0.0, "koz_tricks": 4.0}


def test_expert_beats_random_on_duplicate_deals():
    report = run("king", 4, "expert", "random", matches=4, seed=2, options={"length": "short"},
                 think=5.0, iterations=30)
    assert report["points_per_deal_a"] > report["points_per_deal_b"] + 40
    assert report["penalty_per_deal_a"] < report["penalty_per_deal_b"]
