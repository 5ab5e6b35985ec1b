"""What every engine's state says the same way: whose turn, waiting for a deck, over; and sides.

A state covers a whole match: ``in_deal`` is true while a deal is being played, ``over`` once the
match has ended; between deals it waits for the next deck (docs/records.md).
"""

from __future__ import annotations


class MatchFlow:
    __slots__ = ()
    to_play: int | None
    in_deal: bool
    over: bool

    @property
    def current_player(self) -> int | None:
        return self.to_play if self.in_deal else None

    @property
    def needs_deck(self) -> bool:
        return not self.in_deal and not self.over

    @property
    def is_over(self) -> bool:
        return self.over


class PartnersOpposite:
    """Sides for games played by 2-4 where four players make two teams (seats 0+2 and 1+3)."""

    __slots__ = ()
    players: int

    @property
    def sides(self) -> int:
        return 2 if self.players == 4 else self.players

    def side_of(self, seat: int) -> int:
        return seat % 2 if self.players == 4 else seat
