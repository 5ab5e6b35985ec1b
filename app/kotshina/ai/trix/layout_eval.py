"""A learned judgement of layout cards from what one seat sees (the Trix contract).

The layout solver (layout_solver.py) knows the best card once every hand is known; a seat
does not know them. This evaluation scores a card by features of the seat's own view only —
its own cards beyond the card and the unseen ones (others' cards) beyond it, what laying it
opens for itself and for the others, the row ends and jacks, its unbroken run beyond the
card and the gap to its nearest card there, how many of its cards beyond lie behind unseen
ones, the stage of the layout, and what the table shows of the others (feeding a seat close
to going out, or one that passed at its last turn) — weighted so that the score follows the solver's value of the card with the hands known
(least squares over many positions, each position's cards compared among themselves:
``tools/trix_fit_layout.py`` trains the weights and writes them as ``layout_weights.py``).
So it averages over the hands the seat cannot see instead of solving one guess at them.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from pathlib import Path

from ...core.tricks import ACE, JACK, RANKS
from .layout_solver import OPENS

#: where tools/trix_fit_layout.py writes the fitted weights
WEIGHTS_FILE = Path(__file__).with_name("layout_weights.py")

FEATURES = (
    "mine beyond",          # my cards further along the card's row direction (both for a jack)
    "unseen beyond",        # others' cards further along: they wait on this row
    "opens mine",           # the card(s) it makes fit are mine
    "opens unseen",         # the card(s) it makes fit are someone else's
    "row end",              # an ace or a 2: opens nothing for anybody
    "jack",
    "my run beyond",        # my cards right after it in a row, none of the others' between
    "gap to mine",          # ranks from it to my nearest card beyond it (0: none beyond)
    "mine behind unseen",   # my cards beyond that others must open for me first
    "mine beyond late",     # "mine beyond" x the share of my cards already laid
    "unseen beyond late",   # "unseen beyond" x the same
    "opens unseen short",   # "opens unseen" when another seat has at most SHORT cards left
    "unseen beyond short",  # "unseen beyond" the same
    "opens unseen stuck",   # "opens unseen" x the other seats that passed at their last turn
)
#: another seat this close to going out makes feeding it costlier (the "short" features)
SHORT = 3


def _beyond(card: int) -> int:
    """The cards past ``card`` in its row's direction (both ways for a jack)."""
    suit, rank = divmod(card, RANKS)
    base = suit * RANKS
    mask = 0
    if rank >= JACK:
        for r in range(rank + 1, ACE + 1):
            mask |= 1 << (base + r)
    if rank <= JACK:
        for r in range(rank):
            mask |= 1 << (base + r)
    return mask


BEYOND = tuple(_beyond(c) for c in range(52))


def _walk(card: int, hand: int, unseen: int) -> tuple[int, int, int]:
    """Beyond ``card``: my cards with an unseen card between it and them, my unbroken run
    right after it, and the ranks to my nearest card (0 when none is beyond)."""
    suit, rank = divmod(card, RANKS)
    base = suit * RANKS
    behind = run = 0
    gap = 99
    for step in ((1, -1) if rank == JACK else ((1,) if rank > JACK else (-1,))):
        blocked = False
        unbroken = True
        r = rank + step
        while 0 <= r <= ACE:
            bit = 1 << (base + r)
            if unseen & bit:
                blocked = True
                unbroken = False
            elif hand & bit:
                gap = min(gap, abs(r - rank))
                if blocked:
                    behind += 1
                elif unbroken:
                    run += 1
            r += step
    return behind, run, 0 if gap == 99 else gap


def features(hand: int, unseen: int, card: int, fewest: int = 13, stuck: int = 0
             ) -> list[float]:
    """The features (``FEATURES``) of laying ``card`` (it fits) from ``hand``; ``unseen``: the
    cards in the other hands; ``fewest``: the fewest cards another seat still holds (public),
    ``stuck``: how many other seats passed at their last turn (public; see ``context``)."""
    beyond = BEYOND[card]
    opened = OPENS[card]
    mine = (hand & beyond).bit_count()
    others = (unseen & beyond).bit_count()
    behind, run, gap = _walk(card, hand, unseen)
    rank = card % RANKS
    late = 1.0 - hand.bit_count() / 13.0
    feeds = float((opened & unseen).bit_count())
    short = fewest <= SHORT
    return [float(mine), float(others), float((opened & hand).bit_count()),
            feeds, float(rank in (ACE, 0)), float(rank == JACK),
            float(run), float(gap), float(behind), mine * late, others * late,
            feeds if short else 0.0, float(others) if short else 0.0, feeds * stuck]


def context(hands_left: Sequence[int], seat: int, log: Sequence[tuple[int, int]]
            ) -> tuple[int, int]:
    """What ``features`` takes from the table besides the cards, as the seat sees it: the
    fewest cards another seat still in the layout holds (``hands_left``: the card counts per
    seat) and how many of those seats passed at their last turn (``log``: the layout's
    (seat, card or -1) entries)."""
    playing = [s for s in range(4) if s != seat and hands_left[s]]
    fewest = min((hands_left[s] for s in playing), default=13)
    last: dict[int, int] = {}
    for who, card in reversed(log):
        if who not in last:
            last[who] = card
            if len(last) == 4:
                break
    return fewest, sum(1 for s in playing if last.get(s) == -1)


class LayoutEval:
    """A linear score per card; higher is better for the seat laying it."""

    __slots__ = ("weights",)

    def __init__(self, weights: list[float]) -> None:
        if len(weights) != len(FEATURES):
            raise ValueError(f"expected {len(FEATURES)} weights, got {len(weights)}")
        self.weights = weights

    def score(self, hand: int, unseen: int, card: int, fewest: int = 13, stuck: int = 0
              ) -> float:
        return sum(w * f for w, f in zip(self.weights,
                                         features(hand, unseen, card, fewest, stuck),
                                         strict=True))

    def choose(self, hand: int, legal: int, unseen: int, fewest: int = 13, stuck: int = 0
               ) -> int:
        """The best-scored card of ``legal`` (ties: the lowest card); without ``fewest`` and
        ``stuck`` (the solver's and the playouts' own policy) as if nobody were short or
        stuck."""
        best, best_score = -1, float("-inf")
        rest = legal
        while rest:
            bit = rest & -rest
            rest ^= bit
            card = bit.bit_length() - 1
            value = self.score(hand, unseen, card, fewest, stuck)
            if value > best_score:
                best, best_score = card, value
        return best


@cache
def trained() -> LayoutEval:
    """The weights fitted by tools/trix_fit_layout.py (layout_weights.py)."""
    from . import layout_weights

    fitted = tuple(layout_weights.FEATURES)
    if fitted != FEATURES[:len(fitted)]:
        raise ValueError("layout_weights.py was fitted for other features: refit it")
    # weights fitted before later features were added score those 0: the model they fitted
    return LayoutEval(list(layout_weights.WEIGHTS) + [0.0] * (len(FEATURES) - len(fitted)))
