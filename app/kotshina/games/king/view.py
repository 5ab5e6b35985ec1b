"""What one King seat may know: its own hand and everything played in public.

Besides the cards, the view carries what play has *proved* about other hands, because search
must never deal a world the table has already ruled out: ``voids`` (suits a seat showed it no
longer holds, including trumps in koz and the other suits after an early heart lead) and
``lacks_kh`` (in rıfkı a seat that could not follow and did not drop the K♥ does not hold it).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class KingView:
    seat: int
    players: int
    length: str                        # "full" | "short"
    deals_total: int
    deal_number: int                   # 1-based number of the current / last deal, 0 before any
    first_chooser: int
    chooser: int | None                # seat choosing / who chose this deal's contract
    contract: str | None               # None while the chooser still has to choose
    trump: int | None                  # suit index in koz
    current_player: int | None
    hand: tuple[int, ...]              # own cards, ascending
    hand_counts: tuple[int, ...]       # per seat
    leader: int | None                 # seat that led the current trick
    trick: tuple[tuple[int, int], ...]  # current trick: (seat, card) in play order
    tricks: tuple[tuple[int, tuple[int, ...], int], ...]  # completed: (leader, cards, winner)
    tricks_taken: tuple[int, ...]      # per seat, this deal
    taken_cards: tuple[frozenset[int], ...]  # per seat, this deal
    played: frozenset[int]             # every card played this deal, current trick included
    hearts_broken: bool                # a heart fell in an earlier trick
    voids: tuple[frozenset[int], ...]  # per seat: suit indices proved absent from the hand
    lacks_kh: tuple[bool, ...]         # per seat: proved not to hold the K♥ (rıfkı)
    koz_quota: int
    penalty_quota: int
    koz_used: tuple[int, ...]          # per seat
    penalty_used: tuple[int, ...]      # per seat
    contract_uses: tuple[tuple[str, int], ...]  # penalty contract -> times chosen
    deal_points: tuple[int, ...]       # per seat, this deal so far
    totals: tuple[int, ...]            # per seat, completed deals
    unseen: frozenset[int]             # cards in other hands (not yet played)

    def uses(self, contract: str) -> int:
        return dict(self.contract_uses).get(contract, 0)

    def side_of(self, seat: int) -> int:
        return seat

    @property
    def my_side(self) -> int:
        return self.seat
