"""What Kinza and Casino share at the table, both being fishing games: every hand, a pile per
side, the deck, the score box by side, and the words for a card laid down, the last cards taken
at the end of a deal and new cards dealt. (A sweep has each game's own word: مسحة in Kinza,
كنسة in Casino.)"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeVar

from PySide6.QtCore import QCoreApplication

from ...core import events as ev
from ...core.engine import MoveT, View
from ...core.events import Event
from ..i18n import format_number
from .base import DECK, HAND, PILE, Said, TableAdapter, Zone

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")


class FishingView(View, Protocol):
    """What the fishing games' views show alike."""

    @property
    def hand(self) -> tuple[int, ...]: ...

    @property
    def hand_counts(self) -> tuple[int, ...]: ...

    @property
    def piles(self) -> Sequence[Sequence[int]]: ...

    @property
    def deck_left(self) -> int: ...

    @property
    def totals(self) -> tuple[int, ...]: ...

    @property
    def dealer(self) -> int: ...


FishingViewT = TypeVar("FishingViewT", bound=FishingView)


class FishingTable(TableAdapter[MoveT, FishingViewT]):
    def dealer(self, view: FishingViewT) -> int | None:
        return view.dealer

    def hand_zones(self, view: FishingViewT) -> list[Zone]:
        """Your cards face up, the others' face down."""
        return [Zone(f"hand:{seat}", HAND, seat,
                     tuple(view.hand) if seat == view.seat else (None,) * view.hand_counts[seat])
                for seat in range(view.players)]

    def pile_and_deck_zones(self, view: FishingViewT) -> list[Zone]:
        """One pile per side (partners share theirs) and what is left of the deck."""
        seating = self.names.seating
        zones = [Zone(f"pile:{seating.pile_owner(side)}", PILE, seating.pile_owner(side),
                      count=len(view.piles[side]),
                      caption=translate("FishingTable", "Captured cards"))
                 for side in range(seating.sides)]
        zones.append(Zone("deck", DECK, count=view.deck_left,
                          caption=translate("FishingTable", "Cards left in the deck")))
        return zones

    def side_lines(self, view: FishingViewT, heading: str) -> list[str]:
        """The score box: ``heading``, then each side's match total."""
        return [heading] + [translate("FishingTable", "{name}: {points}").format(
            name=self.names.side(side), points=format_number(total))
            for side, total in enumerate(view.totals)]

    def common_said(self, event: Event) -> list[Said] | None:
        """The log's words for what both games do alike; None for the game's own events."""
        seat, you = event.seat, self.you(event.seat)
        if event.kind == ev.TRAILED:
            text = (translate("FishingTable", "laid {card} on the table", "your move, in the log")
                    if you else
                    translate("FishingTable", "laid {card} on the table", "a computer's move"))
            return [Said(seat, text.format(card=self.card(event.cards[0])), event.cards)]
        if event.kind == ev.LEFTOVERS_TAKEN:
            text = (translate("FishingTable", "took the last cards on the table: {cards}",
                              "you, when the cards run out") if you else
                    translate("FishingTable", "took the last cards on the table: {cards}",
                              "a computer, when the cards run out"))
            return [Said(seat, text.format(cards=self.cards(event.cards)),
                         tuple(sorted(event.cards)), main=False)]
        if event.kind == ev.DEALT:
            return [Said(None, translate("FishingTable", "New cards are dealt."), main=False)]
        return None
