"""Casino search: the game hooks for ISMCTS (ai/search.py) and the reward.

Worlds come from ``CasinoState.from_view`` (public facts plus a random deal of the unseen
cards in which every build owner holds its value). Tree moves go through the engine; the rest
of the hand is played by the ε-greedy int rollout (rollout.py). Root moves are expanded
richest first (a prior), so short searches have looked at the obvious captures.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from ...games.casino.moves import CasinoMove
from ...games.casino.state import CasinoState
from ..search import SearchGame
from .evaluate import WORTH, worth
from .rollout import finish_hand

#: weight of the match result in the reward once the hand decides the match
DECIDED_WEIGHT = 0.6
#: weight of the (estimated) match-win chance while the match goes on
OPEN_WEIGHT = 0.3
#: a hand hands out 11 points plus sweeps; differences are scaled by this
POINT_SCALE = 24.0


def side_rewards(points: Sequence[int], totals_before: Sequence[int], target: int) -> list[float]:
    """Reward per side in [0, 1] for a finished hand: the normalised point difference against
    the best other side, blended with the match result (or a logistic win-chance estimate)."""
    sides = len(points)
    totals = [t + p for t, p in zip(totals_before, points, strict=True)]
    top = max(totals)
    leaders = [s for s in range(sides) if totals[s] == top]
    decided = top >= target and len(leaders) == 1
    scale = 4.0 + 0.3 * max(0, target - top)
    rewards = []
    for s in range(sides):
        others = max(points[o] for o in range(sides) if o != s)
        diff = min(1.0, max(0.0, 0.5 + (points[s] - others) / POINT_SCALE))
        if decided:
            win = 1.0 if s in leaders else 0.0
            rewards.append((1 - DECIDED_WEIGHT) * diff + DECIDED_WEIGHT * win)
        else:
            lead = totals[s] - max(totals[o] for o in range(sides) if o != s)
            chance = 1.0 / (1.0 + math.exp(-lead / scale))
            rewards.append((1 - OPEN_WEIGHT) * diff + OPEN_WEIGHT * chance)
    return rewards


def prior(move: CasinoMove) -> float:
    """How promising a move looks before any search: captures by worth, then builds."""
    if move.take:
        return 1.0 + WORTH[move.play] + worth(move.taken)
    if move.build is not None:
        return 0.5 + 0.3 * worth(move.with_cards)
    return -WORTH[move.play]


class CasinoSearch(SearchGame):
    """ISMCTS hooks for Casino; picklable (plain attributes) for the process pool."""

    state_class = CasinoState

    def __init__(self, epsilon: float = 0.2, exploration: float = 0.7) -> None:
        self.epsilon = epsilon
        self.exploration = exploration

    def play(self, state: CasinoState, move: CasinoMove) -> None:
        # the search only plays moves the engine itself listed, so skip re-checking them
        state._apply_unchecked(move)

    def rewards(self, state: CasinoState) -> list[float]:
        last = state.deal_results[-1]
        before = [t - p for t, p in zip(state.totals, last["points"], strict=True)]
        side_values = side_rewards(last["points"], before, state.target)
        return [side_values[state.side_of(seat)] for seat in range(state.players)]

    def playout(self, state: CasinoState, rng: random.Random) -> list[float]:
        if state.current_player is None:
            return self.rewards(state)
        points = finish_hand(state, rng, self.epsilon)
        side_values = side_rewards(points, state.totals, state.target)
        return [side_values[state.side_of(seat)] for seat in range(state.players)]

    def expand_order(self, state: CasinoState, untried: list[CasinoMove],
                     rng: random.Random) -> CasinoMove:
        return max(untried, key=lambda m: prior(m) + rng.random() * 0.3)
