"""Which kind of player the opponent is, learned from its moves during the match (2 players).

Two types: a *grabber*, who always makes the greedy yardstick's move (the richest capture,
else the cheapest trail; P = 1 - ε for that move, ε spread over the others), and a *searcher*,
modelled by the soft-greedy likelihood of inference.py (it fits players who look ahead).
When a round is over, every card the opponent held in it has been played face up, so its
hand at each of its moves of that round is known exactly, and the likelihood of those moves
under each type is exact: the posterior over the two types is updated from public
information only, and carried across the deals of the match (the same opponent sits through
it). Inference then weighs each world by the mixture of the two types' likelihoods of the
opponent's moves this round.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ...games.kinza.moves import KinzaMove, legal_moves_of
from .heuristics import greedy_move
from .inference import Observed, hand_weight

#: chance that a grabber makes another move than greedy's
GRABBER_EPSILON = 0.02
#: prior chance that the opponent is a grabber
GRABBER_PRIOR = 0.5
#: the posterior never goes beyond these odds either way (a model, not a certainty)
MAX_LOG_ODDS = 12.0


def greedy_choice(hand: Sequence[int], table: Sequence[int], capture_sum: int) -> KinzaMove:
    """The move the greedy yardstick makes holding ``hand`` on ``table``."""
    return greedy_move(legal_moves_of(hand, table, capture_sum), len(table))


def grabber_move_probability(hand: Sequence[int], observed: Observed, capture_sum: int) -> float:
    """P(observed move | hand, table) for a grabber."""
    moves = legal_moves_of(hand, observed.table, capture_sum)
    if len(moves) == 1:
        return 1.0
    choice = greedy_move(moves, len(observed.table))
    if choice.play == observed.play and choice.take == observed.take:
        return 1.0 - GRABBER_EPSILON
    return GRABBER_EPSILON / (len(moves) - 1)


def grabber_weight(opponent_hand: Sequence[int], evidence: Sequence[Observed],
                   capture_sum: int) -> float:
    """P(the opponent's moves this round | its hand now) for a grabber."""
    hand = list(opponent_hand)
    weight = 1.0
    for observed in reversed(evidence):
        hand.append(observed.play)
        weight *= grabber_move_probability(hand, observed, capture_sum)
    return weight


def mixture_weight(opponent_hand: Sequence[int], evidence: Sequence[Observed], capture_sum: int,
                   p_grabber: float) -> float:
    """Likelihood of this round's moves given the hand, the type unknown (``p_grabber``)."""
    if not evidence:
        return 1.0
    searcher = hand_weight(opponent_hand, tuple(evidence), capture_sum) if p_grabber < 1 else 0.0
    grabber = grabber_weight(opponent_hand, evidence, capture_sum) if p_grabber > 0 else 0.0
    return p_grabber * grabber + (1.0 - p_grabber) * searcher


class TypeBelief:
    """The log-odds that the opponent is a grabber rather than a searcher."""

    def __init__(self) -> None:
        self.log_odds = math.log(GRABBER_PRIOR / (1.0 - GRABBER_PRIOR))

    @property
    def p_grabber(self) -> float:
        return 1.0 / (1.0 + math.exp(-self.log_odds))

    def round_seen(self, moves: Sequence[Observed], capture_sum: int) -> None:
        """A finished round's moves of the opponent: their hand then was exactly the cards
        they played, so each type's likelihood of them is exact."""
        if not moves:
            return
        grabber = grabber_weight([], moves, capture_sum)
        searcher = hand_weight([], tuple(moves), capture_sum)
        if grabber <= 0.0 or searcher <= 0.0:
            return  # a move the models cannot read (not a legal one from that hand)
        self.log_odds += math.log(grabber) - math.log(searcher)
        self.log_odds = max(-MAX_LOG_ODDS, min(MAX_LOG_ODDS, self.log_odds))
