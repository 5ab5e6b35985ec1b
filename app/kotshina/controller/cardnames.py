"""Cards in words, in the current language: "7 of swords" / "٧ سيوف", "10♦" / "١٠ ديناري".

The screen never shows a record code (``7E``, ``10D``): every text that names a card, a list of
cards or a suit goes through here. Numbers use the language's digits (format_number); French
cards are compact in English (rank and suit symbol) and in words in Arabic.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication

from ..core.cards import FRENCH, SPANISH, DeckKind
from .i18n import format_number

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")


FRENCH_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}

_spoken = 0  # inside spoken(): French cards in words (the GUI thread only words cards)


@contextmanager
def spoken() -> Iterator[None]:
    """Cards named as they are said aloud while inside (announcements)."""
    global _spoken
    _spoken += 1
    try:
        yield
    finally:
        _spoken -= 1


def is_spoken() -> bool:
    return _spoken > 0


def spanish_suit(suit: str) -> str:
    """The suit's name as it reads after a number: "gold" / "ذهب"."""
    names = {
        "O": translate("Cards", "gold", "Spanish suit (oros), as in '7 of gold'"),
        "C": translate("Cards", "cups", "Spanish suit (copas), as in '7 of cups'"),
        "E": translate("Cards", "swords", "Spanish suit (espadas), as in '7 of swords'"),
        "B": translate("Cards", "clubs", "Spanish suit (bastos), as in '7 of clubs'"),
    }
    return names[suit]


def french_suit(suit: str) -> str:
    """A French suit in words: "spades" / "بستوني" (for trump announcements and rules)."""
    names = {
        "S": translate("Cards", "spades", "French suit"),
        "H": translate("Cards", "hearts", "French suit"),
        "D": translate("Cards", "diamonds", "French suit"),
        "C": translate("Cards", "clubs", "French suit"),
    }
    return names[suit]


def suit_with_symbol(suit: str) -> str:
    """"♠ spades" / "♠ بستوني": a suit as a banner or a dialog shows it (said aloud: the
    name alone)."""
    if _spoken:
        return french_suit(suit)
    return translate("Cards", "{symbol} {suit}", "a French suit: its symbol, then its name").format(
        symbol=FRENCH_SYMBOLS[suit], suit=french_suit(suit))


def _suit_after_rank(suit: str) -> str:
    """The suit as it follows a rank: a symbol in English ("10♦"), a name in Arabic."""
    marks = {
        "S": translate("Cards", "♠", "spades after a rank (Arabic: بستوني)"),
        "H": translate("Cards", "♥", "hearts after a rank (Arabic: كبة)"),
        "D": translate("Cards", "♦", "diamonds after a rank (Arabic: ديناري)"),
        "C": translate("Cards", "♣", "clubs after a rank (Arabic: سباتي)"),
    }
    return marks[suit]


def _french_rank(rank: str) -> str:
    figures = {
        "J": translate("Cards", "J", "jack, as written before a suit symbol (Arabic: ولد)"),
        "Q": translate("Cards", "Q", "queen, as written before a suit symbol (Arabic: بنت)"),
        "K": translate("Cards", "K", "king, as written before a suit symbol (Arabic: ملك)"),
        "A": translate("Cards", "A", "ace, as written before a suit symbol (Arabic: آس)"),
    }
    return figures.get(rank) or format_number(int(rank))


def _french_figure_words(rank: str) -> str | None:
    """A figure or ace said aloud, as a whole name with a {suit} placeholder; None for 2-10."""
    figures = {
        "J": translate("Cards", "jack of {suit}", "a French card said aloud"),
        "Q": translate("Cards", "queen of {suit}", "a French card said aloud"),
        "K": translate("Cards", "king of {suit}", "a French card said aloud"),
        "A": translate("Cards", "ace of {suit}", "a French card said aloud"),
    }
    return figures.get(rank)


def card_name(deck: DeckKind, card: int) -> str:
    """One card in words."""
    rank, suit = deck.rank(card), deck.suit(card)
    if deck is SPANISH:
        return translate("Cards", "{rank} of {suit}", "a Spanish card: '7 of swords'").format(
            rank=format_number(int(rank)), suit=spanish_suit(suit))
    if deck is FRENCH and _spoken:
        figure = _french_figure_words(rank)
        if figure is not None:
            return figure.format(suit=french_suit(suit))
        return translate("Cards", "{rank} of {suit}", "a French card said aloud by the screen "
                         "reader: '10 of diamonds'").format(
            rank=format_number(int(rank)), suit=french_suit(suit))
    if deck is FRENCH:
        return translate("Cards", "{rank}{suit}", "a French card, e.g. '10♦'; in Arabic "
                         "'{rank} {suit}' with the suit's name").format(
            rank=_french_rank(rank), suit=_suit_after_rank(suit))
    raise ValueError(f"unknown deck {deck.name}")


def card_list(deck: DeckKind, cards: Iterable[int]) -> str:
    """Cards joined as a sum reads: "5 of gold + 10 of clubs" (in the order given)."""
    separator = translate("Cards", " + ", "between the cards of a capture or a build")
    return separator.join(card_name(deck, c) for c in cards)
