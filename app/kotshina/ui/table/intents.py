"""What the table's collaborators ask the table to do: the player's intents (choose a card,
pick a table card, play what is chosen, ask a hint, show the last trick) and the redraws that
follow. ``PlayerIntents`` (player_intents.py) is the one implementation; the keyboard, the
mouse and the input machine are given it as a ``TableIntents``, so none of them imports it."""

from __future__ import annotations

from typing import Protocol


class TableIntents(Protocol):
    def select_card(self, card: int | None, keep_picks: bool = False) -> None:
        """Choose ``card`` in your hand (None: nothing chosen)."""
        ...

    def toggle_pick(self, card: int) -> None:
        """Pick a table card for the chosen one, or let go of it."""
        ...

    def confirm(self) -> None:
        """Play the chosen card with the picked table cards (Enter, double-click)."""
        ...

    def drop(self, card: int, zone_id: str, on_card: int | None) -> None:
        """A hand card dropped on a zone of the felt."""
        ...

    def ask_hint(self) -> None: ...

    def show_last_trick(self) -> None: ...

    def show_seat_move(self, seat: int) -> bool:
        """A seat's last move of this deal over the felt; False when it has not moved."""
        ...

    def snap_back(self) -> None:
        """Your cards fly back to their places."""
        ...

    def relayout_hand(self) -> None:
        """The selection changed: your cards move, nothing else redraws."""
        ...

    def refresh_styles(self) -> None:
        """Every card's look again (picked, playable, focused...)."""
        ...
