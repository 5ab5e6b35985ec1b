"""An independent, deliberately simple Kinza / Ruba'in referee used as a test oracle.

Written from docs/rules-kinza.md and records.md only (not from the engine). Cards are notation
strings ("1O", "12B"); moves are record notation dicts.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

RANKS = [1, 2, 3, 4, 5, 6, 7, 10, 11, 12]
SUITS = ["O", "C", "E", "B"]
DECK = [f"{r}{s}" for s in SUITS for r in RANKS]


def value(card: str) -> int:
    return int(card[:-1])


def points(card: str) -> int:
    if card[-1] != "O":
        return 1
    return 10 if card == "1O" else value(card)


class KinzaOracle:
    def __init__(self, players: int, first_dealer: int, variant: str = "kinza", target: int = 151) -> None:
        self.n = players
        self.sides = 2 if players == 4 else players
        self.goal = 15 if variant == "kinza" else 40
        self.target = target
        self.dealer = (first_dealer - 1) % players  # advanced by start_deal
        self.deals: list[list[int]] = []
        self.totals = [0] * self.sides
        self.in_deal = False
        self.finished = False
        self.winner: int | None = None
        self.draw = False

    def side(self, seat: int) -> int:
        return seat % 2 if self.n == 4 else seat

    @property
    def needs_deck(self) -> bool:
        return not self.in_deal and not self.finished

    @property
    def to_move(self) -> int | None:
        return self.turn if self.in_deal and not self.finished else None

    def start_deal(self, deck: list[str]) -> None:
        self.dealer = (self.dealer + 1) % self.n
        self.stock = [c.upper() for c in deck]
        self.hands: list[list[str]] = [[] for _ in range(self.n)]
        self._deal_round()
        self.table = self.stock[:4]
        self.stock = self.stock[4:]
        self.piles = [[] for _ in range(self.sides)]
        self.last_capture: int | None = None
        self.turn = (self.dealer + 1) % self.n
        self.in_deal = True

    def _deal_round(self) -> None:
        for i in range(1, self.n + 1):
            seat = (self.dealer + i) % self.n
            self.hands[seat] = self.stock[:3]
            self.stock = self.stock[3:]

    def legal(self) -> list[dict[str, Any]]:
        if not self.in_deal:
            return []
        out: list[dict[str, Any]] = []
        for card in self.hands[self.turn]:
            caps = []
            for k in range(1, len(self.table) + 1):
                for combo in combinations(self.table, k):
                    if value(card) + sum(value(c) for c in combo) == self.goal:
                        caps.append(sorted(combo))
            if caps:
                out.extend({"play": card, "take": t} for t in caps)
            else:
                out.append({"play": card})
        return out

    def apply(self, move: dict[str, Any]) -> None:
        if key(move) not in {key(m) for m in self.legal()}:
            raise AssertionError(f"oracle: illegal {move}")
        card = move["play"].upper()
        seat = self.turn
        self.hands[seat].remove(card)
        take = [c.upper() for c in move.get("take", [])]
        if take:
            for c in take:
                self.table.remove(c)
            self.piles[self.side(seat)].extend([card, *take])
            self.last_capture = self.side(seat)
        else:
            self.table.append(card)
        self.turn = (seat + 1) % self.n
        if all(not h for h in self.hands):
            if self.stock:
                self._deal_round()
            else:
                self._end_deal()

    def _end_deal(self) -> None:
        gets = self.last_capture if self.last_capture is not None else self.side(self.dealer)
        self.piles[gets].extend(self.table)
        self.table = []
        pts = [sum(points(c) for c in pile) for pile in self.piles]
        assert sum(pts) == 100
        self.deals.append(pts)
        self.totals = [a + b for a, b in zip(self.totals, pts, strict=True)]
        self.in_deal = False
        reached = [s for s in range(self.sides) if self.totals[s] >= self.target]
        if reached:
            self.finished = True
            ranked = sorted(self.totals, reverse=True)
            if ranked[0] == ranked[1]:
                self.draw = True
            else:
                self.winner = self.totals.index(ranked[0])


def key(move: dict[str, Any]) -> tuple[Any, ...]:
    return (move["play"].upper(), tuple(sorted(c.upper() for c in move.get("take", []))))
