"""Rule-of-thumb Casino players: greedy (the yardstick), easy (greedy with noise), medium.

They read only the view and the legal moves the engine listed. Medium counts cards: it weighs
each move by what the next player can expect to take afterwards (the unseen cards are dealt
uniformly, so the chances follow the hypergeometric law), and values its own builds by the
chance that nobody takes them first.
"""

from __future__ import annotations

import random

from ...games.casino.moves import CasinoMove
from ...games.casino.playout import VAL
from ...games.casino.view import CasinoView
from ..base import Budget
from .evaluate import SWEEP_VALUE, WORTH, Table, chance_to_hold, expected_best, worth

#: a build is a capture deferred: greedy counts this share of its cards now
BUILD_SHARE = 0.5


def capture_gain(view: CasinoView, move: CasinoMove) -> float:
    value = WORTH[move.play] + worth(move.taken)
    if len(move.taken) == len(view.table_cards):
        value += SWEEP_VALUE
    return value


def build_cards(view: CasinoView, move: CasinoMove) -> list[int]:
    return [move.play, *move.with_cards]


def _greedy_key(view: CasinoView, move: CasinoMove) -> tuple[int, float, str]:
    # deterministic tie-breaks: kind, value, then the notation
    if move.take:
        return (2, capture_gain(view, move), repr(move))
    if move.build is not None:
        return (1, BUILD_SHARE * worth(build_cards(view, move)), repr(move))
    # trail the card worth least; among equals a face card (only its rank can take it)
    return (0, -WORTH[move.play] - (0.01 if VAL[move.play] else 0.0), repr(move))


class GreedyAgent:
    """The fixed yardstick: the richest capture, else the richest build, else the cheapest trail."""

    name = "greedy"
    default_seconds = 0.0

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: CasinoView, legal_moves: list[CasinoMove], budget: Budget) -> CasinoMove:
        return max(legal_moves, key=lambda m: _greedy_key(view, m))


class EasyAgent:
    """Greedy with a shaky hand: sometimes a random move, otherwise noisy greedy values."""

    name = "easy"
    default_seconds = 0.0

    def __init__(self, seed: int = 0, blunder: float = 0.2, noise: float = 0.6) -> None:
        self.rng = random.Random(seed)
        self.blunder = blunder
        self.noise = noise

    def choose(self, view: CasinoView, legal_moves: list[CasinoMove], budget: Budget) -> CasinoMove:
        if self.rng.random() < self.blunder:
            return legal_moves[self.rng.randrange(len(legal_moves))]

        def noisy(move: CasinoMove) -> float:
            kind, value, _ = _greedy_key(view, move)
            return kind + 0.3 * value + self.rng.gauss(0.0, self.noise)

        return max(legal_moves, key=noisy)


def table_after(view: CasinoView, move: CasinoMove) -> tuple[list[int], dict[int, tuple[int, ...]]]:
    """Loose cards and builds (value -> cards) once ``move`` is made."""
    builds = {b.value: b.cards for b in view.builds}
    if move.take:
        taken = move.taken
        loose = [c for c in view.loose if c not in taken]
        builds = {v: cards for v, cards in builds.items() if cards[0] not in taken}
    elif move.build is not None:
        used = move.with_cards
        loose = [c for c in view.loose if c not in used]
        builds = {v: cards for v, cards in builds.items() if cards[0] not in used}
        builds[move.build] = tuple(sorted((move.play, *used)))
    else:
        loose = [*view.loose, move.play]
    return loose, builds


class MediumAgent:
    """One-ply look-ahead with card counting: my gain minus what the next player can expect."""

    name = "medium"
    default_seconds = 0.0

    def __init__(self, seed: int = 0, caution: float = 0.8) -> None:
        self.rng = random.Random(seed)
        self.caution = caution

    def score(self, view: CasinoView, move: CasinoMove, unseen: list[int]) -> float:
        loose, builds = table_after(view, move)
        counts = list(view.hand_counts)
        counts[view.seat] -= 1
        if not any(counts) and view.deck_left == 0:
            # the hand ends with this card: the table goes to the last side that captured
            mine = capture_gain(view, move) if move.take else 0.0
            last = view.seat if move.take else view.last_capturer
            rest = worth(loose) + sum(worth(cards) for cards in builds.values())
            if last is None or view.side_of(last) != view.my_side:
                return mine - rest
            return mine + rest
        nxt = (view.seat + 1) % view.players
        hand_size = counts[nxt] if counts[nxt] else (4 if view.deck_left else 0)
        pool = len(unseen)
        if move.take:
            mine = capture_gain(view, move)
        elif move.build is not None:
            v = move.build
            keepers = [c for c in view.hand if VAL[c] == v and c != move.play]
            matching = sum(1 for c in unseen if VAL[c] == v)
            keep = 1.0 - chance_to_hold(matching, pool, hand_size)
            mine = keep * (worth(builds[v]) + max(WORTH[c] for c in keepers))
        else:
            mine = -0.05 * WORTH[move.play]
        table = Table(loose, builds)
        replies = _reply_values(table, unseen)
        return mine - self.caution * expected_best(replies, pool, hand_size)

    def choose(self, view: CasinoView, legal_moves: list[CasinoMove], budget: Budget) -> CasinoMove:
        if len(legal_moves) == 1:
            return legal_moves[0]
        unseen = sorted(view.unseen)
        scored = [(self.score(view, m, unseen), i) for i, m in enumerate(legal_moves)]
        best = max(s for s, _ in scored)
        # near-equal moves: pick among them at random so the player is not predictable
        near = [i for s, i in scored if s >= best - 1e-9]
        return legal_moves[near[self.rng.randrange(len(near))] if len(near) > 1 else near[0]]


def _reply_values(table: Table, unseen: list[int]) -> list[float]:
    """The best take of each unseen card on ``table`` (the same value or rank shares the
    table work; only the played card's own worth differs)."""
    base: dict[int, float | None] = {}
    values = []
    for c in unseen:
        k = VAL[c] or 100 + c % 13
        if k not in base:
            best = table.best_take(c)
            base[k] = best - WORTH[c] if best > 0.0 else None
        b = base[k]
        values.append(0.0 if b is None else b + WORTH[c])
    return values
