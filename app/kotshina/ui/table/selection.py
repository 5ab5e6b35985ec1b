"""What the player has picked on the felt: the hand card about to be played, the table cards
clicked for it, the keyboard focus and a hint being shown."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .keyboard import HAND


@dataclass
class Selection:
    card: int | None = None  # the hand card about to be played
    picks: set[int] = field(default_factory=set)  # table cards picked by click / Space
    row: str = HAND  # keyboard focus row
    index: int = 0  # keyboard focus, in screen order
    keyboard: bool = False  # focus ring shown once the keyboard is used
    hint: Any = None

    def forget_missing(self, hand: set[int], table: set[int]) -> None:
        """After undo or a move: drop what is no longer there."""
        if self.card is not None and self.card not in hand:
            self.card, self.picks, self.hint = None, set(), None
        self.picks &= table
