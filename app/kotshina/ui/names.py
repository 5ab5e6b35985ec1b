"""Translated names of seats, sides, levels and cards for the shell's texts and dialogs."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..controller.config import MatchConfig
from ..controller.i18n import format_number


def level_name(level: str | None) -> str:
    names = {
        "easy": QCoreApplication.translate("Names", "Easy"),
        "medium": QCoreApplication.translate("Names", "Medium"),
        "hard": QCoreApplication.translate("Names", "Hard"),
        "expert": QCoreApplication.translate("Names", "Expert"),
    }
    return names.get(level or "", level or "")


def seat_name(config: MatchConfig, seat: int) -> str:
    if seat == 0:
        return config.player_name or QCoreApplication.translate("Names", "You")
    if config.players == 2:
        return QCoreApplication.translate("Names", "Computer")
    if config.players == 4:
        if seat == 2:
            return QCoreApplication.translate("Names", "Partner")
        number = format_number(1 if seat == 1 else 2)
        return QCoreApplication.translate("Names", "Opponent %1").replace("%1", number)
    return QCoreApplication.translate("Names", "Computer %1").replace("%1", format_number(seat))


def side_name(config: MatchConfig, side: int) -> str:
    """A side of the score: a seat, or in a 4-player match a team."""
    if config.players == 4:
        if side == 0:
            return QCoreApplication.translate("Names", "Your team")
        return QCoreApplication.translate("Names", "Opponents")
    return seat_name(config, side)


def human_side(config: MatchConfig) -> int:
    return 0  # seat 0 is the human; in every game its side is side 0


def card_name(notation: str) -> str:
    """A Spanish card by name, e.g. "Sota of Cups" / "سوتا الكؤوس" (the index stays a number)."""
    rank, suit = notation[:-1], notation[-1:].upper()
    suit_names = {
        "O": QCoreApplication.translate("Names", "Gold"),
        "C": QCoreApplication.translate("Names", "Cups"),
        "E": QCoreApplication.translate("Names", "Swords"),
        "B": QCoreApplication.translate("Names", "Clubs"),
    }
    figures = {
        "1": QCoreApplication.translate("Names", "Ace of %1"),
        "10": QCoreApplication.translate("Names", "Sota of %1"),
        "11": QCoreApplication.translate("Names", "Caballo of %1"),
        "12": QCoreApplication.translate("Names", "Rey of %1"),
    }
    suit_text = suit_names.get(suit, suit)
    if rank in figures:
        return figures[rank].replace("%1", suit_text)
    number = format_number(int(rank)) if rank.isdigit() else rank
    return QCoreApplication.translate("Names", "%1 of %2").replace("%1", number).replace("%2", suit_text)


def cards_list(notations: list[str]) -> str:
    separator = QCoreApplication.translate("Names", ", ")
    return separator.join(card_name(n) for n in notations)
