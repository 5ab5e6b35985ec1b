"""The fast int playout agrees with the engine: same legal moves, same hands, same points."""

from __future__ import annotations

import random

from kotshina.games.casino import CasinoState
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
            hand, key, tbl, faces, builds = fast_position(state)
            seat = state.current_player
            opts = fast.options(hand, key, faces, builds, seat)
            effects = [e for o in opts for e in fast.expand(o, hand, tbl, faces, builds)]
            engine = state.legal_moves()
            assert sum(o[0] for o in opts) == len(engine)
            assert len(set(effects)) == len(effects)
            assert set(effects) == {m.key for m in engine}
            positions += 1
            greedy = rng.random() < 0.5
            state.apply(max(engine, key=lambda m: len(m.taken)) if greedy else rng.choice(engine))
    assert positions > 1000


def test_random_playout_replays_through_the_engine_with_the_same_points():
    rng = random.Random(11)
    for game in range(30):
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
