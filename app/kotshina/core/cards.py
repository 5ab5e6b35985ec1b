"""Cards of the two decks as small ints, with the record notation of docs/records.md.

Engines work on ints (fast, hashable, bitmask friendly); notation is only for records, the
CLI and tests. A card id is ``suit_index * len(ranks) + rank_index``.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cached_property
from typing import cast

from .errors import CardError
from .frozen_value import FrozenValue


class DeckKind(FrozenValue):
    name: str
    ranks: tuple[str, ...]
    suits: str

    @cached_property
    def _lookup(self) -> dict[object, int]:
        """Each card's notation -> the card (made at the first lookup, kept: no field)."""
        return {self.format(c): c for c in range(self.size)}

    @property
    def art(self) -> str:
        """The card pictures that draw this deck (resources/cards/<art>/)."""
        return self.name.lower()

    @property
    def size(self) -> int:
        return len(self.ranks) * len(self.suits)

    def card(self, rank_index: int, suit_index: int) -> int:
        return suit_index * len(self.ranks) + rank_index

    def rank_index(self, card: int) -> int:
        return card % len(self.ranks)

    def suit_index(self, card: int) -> int:
        return card // len(self.ranks)

    def suit(self, card: int) -> str:
        return self.suits[self.suit_index(card)]

    def rank(self, card: int) -> str:
        return self.ranks[self.rank_index(card)]

    def format(self, card: int) -> str:
        if not 0 <= card < self.size:
            raise CardError(f"card id {card} is outside the {self.name} deck")
        return self.ranks[card % len(self.ranks)] + self.suits[card // len(self.ranks)]

    def lookup(self, text: str) -> int | None:
        """The card a notation string names (case-insensitive), or None."""
        return self._lookup.get(text.strip().upper())

    def parse(self, text: object) -> int:
        if not isinstance(text, str):
            raise CardError(f"a card must be a string like {self.example!r}, not {text!r}")
        card = self.lookup(text)
        if card is None:
            raise CardError(f"{text!r} is not a card of the {self.name} deck (e.g. {self.example!r})")
        return card

    def parse_many(self, texts: Iterable[object]) -> list[int]:
        items = texts if isinstance(texts, list) else list(texts)
        cards = self.lookup_all(items)
        return cards if cards is not None else [self.parse(t) for t in items]

    def lookup_all(self, texts: list[object]) -> list[int] | None:
        """The cards of a list of notation strings, or None if any is not a card.

        The loops run in C (a whole deck is checked at every load of a save).
        """
        get = self._lookup.get
        try:
            cards = list(map(get, texts))  # the exact notation the app writes
            if None in cards:
                # a text that is not a str makes str.strip raise TypeError (caught)
                cards = list(map(get, map(str.upper, map(str.strip, cast("list[str]", texts)))))
        except TypeError:  # not a string (or not hashable)
            return None
        return None if None in cards else cast("list[int]", cards)  # no None left

    def format_many(self, cards: Iterable[int]) -> list[str]:
        return [self.format(c) for c in cards]

    @property
    def example(self) -> str:
        return self.format(self.size - 1)

    def full_deck(self) -> list[int]:
        return list(range(self.size))


#: Spanish 40-card baraja (Kinza): 1-7, sota 10, caballo 11, rey 12; oros, copas, espadas, bastos.
SPANISH = DeckKind("Spanish", ("1", "2", "3", "4", "5", "6", "7", "10", "11", "12"), "OCEB")

#: French 52-card deck (King, Casino): 2-10, J, Q, K, A; spades, hearts, diamonds, clubs.
FRENCH = DeckKind(
    "French", ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"), "SHDC"
)


def check_permutation(deck_kind: DeckKind, cards: list[int]) -> None:
    """Raise CardError unless ``cards`` is exactly one full deck in some order."""
    if len(cards) != deck_kind.size or len(set(cards)) != deck_kind.size:
        seen: set[int] = set()
        dupes = []
        for card in cards:
            if card in seen:
                dupes.append(deck_kind.format(card))
            seen.add(card)
        missing = [deck_kind.format(c) for c in range(deck_kind.size) if c not in set(cards)]
        detail = []
        if dupes:
            detail.append("repeats " + ", ".join(dupes[:5]))
        if missing:
            detail.append("lacks " + ", ".join(missing[:5]))
        raise CardError(
            f"a deck must hold each of the {deck_kind.size} {deck_kind.name} cards once "
            f"(this one has {len(cards)} cards; {'; '.join(detail)})"
        )
