"""What the fishing games' deals do alike (Kinza, Casino; docs/rules-*.md): a capture puts the
card played and the cards taken on the side's pile, a played card passes the turn on, empty
hands get the next round from the stock or end the deal, the last cards on the table go to
the last capturer (the dealer when nobody captured), and a scored deal adds to the match
totals. Each game's state mixes this in and keeps what differs: what a move may take, sweeps
and builds, how a deal scores and when the match ends."""

from __future__ import annotations

from collections.abc import Sequence

from ..core import events as ev
from ..core.dealing import deal_round
from ..core.events import Event
from ..core.json_types import JsonObject
from ..core.match_flow import MatchFlow, PartnersOpposite


class FishingDeal(PartnersOpposite, MatchFlow):
    # the fields every fishing game's match has (each state adds its own)
    __slots__ = ("players", "dealer", "hands", "piles", "stock", "to_play", "last_capturer",
                 "in_deal", "deal_results", "totals", "over", "winner", "draw", "deal_number")
    players: int
    hands: list[list[int]]
    stock: list[int]
    dealer: int
    piles: list[list[int]]
    last_capturer: int | None
    deal_results: list[JsonObject]
    totals: list[int]
    #: cards per hand in each round, and face up on the table in the deal's first round
    hand_block: int
    table_count: int

    def _dealt(self, with_table: bool) -> tuple[tuple[int, ...], Event]:
        """Deal a round from the stock: the table's new cards (first round only) and the event."""
        return deal_round(self.stock, self.hands, self.dealer, self.hand_block,
                          self.table_count if with_table else 0)

    def _to_pile(self, seat: int, card: int, taken: Sequence[int]) -> None:
        pile = self.piles[self.side_of(seat)]
        pile.append(card)
        pile.extend(taken)
        self.last_capturer = seat

    def _turn_passed(self, seat: int) -> list[Event]:
        """After ``seat`` played: the next seat's turn, a new round, or the end of the deal."""
        self.to_play = (seat + 1) % self.players
        if any(self.hands):
            return []
        if self.stock:
            return self._deal_round(with_table=False)
        return self._end_deal()

    def _leftovers_taken(self, leftovers: tuple[int, ...]) -> list[Event]:
        """The cards left on the table at the end of the deal go to the last capturer."""
        if not leftovers:
            return []
        taker = self.last_capturer if self.last_capturer is not None else self.dealer
        self.piles[self.side_of(taker)].extend(leftovers)
        return [Event(ev.LEFTOVERS_TAKEN, taker, leftovers)]

    def _scored(self, result: JsonObject) -> Event:
        """The deal's ``result`` (with its ``points`` per side) added to the match totals."""
        self.totals = [t + p for t, p in zip(self.totals, result["points"], strict=True)]
        result["totals"] = list(self.totals)  # running totals: score sheets read them
        self.deal_results.append(result)
        self.in_deal = False
        self.to_play = None
        return Event(ev.DEAL_SCORED, None, (), dict(result, totals=list(self.totals)))

    def _deal_round(self, with_table: bool) -> list[Event]:
        raise NotImplementedError

    def _end_deal(self) -> list[Event]:
        raise NotImplementedError
