"""Translated names of seats, sides and levels, from the one seating model.

Two players: "You" and "Computer"; three: "Computer 1", "Computer 2"; four with partners: "Partner",
"Opponent 1", "Opponent 2"; King (four, each for themselves): "Opponent 1" to "Opponent 3".
Numbers follow play order from your seat and use the language's digits.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .i18n import format_number
from .seating import PARTNER, YOU, Seating

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")


def level_name(level: str | None) -> str:
    names = {"easy": translate("Names", "Easy"), "medium": translate("Names", "Medium"), "hard": translate("Names", "Hard"),
             "expert": translate("Names", "Expert")}
    return names.get(level or "", translate("Names", "Human player"))


class Names:
    def __init__(self, seating: Seating, computer_names: list[str] | None = None) -> None:
        self.seating = seating
        # the player's names for the computer seats, in seat order after theirs ("" = default)
        self.computer_names = list(computer_names or [])

    def seat(self, seat: int) -> str:
        seating = self.seating
        relation = seating.relation(seat)
        if relation == YOU:
            return seating.player_name or translate("Names", "You")
        step = (seat - seating.human_seat) % seating.players
        if 0 < step <= len(self.computer_names) and self.computer_names[step - 1]:
            return self.computer_names[step - 1]
        if relation == PARTNER:
            return translate("Names", "Partner")
        if seating.players == 2:
            return translate("Names", "Computer")
        number = format_number(seating.opponent_number(seat) or 0)
        if seating.partners or seating.players == 4:
            return translate("Names", "Opponent %1").replace("%1", number)
        return translate("Names", "Computer %1").replace("%1", number)

    def side(self, side: int) -> str:
        """A side of the score: a seat, or in a partners' match a team."""
        if not self.seating.partners:
            return self.seat(side)
        return translate("Names", "Your side") if side == self.seating.human_side else translate("Names", "Opponents")

    def level(self, seat: int) -> str:
        return level_name(self.seating.level_of(seat))
