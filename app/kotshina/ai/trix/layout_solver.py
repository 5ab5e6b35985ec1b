"""The Trix contract solved in one world: the best line for some seats against greedy others.

In a determinized world every hand is known, and once the other seats are given a policy
(greedy: the fast playout's ``reach`` rule, games/trix/playout.py, now and then a random card)
the rest of the layout is a one-sided puzzle for the searching seat (and its partner): which
card to lay at each of its choices so that it goes out as early as possible. The layout
branches little (one to four cards fit) and positions repeat (the same hands reached by
laying two cards in either order), so a depth-first search with a table of solved positions
is cheap: a whole layout takes a few hundred choice points. Past ``depth`` choices of its own
in a line the solver lays greedy's card for the seat too.

The search can judge its layout moves by this solver in each world instead of by playouts
(searching.py, ``TrixSearch(solve=N)``); docs/trix-ai.md has what that was worth. The rules'
moves are the engine's: a card fits when it is in the layout's ``fits`` mask
(games/trix/layout.py), a seat with nothing that fits passes, a seat with no cards is
skipped, the last seat left takes the last place (tests/ai/trix/test_layout_solver.py checks
the lines against the engine's play).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ...core.tricks import ACE, JACK, RANKS
from ...games.trix.cards import PLACE_POINTS
from ...games.trix.playout import greedy_layout_card


def _opens(card: int) -> int:
    """The cards that fit once ``card`` is laid (besides those that fitted before)."""
    suit, rank = divmod(card, RANKS)
    base = suit * RANKS
    if rank == JACK:
        return (1 << (base + JACK + 1)) | (1 << (base + JACK - 1))
    if JACK < rank < ACE:
        return 1 << (base + rank + 1)
    if 0 < rank < JACK:
        return 1 << (base + rank - 1)
    return 0


OPENS = tuple(_opens(card) for card in range(52))
#: the seat's choices the solver branches on in a line; later ones are greedy's (a budget
#: that cuts the search short would favour whichever card was searched first)
DEPTH = 6
#: solved positions kept across the worlds of one decision (worlds repeat, and share lines)
MEMO_LIMIT = 200_000

Key = tuple[tuple[int, ...], int, tuple[int, ...], int]
#: a seat's own card from what it sees: (its hand, its cards that fit, the others' cards)
OwnPolicy = Callable[[int, int, int], int]


class LayoutSolver:
    """The seats in ``controlled`` choose their cards to maximise their summed place points
    (over their next ``depth`` choices); the others lay greedy. ``line`` returns the order in
    which all four go out."""

    __slots__ = ("controlled", "depth", "memo", "greedy", "nodes", "noise", "rng", "own")

    def __init__(self, controlled: tuple[int, ...], depth: int = DEPTH, noise: float = 0.0,
                 rng: random.Random | None = None, own: OwnPolicy | None = None) -> None:
        self.controlled = controlled
        self.depth = depth
        #: how often another seat lays a random card instead of greedy's (drawn once per
        #: position in a world: the world's solve stays a one-sided puzzle)
        self.noise = noise
        self.rng = rng or random.Random(0)
        # a position's best line depends on the position only, so it holds in every world
        self.memo: dict[Key, tuple[int, ...]] = {}
        #: greedy's card per (hand, cards that fit): the lines replay the same choices often
        self.greedy: dict[int, int] = {}
        self.nodes = 0  # choice points searched (tests count them)
        #: the controlled seats' card past ``depth`` (None: greedy's); it is given only what
        #: the seat sees (the others' cards as one set), so the line does not use the world's
        #: deal for the seat's own later choices
        self.own = own

    def reset(self) -> None:
        """Before a new world: a fresh table once it has grown large (or always, when the
        other seats' random cards make a position's line depend on the world)."""
        if self.noise or len(self.memo) > MEMO_LIMIT:
            self.memo.clear()
        if len(self.greedy) > MEMO_LIMIT:
            self.greedy.clear()

    def value(self, order: tuple[int, ...]) -> int:
        return sum(PLACE_POINTS[order.index(seat)] for seat in self.controlled)

    def line(self, hands: tuple[int, ...], fits: int, seat: int,
             finished: tuple[int, ...], depth: int | None = None) -> tuple[int, ...]:
        """The finishing order from this position (``seat`` to act, with cards)."""
        if depth is None:
            depth = self.depth
        controlled = self.controlled
        greedy = self.greedy
        while True:
            hand = hands[seat]
            legal = hand & fits
            if legal & (legal - 1):
                if depth > 0 and seat in controlled:
                    return self._choose(hands, fits, seat, finished, legal, depth)
                if self.own is not None and seat in controlled:
                    others = (hands[0] | hands[1] | hands[2] | hands[3]) & ~hand
                    card = self.own(hand, legal, others)
                elif self.noise and self.rng.random() < self.noise:
                    card = _random_card(legal, self.rng)
                else:
                    key = hand | legal << 52
                    card = greedy.get(key, -1)
                    if card < 0:
                        card = greedy[key] = greedy_layout_card(hand, legal)
            else:
                card = legal.bit_length() - 1
            if card >= 0:
                hands, fits, finished, over = _lay(hands, fits, seat, finished, card)
                if over:
                    return finished
            seat = _next_seat(hands, seat)

    def after(self, hands: tuple[int, ...], fits: int, seat: int, finished: tuple[int, ...],
              card: int, depth: int | None = None) -> tuple[int, ...]:
        """The finishing order once ``seat`` lays ``card`` (it must fit) and play goes on."""
        hands, fits, finished, over = _lay(hands, fits, seat, finished, card)
        if over:
            return finished
        return self.line(hands, fits, _next_seat(hands, seat), finished, depth)

    def _choose(self, hands: tuple[int, ...], fits: int, seat: int, finished: tuple[int, ...],
                legal: int, depth: int) -> tuple[int, ...]:
        key = (hands, seat, finished, depth)
        known = self.memo.get(key)
        if known is not None:
            return known
        self.nodes += 1
        depth -= 1
        # greedy's card first: on equal values the solver keeps the move greedy would make
        first = greedy_layout_card(hands[seat], legal)
        best = self.after(hands, fits, seat, finished, first, depth)
        best_value = self.value(best)
        rest = legal & ~(1 << first)
        while rest:
            bit = rest & -rest
            rest ^= bit
            order = self.after(hands, fits, seat, finished, bit.bit_length() - 1, depth)
            value = self.value(order)
            if value > best_value:
                best, best_value = order, value
        self.memo[key] = best
        return best


def _lay(hands: tuple[int, ...], fits: int, seat: int, finished: tuple[int, ...],
         card: int) -> tuple[tuple[int, ...], int, tuple[int, ...], bool]:
    """Lay ``card`` from ``seat``: the new hands, fits and finishing order, and whether the
    layout is over (three seats out: the fourth takes the last place)."""
    bit = 1 << card
    mine = hands[seat] ^ bit
    hands = hands[:seat] + (mine,) + hands[seat + 1:]
    fits = (fits & ~bit) | OPENS[card]
    if not mine:
        finished = (*finished, seat)
        if len(finished) == 3:
            return hands, fits, (*finished, 6 - sum(finished)), True
    return hands, fits, finished, False


def _random_card(legal: int, rng: random.Random) -> int:
    for _ in range(int(rng.random() * legal.bit_count())):
        legal &= legal - 1
    return (legal & -legal).bit_length() - 1


def _next_seat(hands: tuple[int, ...], seat: int) -> int:
    """The next seat round the table that still holds cards."""
    seat = (seat + 1) & 3
    while not hands[seat]:
        seat = (seat + 1) & 3
    return seat


def place_points(order: tuple[int, ...], already: int) -> list[int]:
    """Place points per seat for the seats from ``order[already:]`` (the earlier ones were
    scored when they went out)."""
    points = [0, 0, 0, 0]
    for place in range(already, 4):
        points[order[place]] += PLACE_POINTS[place]
    return points
