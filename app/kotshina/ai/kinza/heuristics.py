"""Rule-of-thumb Kinza players: greedy (the yardstick), easy (greedy with noise), medium.

They read only the view and the legal moves the engine listed; card values come from the
engine's tables. Medium adds card memory: it weighs each move by what the next player can
take afterwards, using the exact chance that their hidden hand holds a card for it (the
unseen cards are dealt uniformly, so the chance follows the hypergeometric law).
"""

from __future__ import annotations

import random
from collections.abc import Collection
from math import comb
from typing import Protocol

from ...games.kinza.captures import capture_sets
from ...games.kinza.cards import POINT_VALUE, SUM_VALUE
from ...games.kinza.moves import KinzaMove
from ...games.kinza.view import KinzaView
from ..base import Budget

#: a card captured is worth its points plus a little for the card count (cards break ties)
CARD_WEIGHT = 0.05
SWEEP_BONUS = 0.3


class PlayAndTake(Protocol):
    """What ``gain`` reads of a move (an engine move, or the opponent model's plain one)."""

    @property
    def play(self) -> int: ...

    @property
    def take(self) -> Collection[int]: ...


def gain(move: PlayAndTake, table_size: int) -> float:
    """Immediate value of a move for the mover: points captured, then cards, then sweeps."""
    if not move.take:
        return 0.0
    value: float = POINT_VALUE[move.play] + sum(POINT_VALUE[c] for c in move.take)
    value += CARD_WEIGHT * (1 + len(move.take))
    if len(move.take) == table_size:
        value += SWEEP_BONUS
    return value


def trail_cost(card: int) -> float:
    """What trailing a card puts at risk: its points (gold most), then its sum value (small
    cards combine into more 15s)."""
    return POINT_VALUE[card] + 0.01 * (12 - SUM_VALUE[card])


def _greedy_key(move: KinzaMove, table_size: int) -> tuple[float, float, int]:
    # deterministic tie-breaks: higher value, cheaper trail, then the lowest card id
    if move.take:
        return (gain(move, table_size), 0.0, -move.play)
    return (-1.0, -trail_cost(move.play), -move.play)


class GreedyAgent:
    name = "greedy"
    default_seconds = 0.0

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: KinzaView, legal_moves: list[KinzaMove], budget: Budget) -> KinzaMove:
        return greedy_move(legal_moves, len(view.table))


def greedy_move(legal_moves: list[KinzaMove], table_size: int) -> KinzaMove:
    """The greedy yardstick's choice: the richest capture, else the cheapest trail."""
    return max(legal_moves, key=lambda m: (_greedy_key(m, table_size), sorted(m.take)))


class EasyAgent:
    """Greedy with a shaky hand: sometimes a random move, otherwise noisy greedy values."""

    name = "easy"
    default_seconds = 0.0

    def __init__(self, seed: int = 0, blunder: float = 0.25, noise: float = 2.0) -> None:
        self.rng = random.Random(seed)
        self.blunder = blunder
        self.noise = noise

    def choose(self, view: KinzaView, legal_moves: list[KinzaMove], budget: Budget) -> KinzaMove:
        if self.rng.random() < self.blunder:
            return legal_moves[self.rng.randrange(len(legal_moves))]
        size = len(view.table)

        def noisy(move: KinzaMove) -> float:
            base = gain(move, size) if move.take else -trail_cost(move.play) * 0.1
            return base + self.rng.gauss(0.0, self.noise)

        return max(legal_moves, key=noisy)


def _best_take(table: list[int], card: int, capture_sum: int) -> float:
    """The best value ``card`` could capture on ``table`` (0 if it captures nothing)."""
    best = 0.0
    for taken in capture_sets(table, card, capture_sum):
        value = POINT_VALUE[card] + sum(POINT_VALUE[c] for c in taken) + CARD_WEIGHT * (1 + len(taken))
        if len(taken) == len(table):
            value += SWEEP_BONUS
        if value > best:
            best = value
    return best


def expected_reply(table: list[int], unseen: list[int], hand_size: int, capture_sum: int) -> float:
    """Expected best capture of a player holding ``hand_size`` cards drawn from ``unseen``.

    With the capture values sorted v1 >= v2 >= ..., the best card in the hand is the i-th
    exactly when the hand holds it and none of the i-1 better ones: C(U-i, h-1) / C(U, h).
    """
    if not table or hand_size <= 0 or not unseen:
        return 0.0
    values = sorted((_best_take(table, c, capture_sum) for c in unseen), reverse=True)
    pool = len(unseen)
    hand_size = min(hand_size, pool)
    total_hands = comb(pool, hand_size)
    expected = 0.0
    for i, value in enumerate(values, start=1):
        if value <= 0.0:
            break
        expected += value * comb(pool - i, hand_size - 1) / total_hands
    return expected


def after(table: tuple[int, ...], move: KinzaMove) -> list[int]:
    if move.take:
        return [c for c in table if c not in move.take]
    return [*table, move.play]


class MediumAgent:
    """One-ply look-ahead with card memory: my gain minus what the next player can expect."""

    name = "medium"
    default_seconds = 0.0

    def __init__(self, seed: int = 0, caution: float = 0.8, blunder: float = 0.0) -> None:
        self.rng = random.Random(seed)
        self.caution = caution
        #: chance of a random legal move instead of the look-ahead's choice (the medium level
        #: slips now and then; as the searches' fallback it never does)
        self.blunder = blunder

    def score(self, view: KinzaView, move: KinzaMove) -> float:
        table = after(view.table, move)
        mine = gain(move, len(view.table)) if move.take else 0.0
        nxt = (view.seat + 1) % view.players
        counts = list(view.hand_counts)
        counts[view.seat] -= 1
        unseen = sorted(view.unseen)
        if not any(counts) and view.deck_left == 0:
            # the deal ends with this card: the table goes to the last side that captured
            last = view.seat if move.take else view.last_capturer
            rest = sum(POINT_VALUE[c] for c in table)
            if last is None:
                return mine
            return mine + rest if view.side_of(last) == view.my_side else mine - rest
        hand_size = counts[nxt] if counts[nxt] else (3 if view.deck_left else 0)
        risk = expected_reply(table, unseen, hand_size, view.capture_sum)
        value = mine - self.caution * risk
        if not move.take:
            value -= 0.1 * trail_cost(move.play)
        return value

    def choose(self, view: KinzaView, legal_moves: list[KinzaMove], budget: Budget) -> KinzaMove:
        if self.blunder and self.rng.random() < self.blunder:
            return legal_moves[self.rng.randrange(len(legal_moves))]
        scored = [(self.score(view, m), i) for i, m in enumerate(legal_moves)]
        best = max(s for s, _ in scored)
        # near-equal moves: pick among them at random so the player is not predictable
        near = [i for s, i in scored if s >= best - 1e-9]
        return legal_moves[near[self.rng.randrange(len(near))] if len(near) > 1 else near[0]]

