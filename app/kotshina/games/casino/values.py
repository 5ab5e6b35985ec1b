"""Casino card values (docs/rules-casino.md): capture/build value, face ranks and scoring cards.

Cards are FRENCH ids (``suit * 13 + rank_index``, ranks "2".."10", "J", "Q", "K", "A").
"""

from __future__ import annotations

from collections.abc import Iterable

from ...core.cards import FRENCH

DECK_SIZE = FRENCH.size
_RANKS = len(FRENCH.ranks)
_ACE = FRENCH.ranks.index("A")
_FACES = (FRENCH.ranks.index("J"), FRENCH.ranks.index("Q"), FRENCH.ranks.index("K"))


def _value(card: int) -> int:
    rank = card % _RANKS
    if rank == _ACE:
        return 1
    if rank in _FACES:
        return 0
    return int(FRENCH.ranks[rank])


#: capture/build value by card id: A = 1, 2..10 face value, J/Q/K = 0 (no number)
VALUE: tuple[int, ...] = tuple(_value(c) for c in range(DECK_SIZE))
#: rank index by card id (a face card captures only a face card of the same rank)
RANK: tuple[int, ...] = tuple(c % _RANKS for c in range(DECK_SIZE))
IS_SPADE: tuple[bool, ...] = tuple(FRENCH.suit(c) == "S" for c in range(DECK_SIZE))
IS_ACE: tuple[bool, ...] = tuple(c % _RANKS == _ACE for c in range(DECK_SIZE))
BIG_CASINO = FRENCH.parse("10D")
LITTLE_CASINO = FRENCH.parse("2S")

HAND_BLOCK = 4
TABLE_CARDS = 4
TARGETS = (21, 11)
DEFAULT_TARGET = 21

# points of the hand's items (docs/rules-casino.md, "Scoring a hand")
MOST_CARDS_POINTS = 3
MOST_SPADES_POINTS = 1
BIG_CASINO_POINTS = 2
LITTLE_CASINO_POINTS = 1


def names(cards: Iterable[int]) -> str:
    """Cards as "3D+5S" (by rank, then suit), for refusal messages."""
    ordered = sorted(cards, key=lambda c: (c % _RANKS, c // _RANKS))
    return "+".join(FRENCH.format(c) for c in ordered)


def value_word(value: int) -> str:
    """"a 6", "an 8", "an ace": the value named as a card a player holds."""
    if value == 1:
        return "an ace"
    return f"an {value}" if value == 8 else f"a {value}"
