"""Property tests over random Casino matches with 2, 3 and 4 players (quality.md)."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from casino_brute import candidate_moves, effect, legal_effects, value
from kotshina import records
from kotshina.core.cards import FRENCH
from kotshina.core.errors import RuleViolation
from kotshina.games.casino import CasinoState

MAX_HANDS = 3  # hands per match in these tests (a full match is rarely needed)


def all_cards(state: CasinoState) -> list[int]:
    cards = list(state.stock) + state.table_cards
    for hand in state.hands:
        cards += hand
    for pile in state.piles:
        cards += pile
    return cards


def check_position(state: CasinoState, rng: random.Random, brute: bool) -> None:
    moves = state.legal_moves()
    assert moves, "a player always has a move"
    assert len(set(moves)) == len(moves), "the same effect is listed twice"
    assert len({repr(m) for m in moves}) == len(moves)
    seat = state.current_player
    if brute:
        expected = legal_effects(state.hands[seat], state.loose, state.builds, seat)
        assert {effect(m) for m in moves} == expected
        listed = set(moves)
        candidates = [m for m in candidate_moves(state.hands[seat], state.loose, state.builds)
                      if m not in listed]
        for move in rng.sample(candidates, min(40, len(candidates))):
            try:
                state.check(move)
            except RuleViolation as exc:
                assert str(exc) and exc.code
            else:
                raise AssertionError(f"unlisted move accepted: {move!r}")
    for move in rng.sample(moves, min(3, len(moves))):
        other = state.clone()
        before = state.view_for(seat)
        other.apply(move)
        assert state.view_for(seat) == before, "clone() shares state"


def check_determinize(state: CasinoState, rng: random.Random) -> None:
    for seat in range(state.players):
        world = state.determinize(seat, rng)
        assert sorted(all_cards(world)) == list(range(52))
        assert world.hands[seat] == state.hands[seat]
        assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
        assert world.loose == state.loose and world.builds == state.builds
        assert world.view_for(seat) == state.view_for(seat)
        for build in state.builds.values():
            assert any(value(c) == build.value for c in world.hands[build.owner])
        assert set(world.legal_moves()) == set(state.legal_moves()) or seat != state.to_play


def play_match(players: int, seed: int, brute_every: int) -> None:
    rng = random.Random(seed)
    first_dealer = seed % players
    state = CasinoState(players, 21, first_dealer)
    decks: list[list[int]] = []
    played: list[dict] = []
    step = 0
    while not state.is_over and len(state.deal_results) < MAX_HANDS:
        if state.needs_deck:
            deck = list(range(52))
            rng.shuffle(deck)
            decks.append(deck)
            state.start_deal(deck)
        assert sorted(all_cards(state)) == list(range(52)), "cards are conserved"
        table_units = len(state.loose) + len(state.builds)
        check_position(state, rng, brute=table_units <= 7 and step % brute_every == 0)
        if state.builds and step % 5 == 0:
            check_determinize(state, rng)
        moves = state.legal_moves()
        if step % 29 == 0:  # a listed move replays via records when appended
            move = rng.choice(moves)
            record = {"game": "casino", "players": players, "first_dealer": first_dealer,
                      "decks": [FRENCH.format_many(d) for d in decks],
                      "moves": played + [move.to_json()]}
            records.replay(record)
        # mostly random, sometimes the greediest capture, so tables stay realistic
        greedy = rng.random() < 0.5
        move = max(moves, key=lambda m: len(m.taken)) if greedy else rng.choice(moves)
        state.apply(move)
        played.append(move.to_json())
        step += 1
    for result in state.deal_results:
        ties = (3 if result["most_cards"] is None else 0) + (1 if result["most_spades"] is None else 0)
        assert sum(result["points"]) == 11 + sum(result["sweeps"]) - ties
        assert sum(result["cards"]) == 52 and sum(result["spades"]) == 13
        assert sum(result["aces"]) == 4 and sum(result["casinos"]) == 3
    assert state.totals == [sum(r["points"][s] for r in state.deal_results)
                            for s in range(state.sides)]
    if state.is_over:
        top = max(state.totals)
        assert top >= 21 and Counter(state.totals)[top] == 1
        assert state.totals[state.winner] == top
    # the whole match replays from its record to the same result
    record = {"game": "casino", "players": players, "first_dealer": first_dealer,
              "decks": [FRENCH.format_many(d) for d in decks], "moves": played}
    result = records.replay(record)
    assert result["totals"] == state.totals
    assert [d["points"] for d in result["deals"]] == [d["points"] for d in state.deal_results]


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_random_two_player_matches(seed):
    play_match(2, seed, brute_every=3)


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_random_three_player_matches(seed):
    play_match(3, seed, brute_every=3)


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_random_four_player_matches(seed):
    play_match(4, seed, brute_every=3)
