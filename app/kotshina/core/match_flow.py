"""What every engine's state says the same way: whose turn, waiting for a deck, over; and sides.

A state covers a whole match: ``in_deal`` is true while a deal is being played, ``over`` once the
match has ended; between deals it waits for the next deck (docs/records.md).
"""

from __future__ import annotations

from functools import cache

#: the fishing games (Kinza, Casino) make two teams at this many players
PARTNERS_AT = 4


@cache
def side_table(players: int, partners_at: int | None = PARTNERS_AT) -> tuple[int, ...]:
    """Each seat's side: the one statement of the partners rule. At ``partners_at`` players
    partners sit opposite (seats 0 and 2 against 1 and 3); otherwise every seat is its own
    side. GameSpec.side_of, the engines' states and views and the fast playouts all read it."""
    partners = players == partners_at
    return tuple(seat % 2 if partners else seat for seat in range(players))


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
    """Sides for games played by 2-4 where four players make two teams (``side_table``)."""

    __slots__ = ()
    players: int

    @property
    def sides(self) -> int:
        return max(side_table(self.players)) + 1

    def side_of(self, seat: int) -> int:
        return side_table(self.players)[seat]
