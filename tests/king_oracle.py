"""An independent, deliberately simple King (Rıfkı) referee used as a test oracle.

Written from docs/rules-king.md and records.md only (not from the engine), so the tests that compare
the two catch a misreading on either side. Cards are notation strings ("QS", "10H"); moves are
record notation dicts. Nothing here is clever: every rule is spelled out where it applies.
"""

from __future__ import annotations

from typing import Any

RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
SUITS = ["S", "H", "D", "C"]
PENALTIES = ["no-tricks", "no-hearts", "no-kings-jacks", "no-queens", "rifki", "no-last-two"]
CONTRACTS = [*PENALTIES, "koz"]
NO_HEART_LEAD = ("no-hearts", "rifki")


def suit(card: str) -> str:
    return card[-1]


def rank(card: str) -> int:
    return RANKS.index(card[:-1])


def norm(card: str) -> str:
    card = card.upper()
    return card


class OracleError(Exception):
    pass


class KingOracle:
    def __init__(self, first_chooser: int, length: str = "full") -> None:
        self.length = length
        self.deals_total = 20 if length == "full" else 8
        per_koz, per_pen = (2, 3) if length == "full" else (1, 1)
        self.koz_left = [per_koz] * 4
        self.pen_left = [per_pen] * 4
        self.used = {c: 0 for c in PENALTIES}
        self.first_chooser = first_chooser
        self.deal_no = 0  # deals started
        self.deals: list[list[int]] = []  # completed deals' points
        self.totals = [0, 0, 0, 0]
        self.in_deal = False
        # per deal
        self.hands: list[list[str]] = []
        self.contract: str | None = None
        self.trump: str | None = None
        self.chooser = -1
        self.trick: list[tuple[int, str]] = []
        self.turn = -1
        self.tricks_done = 0
        self.hearts_played_before = False  # a heart in a completed trick of this deal
        self.taken: list[list[str]] = []
        self.tricks_won = [0, 0, 0, 0]
        self.last_two = [0, 0, 0, 0]

    # ---- match level ----
    @property
    def finished(self) -> bool:
        return len(self.deals) == self.deals_total

    @property
    def needs_deck(self) -> bool:
        return not self.in_deal and not self.finished

    def start_deal(self, deck: list[str]) -> None:
        assert self.needs_deck
        self.chooser = (self.first_chooser + self.deal_no) % 4
        self.deal_no += 1
        self.hands = [[], [], [], []]
        for block in range(4):
            seat = (self.chooser + block) % 4
            self.hands[seat] = [norm(c) for c in deck[13 * block : 13 * block + 13]]
        self.contract = None
        self.trump = None
        self.trick = []
        self.turn = self.chooser
        self.tricks_done = 0
        self.hearts_played_before = False
        self.taken = [[], [], [], []]
        self.tricks_won = [0, 0, 0, 0]
        self.last_two = [0, 0, 0, 0]
        self.in_deal = True

    @property
    def winner(self) -> int | None:
        if not self.finished:
            return None
        top = max(self.totals)
        if self.totals.count(top) > 1:
            return None
        return self.totals.index(top)

    @property
    def draw(self) -> bool:
        return self.finished and self.totals.count(max(self.totals)) > 1

    @property
    def to_move(self) -> int | None:
        if self.finished or not self.in_deal:
            return None
        return self.turn

    # ---- legal moves ----
    def legal(self) -> list[dict[str, Any]]:
        if not self.in_deal:
            return []
        p = self.turn
        if self.contract is None:
            out: list[dict[str, Any]] = []
            if self.pen_left[p] > 0:
                for c in PENALTIES:
                    if self.used[c] < 2:
                        out.append({"contract": c})
            if self.koz_left[p] > 0:
                for s in SUITS:
                    out.append({"contract": "koz", "trump": s})
            return out
        hand = self.hands[p]
        if not self.trick:
            cards = list(hand)
            if self.contract in NO_HEART_LEAD and not self.hearts_played_before:
                non_hearts = [c for c in hand if suit(c) != "H"]
                if non_hearts:
                    cards = non_hearts
            return [{"play": c} for c in cards]
        led = suit(self.trick[0][1])
        follow = [c for c in hand if suit(c) == led]
        if follow:
            return [{"play": c} for c in follow]
        if self.contract == "koz":
            trumps = [c for c in hand if suit(c) == self.trump]
            if trumps:
                return [{"play": c} for c in trumps]
        if self.contract == "rifki" and "KH" in hand:
            return [{"play": "KH"}]
        return [{"play": c} for c in hand]

    # ---- apply ----
    def apply(self, move: dict[str, Any]) -> None:
        legal = self.legal()
        key = _key(move)
        if key not in {_key(m) for m in legal}:
            raise OracleError(f"illegal {move}")
        p = self.turn
        if "contract" in move:
            self.contract = move["contract"]
            if self.contract == "koz":
                self.trump = move["trump"].upper()
                self.koz_left[p] -= 1
            else:
                self.pen_left[p] -= 1
                self.used[self.contract] += 1
            return  # the chooser leads: turn unchanged
        card = norm(move["play"])
        self.hands[p].remove(card)
        self.trick.append((p, card))
        if len(self.trick) < 4:
            self.turn = (p + 1) % 4
            return
        self._finish_trick()

    def _finish_trick(self) -> None:
        led = suit(self.trick[0][1])
        best_seat, best_card = self.trick[0]
        for seat, card in self.trick[1:]:
            if self._beats(card, best_card, led):
                best_seat, best_card = seat, card
        cards = [c for _, c in self.trick]
        self.taken[best_seat].extend(cards)
        self.tricks_won[best_seat] += 1
        self.tricks_done += 1
        if self.tricks_done >= 12:
            self.last_two[best_seat] += 1
        if any(suit(c) == "H" for c in cards):
            self.hearts_played_before = True
        self.trick = []
        self.turn = best_seat
        if self.tricks_done == 13 or self._penalties_all_taken():
            self._end_deal()

    def _beats(self, card: str, best: str, led: str) -> bool:
        trump = self.trump if self.contract == "koz" else None
        if trump is not None:
            if suit(card) == trump and suit(best) != trump:
                return True
            if suit(card) == trump and suit(best) == trump:
                return rank(card) > rank(best)
            if suit(best) == trump:
                return False
        return suit(card) == led and suit(best) == led and rank(card) > rank(best)

    def _penalty_cards(self, cards: list[str]) -> int:
        c = self.contract
        if c == "no-hearts":
            return sum(1 for x in cards if suit(x) == "H")
        if c == "no-kings-jacks":
            return sum(1 for x in cards if x[:-1] in ("K", "J"))
        if c == "no-queens":
            return sum(1 for x in cards if x[:-1] == "Q")
        if c == "rifki":
            return sum(1 for x in cards if x == "KH")
        return 0

    def _penalties_all_taken(self) -> bool:
        need = {"no-hearts": 13, "no-kings-jacks": 8, "no-queens": 4, "rifki": 1}.get(self.contract or "")
        if need is None:
            return False
        return sum(self._penalty_cards(t) for t in self.taken) == need

    def _end_deal(self) -> None:
        c = self.contract
        pts = [0, 0, 0, 0]
        for s in range(4):
            if c == "no-tricks":
                pts[s] = -50 * self.tricks_won[s]
            elif c == "no-hearts":
                pts[s] = -30 * self._penalty_cards(self.taken[s])
            elif c == "no-kings-jacks":
                pts[s] = -60 * self._penalty_cards(self.taken[s])
            elif c == "no-queens":
                pts[s] = -100 * self._penalty_cards(self.taken[s])
            elif c == "rifki":
                pts[s] = -320 * self._penalty_cards(self.taken[s])
            elif c == "no-last-two":
                pts[s] = -180 * self.last_two[s]
            elif c == "koz":
                pts[s] = 50 * self.tricks_won[s]
        self.deals.append(pts)
        self.totals = [a + b for a, b in zip(self.totals, pts, strict=True)]
        self.in_deal = False


def _key(move: dict[str, Any]) -> tuple[Any, ...]:
    if "contract" in move:
        return ("contract", move["contract"], str(move.get("trump", "")).upper())
    return ("play", norm(move["play"]))


def key(move: dict[str, Any]) -> tuple[Any, ...]:
    """A hashable form of a record move, for comparing legal move lists as sets."""
    return _key(move)


def oracle_for(record: dict[str, Any]) -> KingOracle:
    """Replay a (legal) King record through the oracle, dealing decks as they are needed."""
    length = record.get("options", {}).get("length", "full")
    o = KingOracle(record["first_chooser"], length)
    decks = list(record["decks"])
    for move in record["moves"]:
        if o.needs_deck:
            o.start_deal(decks.pop(0))
        o.apply(move)
    if o.needs_deck and decks:
        o.start_deal(decks.pop(0))
    return o
