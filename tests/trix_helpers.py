"""Fixed Trix positions for the tests: decks that give each seat chosen cards, and records."""

from __future__ import annotations

import random
from typing import Any

from trix_oracle import FULL_DECK, SUITS, TrixOracle

FOUR_SUITS = frozenset(SUITS)


def deck_for(hands: list[list[str]], avoid: dict[int, str] | None = None) -> list[str]:
    """A record deck (seat order: seat 0's 13 cards first) giving seat s at least ``hands[s]``;
    the other cards fill the hands in deck order, never into a suit ``avoid[s]`` lists."""
    avoid = avoid or {}
    full = [list(h) for h in hands]
    rest = [c for c in FULL_DECK if all(c not in h for h in hands)]
    for card in rest:
        seat = next(s for s in range(4) if len(full[s]) < 13 and card[-1] not in avoid.get(s, ""))
        full[seat].append(card)
    assert sorted(sum(full, [])) == sorted(FULL_DECK) and all(len(h) == 13 for h in full)
    return [card for hand in full for card in hand]


def record(options: dict[str, Any] | None, decks: list[list[str]],
           moves: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    rec: dict[str, Any] = {"format": "kotshina-record/1", "game": "trix", "decks": decks,
                           "moves": list(moves or [])}
    if options is not None:
        rec["options"] = options
    return rec


def plays(*cards: str) -> list[dict[str, str]]:
    return [{"play": card} for card in cards]


def shuffled(rng: random.Random) -> list[str]:
    deck = list(FULL_DECK)
    rng.shuffle(deck)
    return deck


def oracle_match(seed: int, options: dict[str, Any] | None,
                 prefer_double: bool = False) -> tuple[dict[str, Any], TrixOracle]:
    """A random match played by the oracle alone, as a record (``prefer_double``: every holder
    doubles all they can)."""
    rng = random.Random(seed)
    o = TrixOracle(options)
    rec = record(options, [])
    while not o.finished:
        if o.needs_deck:
            deck = shuffled(rng)
            rec["decks"].append(deck)
            o.start_deal(deck)
        legal = o.legal()
        move = max(legal, key=lambda m: len(m["double"])) if prefer_double and "double" in \
            legal[0] else rng.choice(legal)
        rec["moves"].append(move)
        o.apply(move)
    return rec, o
