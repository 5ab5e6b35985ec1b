"""Shared helpers for the Casino tests: card names and hand-made positions."""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from kotshina.core.cards import FRENCH
from kotshina.games.casino import Build, CasinoState, splits, turns
from kotshina.games.casino.moves import CasinoMove, move_from_json
from kotshina.games.casino.values import VALUE


def c(name: str) -> int:
    return FRENCH.parse(name)


def cs(names: str) -> list[int]:
    return [c(n) for n in names.split()]


def mv(data: dict) -> CasinoMove:
    return move_from_json(data)


def position(hands: list[str], loose: str = "", builds: tuple[tuple[int, str, int], ...] = (),
             to_play: int = 0, dealer: int | None = None) -> CasinoState:
    """A state mid-hand: hands and table as given, the rest of the deck in the stock."""
    players = len(hands)
    state = CasinoState(players, 21, 0)
    state.start_deal(list(range(52)))
    state.hands = [cs(h) for h in hands]
    state.loose = cs(loose)
    state.builds = {v: Build(v, tuple(sorted(cs(cards))), owner) for v, cards, owner in builds}
    used = set(state.table_cards).union(*state.hands)
    state.stock = [x for x in range(52) if x not in used]
    state.to_play = to_play
    if dealer is not None:
        state.dealer = dealer
    return state


def legal_json(state: CasinoState) -> list[dict]:
    return sorted((m.to_json() for m in state.legal_moves()), key=repr)


def canon(moves: list[dict]) -> set[CasinoMove]:
    return {mv(m) for m in moves}


def take_most(state: CasinoState) -> CasinoMove:
    """A quick policy that keeps the table small: take the most cards, else the first move.

    (Always trailing crowds the table until millions of captures are legal.)
    """
    return max(state.legal_moves(), key=lambda m: (len(m.taken), m.kind == "capture"))


def crowded_record(trails: int, seed: int = 1) -> dict:
    """A valid 2-player record whose first ``trails`` moves all trail the first card in hand:
    the table fills with loose cards (issue 22: a 1 kB record that used to hang every path).
    The moves are made without the engine's size guard, as an outside program would write them.
    """
    deck = list(range(52))
    random.Random(seed).shuffle(deck)
    state = CasinoState(2, 21, 1)
    state.start_deal(deck)
    moves = []
    for _ in range(trails):
        card = state.hands[state.to_play][0]
        state._apply_unchecked(CasinoMove(card))
        moves.append({"play": FRENCH.format(card)})
    return {"format": "kotshina-record/1", "game": "casino", "players": 2,
            "options": {"target": 21}, "first_dealer": 1, "decks": [FRENCH.format_many(deck)],
            "moves": moves}


def random_builds(rng: random.Random, loose: list[int]) -> dict[int, Build]:
    """Up to two builds made of pairs of loose number cards, owned by seat 0 or 1; a build
    takes a second pair of the same value (a multiple build) when one is there, half the time."""
    builds: dict[int, Build] = {}
    numbers = [c for c in loose if VALUE[c]]
    rng.shuffle(numbers)
    while len(builds) < rng.randrange(3) and len(numbers) >= 2:
        cards = [numbers.pop(), numbers.pop()]
        value = VALUE[cards[0]] + VALUE[cards[1]]
        if value > 10 or value in builds:
            continue
        second = [(a, b) for a in numbers for b in numbers if a < b and VALUE[a] + VALUE[b] == value]
        if second and rng.random() < 0.5:
            cards.extend(second[0])
            numbers = [c for c in numbers if c not in second[0]]
        builds[value] = Build(value, tuple(sorted(cards)), rng.randrange(2))
        for c in cards:
            loose.remove(c)
    return builds


def crowded_position(rng: random.Random) -> CasinoState:
    """A 2-player position (seat 0 to play) with up to 16 loose cards and up to two builds of
    either seat, hands of 1 to 4 cards; half the time seat 0 holds a card and the value it
    would raise a build to: duties of build owners, raises, additions and captures of builds."""
    deck = list(range(52))
    rng.shuffle(deck)
    n = rng.randrange(17)
    loose, rest = deck[:n], deck[n:]
    builds = random_builds(rng, loose)
    hand = rest[:rng.randrange(1, 5)]
    if builds and rng.random() < 0.6:
        w = rng.choice(sorted(builds))
        pairs = [(x, y) for x in rest[4:] for y in rest[4:]
                 if VALUE[x] and VALUE[y] == w + VALUE[x]]
        if pairs:
            hand = [*rng.choice(pairs), *hand[:2]]
    state = CasinoState(2, 21, 1)
    state.start_deal(list(range(52)))
    state.hands = [hand, [x for x in rest if x not in hand][:4]]  # seat 1 holds cards: no deal
    state.loose, state.builds = loose, builds
    state.to_play = 0
    return state


@contextmanager
def memos_emptied_often(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The split memos and the fast playout's count rows emptied every few entries (so the
    refill paths run too); the memos as they were afterwards."""
    monkeypatch.setattr(turns, "ROW_LIMIT", 3)
    monkeypatch.setattr(splits, "MEMO_LIMIT", 16)
    memos = (splits._SPLITS, splits._TOTALS, splits._ENTRIES)
    saved = [dict(m) for m in memos]
    try:
        yield
    finally:
        for memo, old in zip(memos, saved, strict=True):
            memo.clear()
            memo.update(old)
        turns.ROWS.clear()
