"""The layout inference's weighted deals, built against the decision's clock and carried on.

A layout search draws its worlds from deals of the other seats' hands, each weighed by how
likely the others' choices so far were with it (inference.py). Dealing and weighing 300 of
them before the first iteration took 0.1-0.3 s under load (docs/trix-ai.md), so a 0.25 s
search often ran one iteration. Here the pool grows a few deals per world the search asks
for (``grow``), so its cost is spread over the iterations the clock allows, and a seat's next
decision in the same deal starts from the deals of its last one: the cards laid since are
taken out of their layer's hand (a deal that gave such a card to another seat swaps it for
one of the layer's cards that seat may hold; an approximation of dealing afresh), every deal
that now breaks a fact (a pass, a hand's size) or that the choices since made a millionth as
likely as the best is dropped, and every kept deal is weighed again by the whole log, exactly
as a fresh one is; the pool then grows back with fresh deals.
"""

from __future__ import annotations

import bisect
import math
import random
from collections.abc import Callable

from ...games.trix.view import TrixView
from .inference import SeatChoices

Hands = dict[int, int]
#: a carried deal this much less likely (log) than the best is dropped (a weight under 1e-6)
FADED = 14.0


class WorldPool:
    """Deals of the other seats' hands for one view, each with its likelihood weight."""

    __slots__ = ("view", "beta", "noise", "mix", "choices", "deals", "logs", "cumulative", "top", "dealt")

    def __init__(self, view: TrixView, beta: float, noise: float = 0.0,
                 mix: float = 0.0) -> None:
        self.view = view
        self.beta = beta
        self.noise = noise
        self.mix = mix
        self.choices = [(s, SeatChoices(view, s)) for s in range(4) if s != view.seat]
        self.deals: list[Hands] = []
        self.logs: list[float] = []
        self.cumulative: list[float] = []  # running sums of exp(log - top)
        self.top = -math.inf
        #: fresh deals made for this pool (carried ones are not counted)
        self.dealt = 0

    def log_of(self, hands: Hands) -> float:
        beta, noise, mix = self.beta, self.noise, self.mix
        return sum(choice.log_likelihood(hands[s], beta, noise, mix)
                   for s, choice in self.choices)

    def add(self, hands: Hands) -> None:
        value = self.log_of(hands)
        if value > self.top:
            # a new best deal: the weights so far are taken against it
            scale = math.exp(self.top - value) if self.cumulative else 1.0
            self.cumulative = [w * scale for w in self.cumulative]
            self.top = value
        total = self.cumulative[-1] if self.cumulative else 0.0
        self.deals.append(hands)
        self.logs.append(value)
        self.cumulative.append(total + math.exp(value - self.top))

    def fill(self, deal: Callable[[random.Random], Hands], rng: random.Random, n: int) -> None:
        """Add ``n`` fresh deals made by ``deal``."""
        for _ in range(n):
            self.add(deal(rng))
        self.dealt += n

    def pick(self, rng: random.Random) -> Hands:
        point = rng.random() * self.cumulative[-1]
        return self.deals[min(bisect.bisect_right(self.cumulative, point), len(self.deals) - 1)]

    def carried_to(self, view: TrixView, allowed: dict[int, int],
                   rng: random.Random) -> WorldPool:
        """This pool's deals brought to ``view``, a later view of the same seat in the same
        layout (its log goes on from this one's): see the module's docstring."""
        new = WorldPool(view, self.beta, self.noise, self.mix)
        since = view.layout_log[len(self.view.layout_log):]
        for hands in self.deals:
            moved = _after(hands, since, view.seat, allowed, rng)
            if moved is not None and all(
                    moved[s] & ~allowed[s] == 0 and moved[s].bit_count() == view.hand_counts[s]
                    for s in moved):
                new.add(moved)
        # the deals the choices since have all but ruled out make room for fresh ones
        keep = [k for k, value in enumerate(new.logs) if value > new.top - FADED]
        if len(keep) < len(new.logs):
            pruned = WorldPool(view, self.beta, self.noise, self.mix)
            for k in keep:
                pruned.add(new.deals[k])
            new = pruned
        return new

    def follows(self, view: TrixView) -> bool:
        """Is ``view`` a later decision of this pool's seat in the same layout?"""
        old = self.view
        return (view.seat == old.seat and view.deal_number == old.deal_number
                and view.phase == "layout" == old.phase
                and len(view.layout_log) >= len(old.layout_log)
                and view.layout_log[:len(old.layout_log)] == old.layout_log
                and set(view.hand) <= set(old.hand))


def _after(hands: Hands, since: tuple[tuple[int, int], ...], me: int,
           allowed: dict[int, int], rng: random.Random) -> Hands | None:
    """``hands`` with the cards laid ``since`` taken out of their layers' hands, or None."""
    hands = dict(hands)
    for seat, card in since:
        if card < 0 or seat == me:
            continue
        bit = 1 << card
        if hands[seat] & bit:
            hands[seat] ^= bit
            continue
        holder = next((s for s, hand in hands.items() if hand & bit), None)
        if holder is None:
            return None
        swap = hands[seat] & allowed[holder]
        if not swap:
            return None
        count = int(rng.random() * swap.bit_count())
        for _ in range(count):
            swap &= swap - 1
        other = swap & -swap
        hands[seat] ^= other
        hands[holder] ^= bit | other
    return hands
