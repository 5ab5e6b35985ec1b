"""Random full matches (hypothesis): invariants of docs/rules-kinza.md hold at every step."""

import random
from itertools import combinations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kotshina import records
from kotshina.core.cards import SPANISH
from kotshina.core.errors import RuleViolation
from kotshina.games.kinza import KinzaMove, KinzaState
from kotshina.games.kinza.cards import SUM_VALUE

MATCH = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def brute_force_moves(state: KinzaState) -> set[KinzaMove]:
    """The legal moves straight from the rules page: every subset of the table, no shortcuts."""
    target = state.capture_sum
    moves: set[KinzaMove] = set()
    for card in state.hands[state.to_play]:
        takes = [
            frozenset(subset)
            for size in range(1, len(state.table) + 1)
            for subset in combinations(state.table, size)
            if SUM_VALUE[card] + sum(SUM_VALUE[c] for c in subset) == target
        ]
        moves.update(KinzaMove(card, t) for t in takes) if takes else moves.add(KinzaMove(card))
    return moves


def all_cards(state: KinzaState) -> list[int]:
    found = list(state.table) + list(state.stock)
    for hand in state.hands:
        found.extend(hand)
    for pile in state.piles:
        found.extend(pile)
    return found


def an_unlisted_move(state: KinzaState, rng: random.Random) -> KinzaMove:
    legal = set(state.legal_moves())
    candidates = list(range(40))
    while True:
        play = rng.choice(state.hands[state.to_play] if rng.random() < 0.7 else candidates)
        pool = list(state.table) + ([rng.choice(candidates)] if rng.random() < 0.3 else [])
        take = frozenset(rng.sample(pool, rng.randint(0, min(len(pool), 4))))
        move = KinzaMove(play, take)
        if move not in legal:
            return move


def play_random_match(players: int, variant: str, seed: int, target: int = 101):
    rng = random.Random(seed)
    first_dealer = rng.randrange(players)
    state = KinzaState(players, variant, target, first_dealer=first_dealer)
    decks: list[list[int]] = []
    moves: list[dict] = []
    while not state.is_over:
        deck = list(range(40))
        rng.shuffle(deck)
        decks.append(deck)
        state.start_deal(deck)
        while state.current_player is not None:
            yield state, rng
            assert sorted(all_cards(state)) == list(range(40))
            legal = state.legal_moves()
            assert len(set(legal)) == len(legal)
            assert set(legal) == brute_force_moves(state)
            unlisted = an_unlisted_move(state, rng)
            before = state.clone()
            try:
                state.apply(unlisted)
                raise AssertionError(f"unlisted move {unlisted!r} was accepted")
            except RuleViolation:
                pass
            assert state.hands == before.hands and state.table == before.table
            chosen = rng.choice(legal)
            moves.append(chosen.to_json())
            state.apply(chosen)
        assert sum(state.deal_results[-1]["points"]) == 100
        assert sum(state.deal_results[-1]["cards"]) == 40
    record = {
        "format": "kotshina-record/1", "game": "kinza", "players": players,
        "options": {"variant": variant, "target": target}, "first_dealer": first_dealer,
        "decks": [SPANISH.format_many(d) for d in decks], "moves": moves,
    }
    result = records.replay(record)
    assert result["totals"] == state.totals
    assert result["finished"] and result["to_move"] is None
    assert result["draw"] == state.draw and result["winner"] == state.winner
    assert [d["points"] for d in result["deals"]] == [d["points"] for d in state.deal_results]


@MATCH
@given(players=st.sampled_from([2, 3, 4]), variant=st.sampled_from(["kinza", "rubain"]),
       seed=st.integers(0, 2**32 - 1))
def test_random_matches_keep_every_invariant(players, variant, seed):
    for _ in play_random_match(players, variant, seed):
        pass


@MATCH
@given(seed=st.integers(0, 2**32 - 1), players=st.sampled_from([2, 3, 4]))
def test_every_listed_move_applies_and_clone_is_independent(seed, players):
    for state, rng in play_random_match(players, "kinza", seed):
        if rng.random() > 0.3:
            continue
        snapshot = (state.hands[:], state.table[:], [p[:] for p in state.piles], state.to_play)
        for move in state.legal_moves():
            twin = state.clone()
            twin.apply(move)
        assert (state.hands, state.table, state.piles, state.to_play) == snapshot


@MATCH
@given(seed=st.integers(0, 2**32 - 1), players=st.sampled_from([2, 3, 4]))
def test_record_prefixes_replay_and_list_the_same_legal_moves(seed, players):
    rng = random.Random(seed)
    state = KinzaState(players, "kinza", 101, first_dealer=0)
    deck = list(range(40))
    rng.shuffle(deck)
    record = {"format": "kotshina-record/1", "game": "kinza", "players": players,
              "options": {"target": 101}, "first_dealer": 0,
              "decks": [SPANISH.format_many(deck)], "moves": []}
    state.start_deal(deck)
    while state.current_player is not None:
        listed = records.legal_moves(record)
        assert sorted(map(repr, listed)) == sorted(repr(m.to_json()) for m in state.legal_moves())
        assert records.replay(record)["to_move"] == state.current_player
        move = rng.choice(state.legal_moves())
        # the record notation round-trips: parse(format(move)) == move, case-insensitively
        as_json = move.to_json()
        lowered = {k: (v.lower() if isinstance(v, str) else [c.lower() for c in v]) for k, v in as_json.items()}
        assert state.move_from_json(lowered) == move
        record["moves"].append(as_json)
        state.apply(move)
    assert records.legal_moves(record) == []  # waiting for the next deck
    assert records.replay(record)["to_move"] is None


@MATCH
@given(seed=st.integers(0, 2**32 - 1), players=st.sampled_from([2, 3, 4]))
def test_determinize_keeps_what_the_seat_knows(seed, players):
    for state, rng in play_random_match(players, "kinza", seed):
        if rng.random() > 0.2:
            continue
        seat = rng.randrange(players)
        world = state.determinize(seat, rng)
        assert world.hands[seat] == state.hands[seat]
        assert world.table == state.table and world.piles == state.piles
        assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
        assert len(world.stock) == len(state.stock)
        assert sorted(all_cards(world)) == list(range(40))
        assert set(world.legal_moves()) == set(state.legal_moves()) or seat != state.to_play


def test_capture_enumeration_on_a_crowded_rubain_table_is_complete():
    rng = random.Random(11)
    for _ in range(30):
        cards = list(range(40))
        rng.shuffle(cards)
        state = KinzaState(2, "rubain")
        state.in_deal, state.to_play = True, 0
        state.hands = [cards[:3], []]
        state.table = cards[3:3 + rng.randint(8, 14)]
        assert set(state.legal_moves()) == brute_force_moves(state)
