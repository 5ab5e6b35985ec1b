"""Who sits where: the human's seat, each seat's level, sides and partners, and screen places.

One model for every game, read by the controller, the table and the dialogs (which turn it into
translated names). The human is seat 0 and sits at the bottom; the game's direction decides
whether the next seat sits on the right (counter-clockwise, Kinza and King) or on the left
(clockwise, Casino). Partners (4 players in Kinza and Casino) sit opposite each other.
"""

from __future__ import annotations

from ..core.frozen_value import FrozenValue
from ..core.match_flow import side_table
from ..games.spec import CLOCKWISE, GameSpec

HUMAN_SEAT = 0
YOU, PARTNER, OPPONENT = "you", "partner", "opponent"

#: screen places going counter-clockwise from the bottom (the next player on your right)
_CCW = {2: ("bottom", "top"), 3: ("bottom", "right", "left"), 4: ("bottom", "right", "top", "left")}
_MIRROR = {"right": "left", "left": "right", "top": "top", "bottom": "bottom"}


class Seating(FrozenValue):
    spec: GameSpec
    players: int
    levels: tuple[str | None, ...]  # per seat: None = human, else a computer level
    player_name: str = ""
    human_seat: int = HUMAN_SEAT
    # partners chosen by an option of the match (GameSpec.partners_by_option); None: the
    # number of players decides
    teams: bool | None = None

    @property
    def partners(self) -> bool:
        return self.spec.has_partners(self.players) if self.teams is None else self.teams

    def _sides(self) -> tuple[int, ...]:
        return side_table(self.players, self.players if self.partners else None)

    @property
    def sides(self) -> int:
        return max(self._sides()) + 1

    def side_of(self, seat: int) -> int:
        return self._sides()[seat]

    @property
    def human_side(self) -> int:
        return self.side_of(self.human_seat)

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and 0 <= seat < self.players and self.levels[seat] is None

    def level_of(self, seat: int) -> str | None:
        return self.levels[seat]

    def relation(self, seat: int) -> str:
        """YOU, PARTNER or OPPONENT, seen from the human."""
        if seat == self.human_seat:
            return YOU
        if self.partners and self.side_of(seat) == self.human_side:
            return PARTNER
        return OPPONENT

    def opponents(self) -> list[int]:
        """The computer seats that play against the human, in the order play reaches them."""
        return [(self.human_seat + step) % self.players for step in range(1, self.players)
                if self.relation((self.human_seat + step) % self.players) == OPPONENT]

    def opponent_number(self, seat: int) -> int | None:
        """1, 2, ... for opponents (in play order after you); None for you and your partner."""
        order = self.opponents()
        return order.index(seat) + 1 if seat in order else None

    def place_of(self, seat: int) -> str:
        """bottom / right / top / left on the felt (the human at the bottom)."""
        place = _CCW[self.players][(seat - self.human_seat) % self.players]
        return _MIRROR[place] if self.spec.direction == CLOCKWISE else place

    def pile_owner(self, seat: int) -> int:
        """The seat whose place shows the pile ``seat`` captures into: partners share one pile,
        kept by the side's seat nearest the human (you, or the first opponent in play order)."""
        if not self.partners:
            return seat
        side = self.side_of(seat)
        if side == self.human_side:
            return self.human_seat
        return self.opponents()[0]
