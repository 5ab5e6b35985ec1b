"""The expert told the truth about a greedy opponent: a ceiling for opponent modelling.

Measurement only (tools/kinza_duel.py, agent ``knows-greedy``); never in the app. It sees no
hidden card, but it is told that its opponent is the greedy yardstick, so:

- inference: P(move | hand) = 1 - ε for the move greedy would make with that hand on that
  table, ε spread over the others (ε = ``EPSILON``); worlds are drawn from that posterior by
  rejection (each world accepted with probability likelihood / the largest possible one), so
  every searched world is one in which greedy would have played what it played this round;
- (``replies=greedy``) in the playouts the opponent plays greedy's policy (a best response to
  a known greedy), and in the exact endgame (stock empty) its replies are greedy's moves
  instead of the minimax worst case.

No opponent-modelling agent can learn more about this opponent than this one is told, so
what it scores against greedy is the most opponent modelling can add (docs/kinza-ai.md).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from kotshina.ai.kinza import EXPERT_SECONDS, InferringAgent
from kotshina.ai.kinza.heuristics import MediumAgent
from kotshina.ai.kinza.inference import Observed
from kotshina.ai.kinza.opponent_types import greedy_choice
from kotshina.ai.kinza.rollout import smart_finish
from kotshina.ai.kinza.searching import (
    KinzaSearch,
    _round_end_cut,
    solve_endgame,
    solve_endgame_vs_greedy,
)
from kotshina.games.kinza.state import KinzaState

#: chance that "greedy" made another move than greedy's (a floor, so no world is impossible)
EPSILON = 0.01
#: candidate worlds drawn per searched world before taking the likeliest of them
TRIES = 300

def greedy_likelihood(opponent_hand: Sequence[int], evidence: Sequence[Observed],
                      capture_sum: int, epsilon: float = EPSILON) -> float:
    """P(the opponent's moves this round | its hand now), the opponent being greedy."""
    hand = list(opponent_hand)
    weight = 1.0
    for observed in reversed(evidence):
        hand.append(observed.play)
        move = greedy_choice(hand, observed.table, capture_sum)
        if move.play == observed.play and move.take == observed.take:
            weight *= 1.0 - epsilon
        else:
            weight *= epsilon
    return weight


class KnowsGreedySearch(KinzaSearch):
    """The expert's search (cut playouts) with the true opponent policy (module docstring)."""

    def __init__(self, greedy_replies: bool) -> None:
        super().__init__(horizon=0)
        self.told_replies = greedy_replies

    def weight(self, world: KinzaState) -> float:
        return 1.0  # worlds are drawn from the posterior already

    def world(self, view: Any, rng: random.Random) -> KinzaState:
        world = KinzaState.from_view(view, rng)
        if not self.evidence:
            return world
        ceiling = (1.0 - EPSILON) ** len(self.evidence)
        best, best_weight = world, -1.0
        for _ in range(TRIES):
            weight = greedy_likelihood(world.hands[1 - view.seat], self.evidence,
                                       world.capture_sum)
            if rng.random() * ceiling <= weight:
                return world
            if weight > best_weight:
                best, best_weight = world, weight
            world = KinzaState.from_view(view, rng)
        return best

    def _finish(self, hands: list[list[int]], table: list[int], stock: list[int], to_play: int,
                world: KinzaState, last: int | None, pile_points: list[int],
                rng: random.Random) -> list[int]:
        cut = _round_end_cut(world.dealer) if world.capture_sum == 15 else None
        return smart_finish(hands, table, stock, to_play, world.dealer, last, pile_points,
                            world.players, world.capture_sum, rng, self.epsilon, cut=cut,
                            greedy_seat=1 - self.seat if self.told_replies else -1)


def knows_greedy(seed: int, replies: str = "") -> InferringAgent:
    """``replies="greedy"``: greedy replies in playouts and endgame too; else inference only."""
    greedy_replies = replies == "greedy"
    return InferringAgent("knows-greedy", KnowsGreedySearch(greedy_replies), seed, workers=1,
                          default_seconds=EXPERT_SECONDS,
                          solver=solve_endgame_vs_greedy if greedy_replies else solve_endgame,
                          fallback=MediumAgent(seed), algorithm="pimc")
