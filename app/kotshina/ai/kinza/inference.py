"""Inference from play (2 players): what the opponent's moves say about the cards they hold.

Views carry no move history, so the agent keeps its own: between two of its decisions the
opponent made exactly one move, which the change of the table and of the opponent's pile
reveals (piles grow in capture order: played card, then the cards taken). Players capture
when they can, and take rich captures first; so a hypothesised hand that had a rich capture
makes an observed trail unlikely. Each sampled world is weighted by the likelihood of the
opponent's moves *of the current round* (their hand then = their hand in the world plus the
cards they played since), under a soft-greedy model: P(move) ∝ exp(β · immediate gain),
mixed with a little uniform noise so no world is ever ruled out completely. The tracker also
hands over each finished round's moves, from which the expert learns what kind of player the
opponent is (opponent_types.py).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from ...games.kinza.moves import KinzaMove, legal_moves_of
from ...games.kinza.state import KinzaState
from ...games.kinza.view import KinzaView
from .heuristics import gain

BETA = 1.0
NOISE = 0.05
#: cards dealt to each player per round (2 players)
HAND_SIZE = 3


@dataclass(frozen=True)
class Observed:
    """One opponent move: the table it was played on (sorted) and what was played and taken."""

    table: tuple[int, ...]
    play: int
    take: frozenset[int]


def move_probability(hand: list[int], table: tuple[int, ...], observed: Observed,
                     capture_sum: int) -> float:
    """P(observed move | hand, table) under the soft-greedy model (0 if not legal)."""
    weights = []
    chosen = -1.0
    for move in legal_moves_of(hand, table, capture_sum):
        w = math.exp(BETA * gain(move, len(table)))
        weights.append(w)
        if move.play == observed.play and move.take == observed.take:
            chosen = w
    if chosen < 0:
        return 0.0
    return (1 - NOISE) * chosen / sum(weights) + NOISE / len(weights)


class Tracker:
    """Follows one seat's successive views of a 2-player deal and lists the opponent's moves
    of the current round."""

    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        self.deal: int | None = None
        self.round_moves: list[Observed] = []
        #: the opponent's moves of a round that the last ``update`` saw end, when all of them
        #: were seen (their hand then is exactly the cards they played); else empty
        self.finished: list[Observed] = []
        # after our last move: (table, opponent's pile length, deck left, our card ended the round)
        self._after_mine: tuple[tuple[int, ...], int, int, bool] | None = None

    def update(self, view: KinzaView) -> list[Observed]:
        """Call at each decision with the new view; returns the opponent's moves this round."""
        if view.players != 2:
            return []
        finished: list[Observed] = []
        if view.deal_number != self.deal:
            finished = self.round_moves  # the last round of the previous deal, if I closed it
            self.reset()
            self.deal = view.deal_number
        if self._after_mine is not None:
            table, pile_len, deck_left, ended_round = self._after_mine
            move = self._opponent_move(view, table, pile_len)
            if ended_round:
                # new hands were dealt before their move: it opens the round
                finished = self.round_moves
                self.round_moves = [move] if move is not None else []
            elif deck_left != view.deck_left:
                # their move closed the round: those cards are all seen
                finished = [*self.round_moves, move] if move is not None else []
                self.round_moves = []
            elif move is not None:
                self.round_moves.append(move)
        elif view.hand_counts[1 - view.seat] < len(view.hand):
            # the deal's opening move was theirs (on the first deal's table)
            move = self._opening_move(view)
            self.round_moves = [move] if move is not None else []
        self._after_mine = None
        self.finished = finished if len(finished) == HAND_SIZE else []
        return list(self.round_moves)

    @staticmethod
    def _opening_move(view: KinzaView) -> Observed | None:
        grown = view.piles[1 - view.my_side]
        if grown:
            return Observed(tuple(sorted((*view.table, *grown[1:]))), grown[0],
                            frozenset(grown[1:]))
        if view.table:
            # a trailed card joins the end of the table (the engine keeps the table in order)
            return Observed(tuple(sorted(view.table[:-1])), view.table[-1], frozenset())
        return None

    def chose(self, view: KinzaView, move: KinzaMove) -> None:
        """Remember the table after our own move, to read the opponent's next move from."""
        if view.players != 2:
            return
        opponent = 1 - view.seat
        ended_round = len(view.hand) == 1 and view.hand_counts[opponent] == 0
        if move.take:
            table = tuple(sorted(c for c in view.table if c not in move.take))
        else:
            table = tuple(sorted((*view.table, move.play)))
        opp_side = 1 - view.my_side
        self._after_mine = (table, len(view.piles[opp_side]), view.deck_left, ended_round)

    @staticmethod
    def _opponent_move(view: KinzaView, table: tuple[int, ...], pile_len: int) -> Observed | None:
        opp_side = 1 - view.my_side
        grown = view.piles[opp_side][pile_len:]
        if grown:
            return Observed(table, grown[0], frozenset(grown[1:]))
        added = [c for c in view.table if c not in table]
        if len(added) == 1:
            return Observed(table, added[0], frozenset())
        return None


def world_weight(world: KinzaState, seat: int, evidence: tuple[Observed, ...]) -> float:
    """Likelihood of the opponent's observed moves this round if ``world`` is the truth."""
    return hand_weight(world.hands[1 - seat], evidence, world.capture_sum)


def hand_weight(opponent_hand: Sequence[int], evidence: tuple[Observed, ...],
                capture_sum: int) -> float:
    """Likelihood of the opponent's observed moves this round if it holds ``opponent_hand``."""
    if not evidence:
        return 1.0
    hand = list(opponent_hand)
    weight = 1.0
    # walk back through the round: before their latest move they also held that card
    for observed in reversed(evidence):
        hand.append(observed.play)
        weight *= move_probability(hand, observed.table, observed, capture_sum)
        if weight == 0.0:
            break
    return weight
