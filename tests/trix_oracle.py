"""An independent, deliberately simple Trix referee used as a test oracle.

Written from docs/rules-trix.md and docs/records.md only (not from the engine), so the tests
that compare the two catch a misreading on either side. Cards are notation strings ("QS",
"10H"); moves are record notation dicts. Nothing here is clever: every rule is spelled out
where it applies, with lists of strings, not bitmasks.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
SUITS = ["S", "H", "D", "C"]
FULL_DECK = [r + s for s in SUITS for r in RANKS]
KINGDOM_CONTRACTS = ["king-of-hearts", "queens", "diamonds", "ltoosh", "trix"]
COMPLEX_CONTRACTS = ["complex", "trix"]
PLACE_POINTS = [200, 150, 100, 50]


def suit(card: str) -> str:
    return card[-1]


def rank(card: str) -> int:
    return RANKS.index(card[:-1])


def is_queen(card: str) -> bool:
    return card[:-1] == "Q"


class OracleError(Exception):
    pass


class TrixOracle:
    def __init__(self, options: dict[str, Any] | None = None) -> None:
        options = options or {}
        self.mode = options.get("mode", "kingdoms")
        self.partners = options.get("partners", False)
        self.doubling = options.get("doubling", True)
        self.forced_discards = options.get("forced_discards", False)
        self.contract_list = KINGDOM_CONTRACTS if self.mode == "kingdoms" else COMPLEX_CONTRACTS
        self.deals_total = 4 * len(self.contract_list)
        self.first_owner: int | None = None
        self.deals_started = 0
        self.deals: list[list[int]] = []  # completed deals: points per side
        self.seat_deals: list[list[int]] = []  # completed deals: points per player
        self.played_in_kingdom: list[str] = []
        self.in_deal = False
        self.hands: list[list[str]] = [[], [], [], []]
        self.owner = -1
        self.contract: str | None = None
        self.turn = -1

    # ---- the match ----
    @property
    def sides(self) -> int:
        return 2 if self.partners else 4

    def side(self, seat: int) -> int:
        return seat % 2 if self.partners else seat

    @property
    def totals(self) -> list[int]:
        return [sum(d[s] for d in self.deals) for s in range(self.sides)]

    @property
    def finished(self) -> bool:
        return len(self.deals) == self.deals_total

    @property
    def needs_deck(self) -> bool:
        return not self.in_deal and not self.finished

    @property
    def winner(self) -> int | None:
        if not self.finished:
            return None
        totals = self.totals
        top = max(totals)
        return totals.index(top) if totals.count(top) == 1 else None

    @property
    def draw(self) -> bool:
        return self.finished and self.totals.count(max(self.totals)) > 1

    @property
    def to_move(self) -> int | None:
        return self.turn if self.in_deal else None

    def start_deal(self, deck: list[str]) -> None:
        assert self.needs_deck
        # seat order dealing: 13 cards to seat 0, the next 13 to seat 1, ...
        self.hands = [[c.upper() for c in deck[13 * s:13 * s + 13]] for s in range(4)]
        if self.first_owner is None:
            self.first_owner = next(s for s in range(4) if "7H" in self.hands[s])
        per_kingdom = len(self.contract_list)
        kingdom = self.deals_started // per_kingdom
        if self.deals_started % per_kingdom == 0:
            self.played_in_kingdom = []
        self.deals_started += 1
        self.owner = (self.first_owner + kingdom) % 4
        self.contract = None
        self.turn = self.owner
        self.in_deal = True
        self.points = [0, 0, 0, 0]
        # doubling
        self.to_decide: list[int] = []
        self.doubled: dict[str, int] = {}
        # tricks
        self.trick: list[tuple[int, str]] = []
        self.tricks_done = 0
        self.taken: list[list[str]] = [[], [], [], []]
        # layout: per suit the ranks laid
        self.layout: dict[str, list[int]] = {s: [] for s in SUITS}
        self.out: list[int] = []

    # ---- legal moves ----
    def doublable(self, card: str) -> bool:
        if self.contract in ("king-of-hearts", "complex") and card == "KH":
            return True
        return self.contract in ("queens", "complex") and is_queen(card)

    def fits(self, card: str) -> bool:
        row = self.layout[suit(card)]
        if card[:-1] == "J":
            return True
        if not row:
            return False
        return rank(card) == max(row) + 1 or rank(card) == min(row) - 1

    def legal(self) -> list[dict[str, Any]]:
        if not self.in_deal:
            return []
        p = self.turn
        hand = self.hands[p]
        if self.contract is None:
            return [{"contract": c} for c in self.contract_list if c not in self.played_in_kingdom]
        if self.to_decide:
            mine = [c for c in hand if self.doublable(c)]
            out = []
            for n in range(len(mine) + 1):
                for chosen in combinations(mine, n):
                    out.append({"double": list(chosen)})
            return out
        if self.contract == "trix":
            cards = [c for c in hand if self.fits(c)]
            return [{"play": c} for c in cards] if cards else [{"pass": True}]
        if not self.trick:
            return [{"play": c} for c in hand]
        led = suit(self.trick[0][1])
        follow = [c for c in hand if suit(c) == led]
        if follow:
            return [{"play": c} for c in follow]
        if self.contract in ("king-of-hearts", "complex") and "KH" in hand:
            return [{"play": "KH"}]
        if self.forced_discards and self.contract == "queens":
            queens = [c for c in hand if is_queen(c)]
            if queens:
                return [{"play": c} for c in queens]
        if self.forced_discards and self.contract == "diamonds":
            diamonds = [c for c in hand if suit(c) == "D"]
            if diamonds:
                return [{"play": c} for c in diamonds]
        return [{"play": c} for c in hand]

    # ---- apply ----
    def apply(self, move: dict[str, Any]) -> None:
        if key(move) not in {key(m) for m in self.legal()}:
            raise OracleError(f"illegal {move}")
        p = self.turn
        if "contract" in move:
            self.contract = move["contract"]
            self.played_in_kingdom.append(self.contract)
            if self.doubling and self.contract in ("king-of-hearts", "queens", "complex"):
                for i in range(4):
                    seat = (self.owner + i) % 4
                    if any(self.doublable(c) for c in self.hands[seat]):
                        self.to_decide.append(seat)
            if self.to_decide:
                self.turn = self.to_decide[0]
            return
        if "double" in move:
            for card in move["double"]:
                self.doubled[card.upper()] = p
            self.to_decide.pop(0)
            self.turn = self.to_decide[0] if self.to_decide else self.owner
            return
        if self.contract == "trix":
            self._layout_move(p, move)
            return
        card = move["play"].upper()
        self.hands[p].remove(card)
        self.trick.append((p, card))
        if len(self.trick) < 4:
            self.turn = (p + 1) % 4
            return
        self._finish_trick()

    def _finish_trick(self) -> None:
        led = suit(self.trick[0][1])
        winner, best = self.trick[0]
        for seat, card in self.trick[1:]:
            if suit(card) == led and rank(card) > rank(best):
                winner, best = seat, card
        cards = [c for _, c in self.trick]
        self.taken[winner].extend(cards)
        self.tricks_done += 1
        c = self.contract
        for card in cards:
            if card == "KH" and c in ("king-of-hearts", "complex"):
                self._penalty(card, winner, 75)
            if is_queen(card) and c in ("queens", "complex"):
                self._penalty(card, winner, 25)
            if suit(card) == "D" and c in ("diamonds", "complex"):
                self.points[winner] -= 10
        if c in ("ltoosh", "complex"):
            self.points[winner] -= 15
        self.trick = []
        self.turn = winner
        taken = [card for pile in self.taken for card in pile]
        all_taken = {
            "king-of-hearts": "KH" in taken,
            "queens": sum(1 for card in taken if is_queen(card)) == 4,
            "diamonds": sum(1 for card in taken if suit(card) == "D") == 13,
        }
        if self.tricks_done == 13 or all_taken.get(c or "", False):
            self._end_deal()

    def _penalty(self, card: str, taker: int, value: int) -> None:
        doubler = self.doubled.get(card)
        if doubler is None:
            self.points[taker] -= value
            return
        self.points[taker] -= 2 * value
        if doubler != taker:
            self.points[doubler] += value

    def _layout_move(self, p: int, move: dict[str, Any]) -> None:
        if "play" in move:
            card = move["play"].upper()
            self.hands[p].remove(card)
            self.layout[suit(card)].append(rank(card))
            if not self.hands[p]:
                self.out.append(p)
                self.points[p] += PLACE_POINTS[len(self.out) - 1]
                if len(self.out) == 3:
                    last = [s for s in range(4) if s not in self.out][0]
                    self.out.append(last)
                    self.points[last] += PLACE_POINTS[3]
                    self._end_deal()
                    return
        nxt = (p + 1) % 4
        while not self.hands[nxt]:
            nxt = (nxt + 1) % 4
        self.turn = nxt

    def _end_deal(self) -> None:
        self.seat_deals.append(list(self.points))
        per_side = [0] * self.sides
        for seat in range(4):
            per_side[self.side(seat)] += self.points[seat]
        self.deals.append(per_side)
        self.in_deal = False


def key(move: dict[str, Any]) -> tuple[Any, ...]:
    """A hashable form of a record move, for comparing legal move lists as sets."""
    if "contract" in move:
        return ("contract", move["contract"])
    if "double" in move:
        return ("double", tuple(sorted(c.upper() for c in move["double"])))
    if "pass" in move:
        return ("pass", move["pass"])
    return ("play", move["play"].upper())


def oracle_for(record: dict[str, Any]) -> TrixOracle:
    """Replay a (legal) Trix record through the oracle, dealing decks as they are needed."""
    o = TrixOracle(record.get("options"))
    decks = list(record["decks"])
    for move in record["moves"]:
        if o.needs_deck:
            o.start_deal(decks.pop(0))
        o.apply(move)
    if o.needs_deck and decks:
        o.start_deal(decks.pop(0))
    return o
