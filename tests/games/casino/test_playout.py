"""The fast int playout agrees with the engine: same legal moves, same hands, same points."""

from __future__ import annotations

import random

import pytest

from casino_helpers import crowded_position, memos_emptied_often, position
from casino_oracle import splittable
from kotshina.games.casino import CasinoState, splits
from kotshina.games.casino import options as fast_options
from kotshina.games.casino import playout as fast
from kotshina.games.casino.moves import CasinoMove


def fast_position(state: CasinoState) -> tuple:
    tbl: list[list[int]] = [[] for _ in range(11)]
    faces: list[list[int]] = [[] for _ in range(13)]
    key = 0
    for c in state.loose:
        v = fast.VAL[c]
        if v:
            tbl[v].append(c)
            key += fast.POW[v]
        else:
            faces[c % 13].append(c)
    builds = {v: [list(b.cards), b.owner, not b.multiple] for v, b in state.builds.items()}
    return list(state.hands[state.current_player]), key, tbl, faces, builds


def engine_moves_match(state: CasinoState) -> int:
    """The options of the current player, each r of each drawn on a copy of the table, are
    exactly the engine's legal moves, each once. Returns how many."""
    hand, key, tbl, faces, builds = fast_position(state)
    opts = fast_options.options(hand, key, faces, builds, state.current_player)
    effects = [e for o in opts for e in fast.expand(o, hand, tbl, key, faces, builds)]
    engine = state.legal_moves()
    assert sum(o[0] for o in opts) == len(engine)
    assert len(set(effects)) == len(effects)
    assert set(effects) == {m.key for m in engine}
    return len(engine)


def test_fast_options_list_exactly_the_engine_moves_on_random_positions():
    rng = random.Random(7)
    positions = 0
    for game in range(24):
        players = 2 + game % 3
        state = CasinoState(players, 21, game % players)
        deck = list(range(52))
        rng.shuffle(deck)
        state.start_deal(deck)
        while state.current_player is not None:
            engine_moves_match(state)
            engine = state.legal_moves()
            positions += 1
            greedy = rng.random() < 0.5
            state.apply(max(engine, key=lambda m: len(m.taken)) if greedy else rng.choice(engine))
    assert positions > 1000


def replay_random_playouts(seed: int, games: int) -> None:
    """Random playouts replayed through the engine: at every turn the same mover and the same
    number of legal moves, every move taken is one the engine lists, the same points."""
    rng = random.Random(seed)
    for game in range(games):
        players = 2 + game % 3
        deck = list(range(52))
        rng.shuffle(deck)
        trace: list = []
        points = fast.random_playout(players, rng, deck=list(deck), trace=trace)
        state = CasinoState(players, 21, players - 1)
        state.start_deal(deck)
        for seat, card, kind, cards, value, count in trace:
            assert state.current_player == seat
            legal = {m.key: m for m in state.legal_moves()}
            assert len(legal) == count
            if kind == fast.TRAIL:
                key = CasinoMove(card).key
            elif kind >= fast.BUILD:
                key = ("build", card, value, cards)
            else:
                key = ("capture", card, cards)
            state.apply(legal[key])
        assert state.needs_deck
        assert state.deal_results[-1]["points"] == points


def test_random_playout_replays_through_the_engine_with_the_same_points():
    replay_random_playouts(seed=11, games=30)


def test_big_tables_beyond_the_split_table_match_the_engine():
    # 13 loose cards below 10: more than the import-time split table holds (splits.SMALL)
    state = position(["10D 9C 8C 7C", "6C 6D 5C 5D"], loose="AS AH AD AC 2S 2H 2D 3S 3H 3D 4S 4H 5S")
    assert engine_moves_match(state) > 1000
    state = position(["9D 9C 6C 3C", "6D 5C 5D 8D"], loose="AS AH AD 2S 2H 3S 3H 3D 4S 4H 5S 7S 8S KS",
                     builds=((9, "7H 2D", 1),))
    assert engine_moves_match(state) > 100


def test_the_split_tables_agree_with_the_oracle():
    rng = random.Random(5)
    for _ in range(600):
        v = rng.randrange(2, 11)
        counts = tuple(rng.choice((0, 0, 0, 1, 1, 2, 3)) for _ in range(v - 1)) + (0,)
        vec = sum(k * fast.POW[value] for value, k in enumerate(counts, start=1))
        whole = splittable(counts + (0,) * (10 - v), v)
        assert splits.splits(vec, v) == whole
        if sum(counts) <= splits.SMALL:
            assert (vec in splits.small_splits(v)) == whole


@pytest.fixture
def tiny_memos(monkeypatch):
    """Memo tables emptied every few entries, so the refill paths run too."""
    with memos_emptied_often(monkeypatch):
        yield


def test_playouts_replay_through_the_engine_with_memos_emptied_often(tiny_memos):
    replay_random_playouts(seed=13, games=6)


def test_fast_options_match_the_engine_on_random_crowded_positions_with_builds():
    # random tables of up to 16 loose cards, builds of either seat, hands of 1 to 4 cards:
    # duties of build owners, raises, additions and captures of builds all come up
    rng = random.Random(26)
    kinds = set()
    checked = 0
    while checked < 400:
        state = crowded_position(rng)
        builds = state.builds
        if state.count_moves() > 3000:
            continue  # the expansion below lists every move twice
        checked += 1
        engine_moves_match(state)
        kinds.update(m.kind for m in state.legal_moves())
        kinds.update("raise" for m in state.legal_moves()
                     if m.build is not None and any(c in m.with_cards for b in builds.values()
                                                    if b.value != m.build for c in b.cards))
        kinds.update("owner" for b in builds.values() if b.owner == 0)
        kinds.update("multiple" for b in builds.values() if b.multiple)
    assert kinds == {"capture", "build", "trail", "owner", "multiple", "raise"}
