"""The search agent shared by the games: determinized search in-process or on every core.

A game supplies a ``SearchGame`` (search.py), optionally an exact ``solver`` for positions it
can settle outright (Kinza 2p once the stock is empty) and a ``fallback`` agent that answers
instantly when no search result is available in time (anytime behaviour). For analysis a
search agent also values every legal move (``evaluate``, valuation.py), with the same search;
``exact`` then gives the solver's exact outcome per move where the solver applies.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from typing import Generic

from ..core.engine import MoveT, ViewT
from . import pool
from .base import Agent, Budget
from .search import (
    Outcome,
    Search,
    SearchGame,
    StateT,
    Stats,
    best_index,
    merge,
    resolve,
    search_job,
    values_job,
)
from .valuation import Valuation, Work, exact, merged_details, run_jobs, searched

#: time kept back from the budget for choosing, returning and the caller's bookkeeping
MARGIN_S = 0.02
#: extra time kept back when results travel back from pool processes
POOL_MARGIN_S = 0.03

#: an exact answer for the positions a game can settle outright (None: not such a position)
Solver = Callable[[ViewT, list[MoveT]], "MoveT | None"]
#: the exact outcome of each legal move, where the solver applies
ExactValues = Callable[[ViewT, list[MoveT]], "list[Outcome] | None"]


class SearchAgent(Generic[StateT, ViewT, MoveT]):
    """Determinized ISMCTS over worlds built from the view; ``workers > 1`` uses the pool."""

    def __init__(self, name: str, game: SearchGame[StateT, ViewT, MoveT], seed: int = 0, *,
                 workers: int = 1, default_seconds: float = 0.5,
                 solver: Solver[ViewT, MoveT] | None = None,
                 fallback: Agent[ViewT, MoveT] | None = None,
                 algorithm: str | Search[StateT, ViewT, MoveT] = "ismcts",
                 exact: ExactValues[ViewT, MoveT] | None = None,
                 max_iterations: int | None = None) -> None:
        self.name = name
        self.game = game
        self.rng = random.Random(seed)
        self.workers = workers
        self.default_seconds = default_seconds
        self.solver = solver
        self.fallback = fallback
        self.algorithm = algorithm
        self.exact = exact
        #: a level's own cap on the worlds (iterations) per decision, whatever the budget: its
        #: strength then does not depend on the machine's speed or load
        self.max_iterations = max_iterations
        self.last_iterations = 0

    def choose(self, view: ViewT, legal_moves: list[MoveT], budget: Budget) -> MoveT:
        if len(legal_moves) == 1:
            return legal_moves[0]
        if self.solver is not None:
            solved = self.solver(view, legal_moves)
            if solved is not None:
                return solved
        deadline = budget.deadline() - MARGIN_S
        cap = budget.iterations
        if self.max_iterations is not None:
            cap = self.max_iterations if cap is None else min(cap, self.max_iterations)
        seeds = [self.rng.randrange(1 << 30) for _ in range(self.workers)]
        results = self._in_pool(view, legal_moves, deadline, seeds, cap) if self.workers > 1 else None
        if results is None:
            search = resolve(self.algorithm)
            stats, iterations = search(self.game, view, legal_moves, deadline, seeds[0], cap)
            results = [(stats, iterations)]
        self.last_iterations = sum(it for _, it in results)
        merged = merge([stats for stats, _ in results])
        if not any(visits for visits, _ in merged):
            if self.fallback is not None:
                return self.fallback.choose(view, legal_moves, budget)
            return legal_moves[0]
        return legal_moves[best_index(merged, by_mean=self.algorithm != "ismcts")]

    def evaluate(self, view: ViewT, legal_moves: list[MoveT], work: Work) -> Valuation:
        """The value of every legal move (see valuation.py); ``best`` is the move ``choose``
        would make with this search."""
        if len(legal_moves) == 1:
            return Valuation(None, 0)
        if self.exact is not None and self.solver is not None:
            outcomes = self.exact(view, legal_moves)
            if outcomes is not None:
                solved = self.solver(view, legal_moves)
                assert solved is not None  # exact values exist where the solver answers
                return Valuation([exact(o, view.seat) for o in outcomes], legal_moves.index(solved))
        if not isinstance(self.algorithm, str):
            raise ValueError(f"{self.name}: a custom search cannot report its values")
        per_job = work.per_job()
        if self.algorithm != "ismcts":  # flat searches try every move in each world
            per_job = max(1, math.ceil(per_job / len(legal_moves)))
        jobs = [(self.game, view, legal_moves, seed, per_job, self.algorithm)
                for seed in work.seeds]
        results = run_jobs(values_job, jobs, self.workers > 1)
        merged = merge([stats for stats, _, _ in results])
        details = merged_details([d for _, _, d in results])
        return Valuation(searched(merged, details),
                         best_index(merged, by_mean=self.algorithm != "ismcts"))

    def observe(self, view: ViewT, move: MoveT) -> None:
        """Nothing to learn from the seat's own moves here (see InferringAgent)."""

    def _in_pool(self, view: ViewT, legal_moves: list[MoveT], deadline: float, seeds: list[int],
                 cap: int | None) -> list[tuple[Stats, int]] | None:
        seconds = deadline - POOL_MARGIN_S - time.perf_counter()
        if seconds <= 0:
            return None
        share = None if cap is None else max(1, cap // len(seeds))
        jobs = [(self.game, view, legal_moves, seconds, seed, share, self.algorithm)
                for seed in seeds]
        return pool.gather(search_job, jobs, deadline)
