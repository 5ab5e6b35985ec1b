"""What one Kinza seat may know. Every move is public, so only other hands and the deck are hidden."""

from __future__ import annotations

from dataclasses import dataclass

from ...core.match_flow import side_table


@dataclass(frozen=True, slots=True)
class KinzaView:
    seat: int
    players: int
    capture_sum: int
    target: int
    hand: tuple[int, ...]
    table: tuple[int, ...]
    hand_counts: tuple[int, ...]
    piles: tuple[tuple[int, ...], ...]  # per side, in capture order
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
