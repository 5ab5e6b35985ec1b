"""Hard and expert Casino players: flat Monte Carlo over determinized worlds, with a prior.

Casino has up to a hundred legal moves, far too many to sample each one well in under a
second. So the medium player's one-ply card-counting score (heuristics.py) picks a few
candidates, and each sampled world (``CasinoState.from_view``: the unseen cards dealt at
random, every build owner holding its value) plays *every* candidate to the end of the hand
with the same ε-greedy rollout seed (common random numbers: the candidates are compared on
the same luck). The candidate with the best mean reward wins; ties go to the prior. Anytime:
with no world finished, the prior's choice is played. Expert runs the worlds on every core.
For analysis (``evaluate``) every legal move is played in each world, not only the candidates.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence

from ...games.casino.moves import CasinoMove
from ...games.casino.state import CasinoState
from ...games.casino.view import CasinoView
from .. import pool
from ..base import Budget
from ..rewards import match_outcome
from ..search import Details, Outcome
from ..valuation import Valuation, Work, merged_details, run_jobs, searched
from .heuristics import MediumAgent
from .rollout import finish_hand

#: weight of the match result in the reward once the hand decides the match
DECIDED_WEIGHT = 0.6
#: weight of the (estimated) match-win chance while the match goes on
OPEN_WEIGHT = 0.3
#: a hand hands out 11 points plus sweeps; differences are scaled by this
POINT_SCALE = 24.0


def side_outcome(points: Sequence[int], totals_before: Sequence[int],
                 target: int) -> tuple[list[float], list[float]]:
    """(reward in [0, 1], match-win chance) per side for a finished hand: the reward is the
    normalised point difference against the best other side, blended with the match result
    (or a logistic win-chance estimate)."""
    return match_outcome(points, totals_before, target, point_scale=POINT_SCALE, lead_scale=4.0,
                         decided_weight=DECIDED_WEIGHT, open_weight=OPEN_WEIGHT,
                         tie_ends_match=False)


def side_rewards(points: Sequence[int], totals_before: Sequence[int], target: int) -> list[float]:
    """Reward per side in [0, 1] for a finished hand (see ``side_outcome``)."""
    return side_outcome(points, totals_before, target)[0]


MARGIN_S = 0.02
POOL_MARGIN_S = 0.03
#: weight of the prior score when comparing mean rewards (a point of prior ~ 0.5 hand point)
PRIOR_WEIGHT = 0.02
#: candidates whose prior is this far below the best are not searched (they are clearly worse)
PRIOR_MARGIN = 1.5


def flat_job(view: CasinoView, moves: Sequence[CasinoMove], seconds: float, seed: int,
             max_worlds: int | None, epsilon: float,
             details: list[Details] | None = None) -> tuple[list[float], int]:
    """Play every move in fresh worlds until the time is up; (total reward per move, worlds).
    ``details`` (an empty list) receives the summed points and win chances per move."""
    deadline = time.perf_counter() + seconds
    rng = random.Random(seed)
    totals = [0.0] * len(moves)
    side = view.side_of(view.seat)
    if details is not None:
        details.extend(Details() for _ in moves)
    worlds = 0
    while max_worlds is None or worlds < max_worlds:
        if time.perf_counter() >= deadline:
            break
        world = CasinoState.from_view(view, rng)
        roll_seed = rng.randrange(1 << 30)
        for j, move in enumerate(moves):
            state = world.clone()
            state._apply_unchecked(move)  # moves the engine listed for this very hand
            if state.current_player is None:
                last = state.deal_results[-1]
                points = last["points"]
                before = [t - p for t, p in zip(state.totals, points, strict=True)]
            else:
                points = finish_hand(state, random.Random(roll_seed), epsilon)
                before = state.totals
            rewards, wins = side_outcome(points, before, state.target)
            totals[j] += rewards[side]
            if details is not None:
                details[j].add(Outcome(rewards, points, wins))
        worlds += 1
    return totals, worlds


def values_job(view: CasinoView, moves: Sequence[CasinoMove], seed: int, worlds: int,
               epsilon: float) -> tuple[list[float], int, list[Details]]:
    """``flat_job`` capped by worlds only (no clock), keeping the points and win chances."""
    details: list[Details] = []
    totals, done = flat_job(view, moves, math.inf, seed, worlds, epsilon, details)
    return totals, done, details


class FlatSearchAgent:
    """Anytime flat Monte Carlo over the prior's best candidates (see the module docstring)."""

    def __init__(self, name: str, seed: int = 0, *, workers: int = 1,
                 default_seconds: float = 0.25, candidates: int = 6,
                 epsilon: float = 0.2) -> None:
        self.name = name
        self.rng = random.Random(seed)
        self.prior = MediumAgent(seed)
        self.workers = workers
        self.default_seconds = default_seconds
        self.candidates = candidates
        self.epsilon = epsilon
        self.last_iterations = 0

    def choose(self, view: CasinoView, legal_moves: list[CasinoMove], budget: Budget) -> CasinoMove:
        if len(legal_moves) == 1:
            return legal_moves[0]
        unseen = sorted(view.unseen)
        scored = sorted(((self.prior.score(view, m, unseen), i) for i, m in enumerate(legal_moves)),
                        key=lambda s: -s[0])
        top = [s for s in scored[:self.candidates] if s[0] >= scored[0][0] - PRIOR_MARGIN]
        if len(top) == 1:
            return legal_moves[top[0][1]]
        moves = [legal_moves[i] for _, i in top]
        deadline = budget.deadline() - MARGIN_S
        cap = budget.iterations
        seeds = [self.rng.randrange(1 << 30) for _ in range(self.workers)]
        results = self._in_pool(view, moves, deadline, seeds, cap) if self.workers > 1 else None
        if results is None:
            seconds = deadline - time.perf_counter()
            results = [flat_job(view, moves, max(0.0, seconds), seeds[0], cap, self.epsilon)]
        worlds = sum(n for _, n in results)
        self.last_iterations = worlds
        if not worlds:
            return moves[0]
        best = max(range(len(moves)),
                   key=lambda j: (sum(t[j] for t, _ in results) / worlds
                                  + PRIOR_WEIGHT * top[j][0], -j))
        return moves[best]

    def evaluate(self, view: CasinoView, legal_moves: list[CasinoMove], work: Work) -> Valuation:
        """Every legal move played in the same worlds (valuation.py); ``best`` ranks them as
        ``choose`` ranks its candidates: mean reward plus the prior's small weight."""
        if len(legal_moves) == 1:
            return Valuation(None, 0)
        unseen = sorted(view.unseen)
        priors = [self.prior.score(view, m, unseen) for m in legal_moves]
        worlds = max(1, math.ceil(work.per_job() / len(legal_moves)))
        jobs = [(view, legal_moves, seed, worlds, self.epsilon) for seed in work.seeds]
        results = run_jobs(values_job, jobs, self.workers > 1)
        done = sum(n for _, n, _ in results)
        totals = [sum(t[j] for t, _, _ in results) for j in range(len(legal_moves))]
        stats = searched([(done, total) for total in totals],
                         merged_details([d for _, _, d in results]))
        best = max(range(len(legal_moves)),
                   key=lambda j: (stats[j].value + PRIOR_WEIGHT * priors[j], priors[j], -j))
        return Valuation(stats, best)

    def observe(self, view: CasinoView, move: CasinoMove) -> None:
        """Nothing to learn from the seat's own moves."""

    def _in_pool(self, view: CasinoView, moves: list[CasinoMove], deadline: float,
                 seeds: list[int], cap: int | None) -> list[tuple[list[float], int]] | None:
        seconds = deadline - POOL_MARGIN_S - time.perf_counter()
        if seconds <= 0:
            return None
        share = None if cap is None else max(1, cap // len(seeds))
        jobs = [(view, moves, seconds, seed, share, self.epsilon) for seed in seeds]
        return pool.gather(flat_job, jobs, deadline)
