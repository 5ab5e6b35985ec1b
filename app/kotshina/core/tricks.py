"""Trick-taking with the French 52-card deck as bitmasks: what King and Trix share.

A hand is a 52-bit int with bit ``card`` set (card = suit * 13 + rank index, the FRENCH deck
of core/cards.py), so a suit is a 13-bit slice and "which cards may I play" is a couple of
ANDs. Both games follow suit when they can, and the highest card of the suit led wins unless
a trump falls (King's koz; Trix has no trumps).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import ClassVar, Generic, Self

from .cards import FRENCH
from .engine import ViewT
from .json_types import JsonObject
from .match_flow import MatchFlow

RANKS = 13
SUITS = "SHDC"
SPADES, HEARTS, DIAMONDS, CLUBS = range(4)
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")
SUIT_MASK: tuple[int, ...] = tuple(((1 << RANKS) - 1) << (RANKS * s) for s in range(4))
FULL_DECK = (1 << 52) - 1
HEART_MASK = SUIT_MASK[HEARTS]
DIAMOND_MASK = SUIT_MASK[DIAMONDS]
#: rank indices (2 = 0 … A = 12)
JACK, QUEEN, KING, ACE = 9, 10, 11, 12

KING_OF_HEARTS = FRENCH.parse("KH")
KH_BIT = 1 << KING_OF_HEARTS
QUEEN_MASK = sum(1 << FRENCH.parse("Q" + s) for s in SUITS)
PLAYERS = 4


def suit_of(card: int) -> int:
    return card // RANKS


def bits(mask: int) -> list[int]:
    """The card ids in ``mask``, ascending."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def mask_of(cards: Iterable[int]) -> int:
    """The bitmask of an iterable of card ids."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def winning_index(trick: Sequence[int], trump: int | None = None) -> int:
    """Position (in play order) of the card that wins ``trick`` (non-empty): the highest trump,
    else the highest card of the suit led."""
    best = 0
    led = trick[0] // RANKS
    for i in range(1, len(trick)):
        card, top = trick[i], trick[best]
        suit, top_suit = card // RANKS, top // RANKS
        if suit == top_suit:
            if card > top:
                best = i
        elif suit == trump or (top_suit != trump and suit == led):
            best = i
    return best


def void_suits(voids: int) -> frozenset[int]:
    """Suit bits (bit s = proved void in suit s) as a set of suit indices."""
    return frozenset(s for s in range(4) if voids >> s & 1)


def suits_mask(suits: Iterable[int]) -> int:
    """The card mask of every card of the given suit indices."""
    mask = 0
    for suit in suits:
        mask |= SUIT_MASK[suit]
    return mask


@dataclass(frozen=True, slots=True)
class CardMove:
    """A card played (to a trick, or to Trix's layout): ``{"play": "QS"}`` in records."""

    card: int

    def to_json(self) -> JsonObject:
        return {"play": FRENCH.format(self.card)}

    def __repr__(self) -> str:
        return f'{{"play": "{FRENCH.format(self.card)}"}}'


#: one shared instance per card: legal_moves allocates nothing per call
CARD_MOVES: tuple[CardMove, ...] = tuple(CardMove(c) for c in range(52))


class TrickState(MatchFlow, Generic[ViewT]):
    """What King's and Trix's states share for search: a clone that copies the lists it must
    (``LISTS``; every other slot is shared or immutable, ``SPECIAL`` ones are copied by
    ``_clone_rest``), the cards a seat has not seen, and a world dealt from a seat's view
    (``ViewT``, the game's view)."""

    __slots__ = ()
    LISTS: ClassVar[tuple[str, ...]] = ()
    SPECIAL: ClassVar[tuple[str, ...]] = ()
    #: (shared slots, copied lists), worked out once per class (in that class's own dict)
    _clone_plan: ClassVar[tuple[tuple[str, ...], tuple[str, ...]]]
    hands: list[int]
    played: int

    def clone(self) -> Self:
        cls = type(self)
        plan: tuple[tuple[str, ...], tuple[str, ...]] | None = cls.__dict__.get("_clone_plan")
        if plan is None:  # worked out once per class: search clones a state per iteration
            slots: tuple[str, ...] = cls.__slots__
            shared = tuple(n for n in slots if n not in cls.LISTS and n not in cls.SPECIAL)
            plan = (shared, cls.LISTS)
            cls._clone_plan = plan
        other = cls.__new__(cls)
        for name in plan[0]:
            setattr(other, name, getattr(self, name))
        for name in plan[1]:
            setattr(other, name, getattr(self, name)[:])
        self._clone_rest(other)
        return other

    def _clone_rest(self, other: Self) -> None:
        """Copy the ``SPECIAL`` slots into ``other``."""

    def unseen_by(self, seat: int) -> int:
        """Mask of the cards in other seats' hands."""
        return FULL_DECK & ~self.played & ~self.hands[seat] if self.in_deal else 0

    def view_for(self, seat: int) -> ViewT:
        raise NotImplementedError

    @classmethod
    def from_view(cls, view: ViewT, rng: random.Random) -> Self:
        raise NotImplementedError

    def determinize(self, seat: int, rng: random.Random) -> Self:
        """A full state ``seat`` cannot tell apart from this one: hidden cards re-dealt."""
        return type(self).from_view(self.view_for(seat), rng)
