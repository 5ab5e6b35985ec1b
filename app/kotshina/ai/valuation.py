"""The expert's value of every legal move, for analysis and the coach (not for play).

An expert agent that can explain itself has ``evaluate(view, legal_moves, work) -> Valuation``
and ``observe(view, move)``: the same searches it plays with (same game hooks, same playouts,
same reward), but capped by a number of playouts instead of a clock and split over a fixed list
of seeds, so the same position, seeds and work always give the same numbers, whether the jobs
run on the pool's cores or one after another. Besides the mean reward the search maximises,
each move gets the expected deal points and match-win chance of its playouts.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol, TypeVar, runtime_checkable

from ..core.engine import Move, View, ViewT_contra
from . import pool
from .search import Details, Outcome

MoveT = TypeVar("MoveT", bound=Move)
R = TypeVar("R")

#: how long analysis waits for pool jobs before redoing them in-process (a safety net only:
#: jobs are capped by playouts, never by the clock)
POOL_PATIENCE_S = 3600.0


@dataclass(frozen=True)
class Work:
    """How much search one decision gets: ``playouts`` in all, shared evenly by one search
    job per seed."""

    playouts: int
    seeds: tuple[int, ...]

    def per_job(self) -> int:
        return max(1, self.playouts // len(self.seeds))


@dataclass(frozen=True)
class MoveStats:
    """What the search found for one legal move, from the deciding seat's point of view."""

    #: playouts behind the numbers (worlds may weigh differently); 0 when solved exactly
    samples: int
    #: mean reward in [0, 1] for the seat: the quantity the expert maximises
    value: float
    #: expected points of each side in this deal
    points: tuple[float, ...]
    #: expected lead of each side in this deal: its points minus the best other side's
    leads: tuple[float, ...]
    #: expected chance of each side to win the match (None: the game has no target)
    wins: tuple[float, ...] | None
    exact: bool = False

    def exact_copy(self) -> MoveStats:
        """The same numbers, from an exact solution rather than samples."""
        return MoveStats(0, self.value, self.points, self.leads, self.wins, exact=True)


@dataclass(frozen=True)
class Valuation:
    """Stats per legal move (``legal_moves`` order) and the index of the move the expert plays.
    ``stats`` is None when there was nothing to weigh (a single legal move)."""

    stats: list[MoveStats] | None
    best: int


@runtime_checkable
class Evaluator(Protocol[ViewT_contra, MoveT]):
    def evaluate(self, view: ViewT_contra, legal_moves: list[MoveT], work: Work) -> Valuation: ...

    def observe(self, view: ViewT_contra, move: MoveT) -> None:
        """The seat whose decisions are evaluated made ``move`` from ``view`` (an agent that
        learns from the game's history, e.g. by inference from play, needs every one)."""
        ...


#: an evaluator of a game the caller does not know (through the registry)
AnyEvaluator = Evaluator[View, Move]


def run_jobs(fn: Callable[..., R], jobs: Sequence[tuple[object, ...]], use_pool: bool) -> list[R]:
    """``fn(*job)`` for every job, in order: on the pool when asked and available, else here."""
    if use_pool and len(jobs) > 1:
        results = pool.gather(fn, jobs, time.perf_counter() + POOL_PATIENCE_S)
        if results is not None and len(results) == len(jobs):
            return results
    return [fn(*job) for job in jobs]


def searched(stats: Sequence[tuple[float, float]], details: Sequence[Details]) -> list[MoveStats]:
    """MoveStats from merged root statistics and details (visits may be summed weights)."""
    out: list[MoveStats] = []
    for (visits, total), detail in zip(stats, details, strict=True):
        if visits <= 0 or detail.points is None:
            out.append(MoveStats(0, math.nan, (), (), None))
            continue
        wins = None if detail.wins is None else tuple(w / visits for w in detail.wins)
        leads = detail.leads or []
        out.append(MoveStats(detail.count, total / visits, tuple(p / visits for p in detail.points),
                             tuple(d / visits for d in leads), wins))
    return out


def merged_details(per_job: Sequence[Sequence[Details]]) -> list[Details]:
    merged = list(per_job[0])
    for details in per_job[1:]:
        merged = [a.merged(b) for a, b in zip(merged, details, strict=True)]
    return merged


def exact(outcome: Outcome, seat: int) -> MoveStats:
    detail = Details()
    detail.add(outcome)
    return searched([(1, outcome[seat])], [detail])[0].exact_copy()
