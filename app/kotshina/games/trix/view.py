"""What one Trix seat may know: its own hand and everything played or shown in public.

Besides the cards, the view carries what play has *proved* about the other hands, because a
search must never deal a world the table has already ruled out: ``voids`` (suits a seat
showed it no longer holds), ``lacks`` (cards it showed it does not hold: the K♥ or the queens
it would have had to play, the cards that fitted the layout when it passed) and ``doubled``
(the doubled cards, shown face up: still in their doubler's hand until played).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class TrixView:
    seat: int
    players: int
    mode: str                          # "kingdoms" | "complex"
    partners: bool
    doubling: bool
    forced_discards: bool
    deals_total: int
    deal_number: int                   # 1-based number of the current / last deal, 0 before any
    first_owner: int | None            # the 7♥'s holder in the first deal
    owner: int | None                  # the owner of the current (or last) kingdom
    kingdoms: tuple[tuple[int, tuple[str, ...]], ...]  # (owner, contracts played) so far
    contracts_left: tuple[str, ...]    # the owner's contracts not yet played in this kingdom
    phase: str                         # "contract" | "double" | "tricks" | "layout" | ""
    contract: str | None
    current_player: int | None
    hand: tuple[int, ...]              # own cards, ascending
    hand_counts: tuple[int, ...]       # per seat
    doublers: tuple[int, ...]          # seats still to decide on doubling, in order
    doubled: tuple[tuple[int, int], ...]  # (card, seat that doubled it), played or not
    leader: int | None                 # seat that led the current trick
    trick: tuple[tuple[int, int], ...]  # current trick: (seat, card) in play order
    tricks: tuple[tuple[int, tuple[int, ...], int], ...]  # completed: (leader, cards, winner)
    tricks_taken: tuple[int, ...]      # per seat, this deal
    taken_cards: tuple[frozenset[int], ...]  # per seat, this deal
    rows: tuple[tuple[int, int] | None, ...]  # the layout per suit: (low, high) rank, or None
    finished: tuple[int, ...]          # the Trix contract: seats in the order they went out
    layout_log: tuple[tuple[int, int], ...]  # the Trix contract: (seat, card laid or -1: a pass)
    played: frozenset[int]             # every card played this deal, current trick included
    voids: tuple[frozenset[int], ...]  # per seat: suit indices proved absent from the hand
    lacks: tuple[frozenset[int], ...]  # per seat: cards proved absent from the hand
    deal_points: tuple[int, ...]       # per seat, this deal so far
    seat_totals: tuple[int, ...]       # per seat, completed deals
    totals: tuple[int, ...]            # per side, completed deals
    unseen: frozenset[int]             # cards in other hands (not yet played)

    def side_of(self, seat: int) -> int:
        return seat % 2 if self.partners else seat

    @property
    def my_side(self) -> int:
        return self.side_of(self.seat)

    def doubled_in_hand(self, seat: int) -> frozenset[int]:
        """The doubled cards ``seat`` still holds (face up for everyone)."""
        return frozenset(card for card, by in self.doubled if by == seat and card not in self.played)
