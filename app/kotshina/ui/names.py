"""Translated names of seats, sides and levels for the shell's texts and dialogs."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..controller.config import MatchConfig
from ..controller.i18n import format_number


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
            return QCoreApplication.translate("Names", "Your side")
        return QCoreApplication.translate("Names", "Opponents")
    return seat_name(config, side)
