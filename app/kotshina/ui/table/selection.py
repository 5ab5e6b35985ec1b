"""What the player has picked on the felt: the hand card about to be played, the table cards
clicked for it, the keyboard focus, the card under the mouse and a hint being shown. The
input machine (input_machine.py) with the mouse and the keys, the player's intents
(player_intents.py) and the view's answers to the controller (a new position, the coach's
warning) change it."""

from __future__ import annotations

from dataclasses import dataclass, field

from ...core.engine import Move

HAND, TABLE = "hand", "table"  # the keyboard's focus rows


@dataclass
class Selection:
    card: int | None = None  # the hand card about to be played
    picks: set[int] = field(default_factory=set)  # table cards picked by click / Space
    row: str = HAND  # keyboard focus row
    focus: int | None = None  # the card the keyboard focus ring is on (in ``row``)
    keyboard: bool = False  # focus ring shown once the keyboard is used
    hover: int | None = None  # the hand card under the mouse (lifted a little when playable)
    hint: Move | None = None  # the move a hint suggests

    def clear(self) -> None:
        """Nothing chosen: no card, no picks, no hint (the focus ring stays where it is)."""
        self.card, self.picks, self.hint = None, set(), None

    def forget_missing(self, hand: set[int], table: set[int]) -> None:
        """After undo or a move: drop what is no longer there."""
        if self.card is not None and self.card not in hand:
            self.clear()
        self.picks &= table
        if self.hover not in hand:
            self.hover = None
