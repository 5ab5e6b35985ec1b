"""The opponent model of the expert's round search: a softmax over a cheap value of each move.

A player holding ``hand`` on ``table`` plays move m with probability ∝ exp(β · q(m)), with

    q(m) = immediate gain (points, then cards, then a sweep: heuristics.gain)
           − caution · the best capture the next player can expect on the table m leaves
             (a hand of that size dealt from the cards the mover has not seen; captures
             valued as the fast playout's greedy player does)
           − trail · what a trailed card puts at risk (heuristics.trail_cost; trails only)

which is the medium level's judgement made soft. The model reads only the mover's own hand,
the table and the cards it cannot see, as a real player would. Kinza (sum 15) only.

The constants were fitted by maximum likelihood to the decisions of the hard level in
self-play (``tools/kinza_fit_opponent.py``; FIT below gives the numbers).
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from ...games.kinza.captures import capture_sets
from .evaluation import capture_values, expected_best
from .heuristics import gain, trail_cost

#: fitted on hard's self-play decisions (tools/kinza_fit_opponent.py)
BETA = 0.25
CAUTION = 1.5
TRAIL = 0.0
FIT = ("tools/kinza_fit_opponent.py on 7,573 hard decisions (selfplay --level hard --worlds 60 "
       "--deals 300 --seed 17) and 2,542 expert decisions (--level expert --worlds 200 --deals 100 "
       "--seed 18): -0.766 nats per decision against -1.013 for a uniform choice; beta 0.2 with "
       "caution 2.0 is as good (-0.767)")

Option = tuple[int, tuple[int, ...]]  # (card played, cards taken); () = trail


class _Move:
    """The two attributes ``gain`` reads, without building an engine move."""

    __slots__ = ("play", "take")

    def __init__(self, play: int, take: tuple[int, ...]) -> None:
        self.play = play
        self.take = take


def risk(table: list[int], hidden: list[int], next_hand: int) -> float:
    """The best capture the next player can expect on ``table`` with ``next_hand`` cards dealt
    from ``hidden``."""
    return expected_best(capture_values(table, hidden), len(hidden), next_hand)


def move_terms(card: int, take: tuple[int, ...], table: tuple[int, ...], hidden: list[int],
               next_hand: int) -> tuple[float, float, float]:
    """(gain, risk, trail cost) of one move: q = gain − caution·risk − trail·trail cost."""
    if take:
        left = [c for c in table if c not in take]
        return gain(_Move(card, take), len(table)), risk(left, hidden, next_hand), 0.0
    return 0.0, risk([*table, card], hidden, next_hand), trail_cost(card)


class SoftmaxOpponent:
    """P(move | hand, table) for a mover who has not seen ``hidden`` (the cards the next
    player's hand is dealt from, as far as the mover can tell); memoised per (table, card,
    next player's hand size), which repeat a lot in one search."""

    def __init__(self, hidden: Iterable[int], beta: float = BETA, caution: float = CAUTION,
                 trail: float = TRAIL) -> None:
        self.hidden = sorted(hidden)
        self.beta = beta
        self.caution = caution
        self.trail = trail
        self._options: dict[tuple[tuple[int, ...], int, int], list[tuple[tuple[int, ...], float]]] = {}

    def options(self, table: tuple[int, ...], card: int, next_hand: int) -> list[tuple[tuple[int, ...], float]]:
        """(cards taken, exp(β·q)) for each move of ``card`` on ``table`` (a sorted tuple)."""
        key = (table, card, next_hand)
        found = self._options.get(key)
        if found is None:
            takes = capture_sets(list(table), card, 15) or [()]
            found = []
            for take in takes:
                g, danger, cost = move_terms(card, take, table, self.hidden, next_hand)
                q = g - self.caution * danger - self.trail * cost
                found.append((take, math.exp(self.beta * q)))
            self._options[key] = found
        return found

    def distribution(self, hand: tuple[int, ...], table: tuple[int, ...],
                     next_hand: int) -> list[tuple[Option, float]]:
        moves: list[tuple[Option, float]] = []
        total = 0.0
        for card in hand:
            for take, weight in self.options(table, card, next_hand):
                moves.append(((card, take), weight))
                total += weight
        return [(option, weight / total) for option, weight in moves]
