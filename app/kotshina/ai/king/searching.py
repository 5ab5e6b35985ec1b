"""King search: the game hooks for the shared ISMCTS (ai/search.py) and its reward.

Worlds come from ``KingState.from_view`` (public facts plus a random deal of the unseen cards
that honours every void play has shown). The tree covers the contract choice and card play of
the current deal; below it the deal is finished by a fast playout (games/king/playout.py,
tested against the engine). The reward is a seat's deal points against the others' average,
which is what the fixed deal totals make worth fighting for.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...games.king.cards import FULL_DECK, KH_BIT, SUIT_MASK, bits
from ...games.king.moves import CardMove, KingMove
from ...games.king.playout import finish_deal
from ...games.king.state import KingState
from ...games.king.view import KingView
from ...games.king.worlds import deal_hidden
from ..search import Outcome, SearchGame

#: points between one seat and the others' average that span the reward range; a typical
#: deal swings by a few hundred, so a narrower scale keeps move values apart for UCB
SPREAD = 1300.0
_BIT = tuple(1 << c for c in range(52))


def seat_rewards(points: Sequence[int], spread: float = SPREAD) -> list[float]:
    """Per seat in [0, 1]: 0.5 + (own points - the others' average) / spread, clipped."""
    total = sum(points)
    return [min(1.0, max(0.0, 0.5 + (p - (total - p) / 3) / spread)) for p in points]


class _Template:
    """What every world of one view shares; only the other hands differ."""

    __slots__ = ("view", "state", "hidden", "room", "allowed", "free")

    def __init__(self, view: KingView, rng: random.Random) -> None:
        self.view = view
        self.state = KingState.from_view(view, rng)
        self.hidden = sum(_BIT[c] for c in view.unseen)
        self.room = {s: view.hand_counts[s] for s in range(4) if s != view.seat}
        self.allowed: dict[int, int] = {}
        for s in self.room:
            banned = 0
            for void in view.voids[s]:
                banned |= SUIT_MASK[void]
            if view.lacks_kh[s]:
                banned |= KH_BIT
            self.allowed[s] = FULL_DECK & ~banned
        # without constraints a world is a plain shuffle of the hidden cards
        self.free = all(self.hidden & ~mask == 0 for mask in self.allowed.values())


class KingSearch(SearchGame[KingState, KingView, KingMove]):
    """ISMCTS hooks for King; picklable (plain attributes) for the process pool."""

    state_class = KingState

    def __init__(self, epsilon: float = 0.3, exploration: float = 0.7,
                 spread: float = SPREAD) -> None:
        self.epsilon = epsilon
        self.exploration = exploration
        self.spread = spread
        self._template: _Template | None = None

    def __getstate__(self) -> dict[str, object]:
        return {"epsilon": self.epsilon, "exploration": self.exploration, "spread": self.spread,
                "_template": None}

    def world(self, view: KingView, rng: random.Random) -> KingState:
        template = self._template
        if template is None or template.view is not view:
            template = self._template = _Template(view, rng)
        state = template.state.clone()
        if not state.in_deal:
            return state
        if template.free:
            cards = bits(template.hidden)
            rng.shuffle(cards)
            pos = 0
            bit = _BIT.__getitem__
            for seat, n in template.room.items():
                state.hands[seat] = sum(map(bit, cards[pos:pos + n]))
                pos += n
        else:
            for seat, mask in deal_hidden(template.hidden, template.room, template.allowed,
                                          rng).items():
                state.hands[seat] = mask
        return state

    def legal(self, state: KingState) -> list[KingMove]:
        return state.legal_moves()

    def play(self, state: KingState, move: KingMove) -> None:
        # the search only plays moves the engine itself listed, so skip re-checking them
        if isinstance(move, CardMove):
            state.play_card(move.card)
        else:
            state._choose(move)

    def at_horizon(self, state: KingState) -> bool:
        return not state.in_deal

    def rewards(self, state: KingState) -> Outcome:
        points = state.deal_results[-1]["points"]
        return Outcome(seat_rewards(points, self.spread), points)

    def playout(self, state: KingState, rng: random.Random) -> Outcome:
        if not state.in_deal:
            return self.rewards(state)
        if state.contract is None and state.current_player is not None:
            options = state.contract_options(state.current_player)
            state._choose(options[rng.randrange(len(options))])
        points = finish_deal(state, rng, self.epsilon)
        return Outcome(seat_rewards(points, self.spread), points)

    def expand_order(self, state: KingState, untried: list[KingMove],
                     rng: random.Random) -> KingMove:
        return untried[rng.randrange(len(untried))]
