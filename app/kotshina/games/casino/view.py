"""What one Casino seat may know. Every move is public, so only other hands and the deck are
hidden; captured piles are public too (captures happen face up)."""

from __future__ import annotations

from dataclasses import dataclass

from ...core.match_flow import side_table
from .table import Build


@dataclass(frozen=True, slots=True)
class CasinoView:
    seat: int
    players: int
    target: int
    hand: tuple[int, ...]
    loose: tuple[int, ...]  # loose table cards
    builds: tuple[Build, ...]  # by value; each with cards, owner and ``multiple``
    hand_counts: tuple[int, ...]
    piles: tuple[tuple[int, ...], ...]  # per side, in capture order
    sweeps: tuple[int, ...]  # per side, this hand
    deck_left: int
    dealer: int
    current_player: int | None
    last_capturer: int | None  # seat
    totals: tuple[int, ...]
    deal_number: int
    unseen: frozenset[int]  # cards this seat has not seen: other hands + deck

    def side_of(self, seat: int) -> int:
        return side_table(self.players)[seat]

    @property
    def my_side(self) -> int:
        return self.side_of(self.seat)

    @property
    def sides(self) -> int:
        return max(side_table(self.players)) + 1

    @property
    def table_cards(self) -> tuple[int, ...]:
        """Every card on the table: loose ones and those in builds."""
        return self.loose + tuple(c for b in self.builds for c in b.cards)
