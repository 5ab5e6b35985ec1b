"""Build Kinza decks in record order so that a test knows every hand and the table."""

from __future__ import annotations

import random

from kotshina.core.cards import SPANISH
from kotshina.games.kinza import KinzaState
from kotshina.games.kinza.state import new_match


def cards(*names: str) -> list[int]:
    return SPANISH.parse_many(names)


def deck_for(players: int, dealer: int, hands: dict[int, list[str]], table: list[str],
             later: list[str] | None = None) -> list[int]:
    """A full deck whose first round gives ``hands`` (seat -> 3 cards) and ``table`` (4 cards).

    Seats not named get filler cards; ``later`` cards come next in the stock; the rest follows
    in card-id order.
    """
    named = [c for hand in hands.values() for c in hand] + list(table) + list(later or [])
    used = set(cards(*named))
    filler = [c for c in range(SPANISH.size) if c not in used]
    deck: list[int] = []
    for offset in range(1, players + 1):
        seat = (dealer + offset) % players
        if seat in hands:
            deck.extend(cards(*hands[seat]))
        else:
            deck.extend(filler[:3])
            del filler[:3]
    deck.extend(cards(*table))
    deck.extend(cards(*(later or [])))
    deck.extend(filler)
    assert sorted(deck) == list(range(SPANISH.size))
    return deck


def dealt(players: int, dealer: int, hands: dict[int, list[str]], table: list[str],
          variant: str = "kinza", later: list[str] | None = None) -> KinzaState:
    state = KinzaState(players, variant, 151, first_dealer=dealer)
    state.start_deal(deck_for(players, dealer, hands, table, later))
    return state


def names(card_ids) -> list[str]:
    return sorted(SPANISH.format_many(card_ids))


def shuffled_deal(rng: random.Random) -> KinzaState:
    """A 2-player match's first deal, from a deck shuffled by ``rng``."""
    state = new_match(2)
    deck = list(range(SPANISH.size))
    rng.shuffle(deck)
    state.start_deal(deck)
    return state
