"""Analysis of a record: every decision of one seat, with the expert's value of each legal move.

Each decision is valued from the deciding seat's view only, by the expert's own search
(``Evaluator.evaluate``, ai/valuation.py) with a fixed amount of work and seeds derived from
the analysis seed and the move's index, so the same record, seat, seed and budget always give
the same numbers. The expert is told every move the seat made (``observe``), so its inference
from play sees the deal as it did at the table.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Container, Iterator, Mapping
from dataclasses import dataclass

from ...core.engine import Move, View
from ...core.errors import KotshinaError
from ...core.json_types import JsonObject
from ...match import Match
from ..registry import figures_of, make_agent
from ..valuation import AnyEvaluator, Evaluator, MoveStats, Valuation, Work
from .marks import mark_for
from .replaying import Step, walk

#: search per decision, in milliseconds of the expert's search on two cores (converted to a
#: fixed number of playouts, see ``work_for``)
DEFAULT_BUDGET_MS = 800.0
#: search jobs per decision (the process pool runs them on two cores; without it they run one
#: after another and give the same numbers)
JOBS = 2


def work_for(game: str, view: View, budget_ms: float, seed: int, index: int) -> Work:
    """The fixed work for the decision at move ``index``: the same for every run."""
    rng = random.Random(f"kotshina-analysis:{seed}:{index}")
    rate = figures_of(game).playouts_per_ms(view)  # the game's expert, measured
    playouts = max(JOBS, round(rate * budget_ms * JOBS))
    return Work(playouts, tuple(rng.randrange(1 << 30) for _ in range(JOBS)))


def move_kind(game: str, move: Move) -> str:
    """The kind of a move of ``game``, as its figures say (capture, trail, contract...)."""
    return figures_of(game).move_kind(move)


@dataclass(frozen=True)
class MoveValue:
    """One legal move as the expert sees it, for the deciding seat's side."""

    move: Move
    #: what kind of move it is (``move_kind``)
    kind: str
    #: the expert's value: mean reward in [0, 1] (nan for a forced move: nothing was weighed)
    value: float
    #: expected points of the seat's side in this deal
    points: float
    #: expected lead in this deal: Kinza and Casino, the side's points minus the best other
    #: side's; King, the seat's points minus the average of the other three (what the expert
    #: plays for). Costs are measured in it.
    margin: float
    #: expected chance that the seat's side wins the match (None: King, or a forced move)
    win: float | None
    samples: int
    exact: bool

    def to_json(self) -> JsonObject:
        return {"move": self.move.to_json(), "kind": self.kind,
                "value": _rounded(self.value, 4), "points": _rounded(self.points, 2),
                "margin": _rounded(self.margin, 2), "win": _rounded(self.win, 4),
                "samples": self.samples, "exact": self.exact}


@dataclass(frozen=True)
class Evaluation:
    """The expert's view of one position: every legal move, the expert's choice first."""

    game: str
    seat: int
    deal: int
    #: the deal can decide the match (Kinza, Casino): win chances then weigh in the marks
    close: bool
    values: tuple[MoveValue, ...]
    forced: bool

    @property
    def best(self) -> MoveValue:
        return self.values[0]

    def value_of(self, move: Move) -> MoveValue:
        for value in self.values:
            if value.move == move:
                return value
        raise ValueError(f"{move!r} is not a legal move here")

    def cost_of(self, move: Move) -> tuple[float, float | None]:
        """(expected lead lost against the expert's move, never negative; match-win chance
        lost, where the game has a target)."""
        if self.forced:
            return 0.0, None
        best, chosen = self.best, self.value_of(move)
        cost = max(0.0, best.margin - chosen.margin)
        if best.win is None or chosen.win is None:
            return cost, None
        return cost, max(0.0, best.win - chosen.win)

    def mark_of(self, move: Move) -> str:
        cost, cost_win = self.cost_of(move)
        return mark_for(figures_of(self.game), move_kind(self.game, move), cost,
                        cost_win if self.close else None)


@dataclass(frozen=True)
class Decision:
    """One move of the analysed seat, judged against the expert's values."""

    index: int  # the move's position in the record's "moves"
    evaluation: Evaluation
    move: Move
    cost: float
    cost_win: float | None
    mark: str

    @property
    def deal(self) -> int:
        return self.evaluation.deal

    @property
    def seat(self) -> int:
        return self.evaluation.seat

    @property
    def best(self) -> Move:
        return self.evaluation.best.move

    def to_json(self) -> JsonObject:
        ev = self.evaluation
        return {"index": self.index, "deal": ev.deal, "seat": ev.seat,
                "move": self.move.to_json(), "kind": move_kind(ev.game, self.move),
                "best": self.best.to_json(), "values": [v.to_json() for v in ev.values],
                "cost": round(self.cost, 2) + 0.0,
                "cost_win": _rounded(self.cost_win, 4), "close": ev.close,
                "mark": self.mark, "forced": ev.forced}


def _rounded(x: float | None, digits: int) -> float | None:
    if x is None or math.isnan(x):
        return None
    return round(x, digits) + 0.0


def _is_close(game: str, view: View) -> bool:
    return figures_of(game).can_decide(view)


def _move_value(game: str, view: View, move: Move, stats: MoveStats) -> MoveValue:
    side = view.side_of(view.seat)
    points = stats.points[side]
    if figures_of(game).lead_against == "mean":
        others = [p for s, p in enumerate(stats.points) if s != side]
        margin = points - sum(others) / len(others)
    else:
        margin = stats.leads[side]
    win = None if stats.wins is None else stats.wins[side]
    return MoveValue(move, move_kind(game, move), stats.value, points, margin, win,
                     stats.samples, stats.exact)


def evaluation_from(game: str, view: View, legal: list[Move], valuation: Valuation) -> Evaluation:
    close = _is_close(game, view)
    deal = int(view.deal_number)
    if valuation.stats is None:
        forced = MoveValue(legal[0], move_kind(game, legal[0]), math.nan, math.nan, math.nan,
                           None, 0, False)
        return Evaluation(game, view.seat, deal, close, (forced,), True)
    values = [_move_value(game, view, m, s) for m, s in zip(legal, valuation.stats, strict=True)]
    best = values.pop(valuation.best)
    values.sort(key=lambda v: -v.value if not math.isnan(v.value) else math.inf)
    return Evaluation(game, view.seat, deal, close, (best, *values), False)


def expert_evaluator(game: str) -> AnyEvaluator:
    """The game's expert, which can value every legal move (``Evaluator``)."""
    expert = make_agent(game, "expert")
    if not isinstance(expert, Evaluator):
        raise KotshinaError(f"the {game} expert cannot value moves, so it cannot analyse")
    return expert


def evaluate_view(game: str, view: View, legal_moves: list[Move],
                  budget_ms: float = DEFAULT_BUDGET_MS, seed: int = 0, index: int = 0,
                  evaluator: AnyEvaluator | None = None) -> Evaluation:
    """The expert's value of every legal move from ``view`` (no history: Kinza's inference from
    the opponent's earlier moves is not used; ``evaluate_position`` uses it)."""
    evaluator = evaluator or expert_evaluator(game)
    valuation = evaluator.evaluate(view, list(legal_moves),
                                   work_for(game, view, budget_ms, seed, index))
    return evaluation_from(game, view, list(legal_moves), valuation)


def evaluate_position(record: JsonObject, budget_ms: float = DEFAULT_BUDGET_MS,
                      seed: int = 0) -> Evaluation | None:
    """The coach's question: the expert's value of every legal move for the seat to play after
    the record's moves, from that seat's view (with what it saw earlier in the deal). None when
    nobody is to play (the match is over or the next deal has no deck). Blocking: run it off
    the GUI thread."""
    match = Match(record)
    seat = match.to_move
    if seat is None:
        return None
    state = match.state
    evaluator = expert_evaluator(match.game)
    for step in walk(record):
        if step.seat == seat and step.state.deal_number == state.deal_number:
            evaluator.observe(step.state.view_for(seat), step.move)
    return evaluate_view(match.game, state.view_for(seat), match.legal_moves(), budget_ms, seed,
                         match.ply, evaluator)


Progress = Callable[[int, int], None]


def decisions_of(record: JsonObject, seat: int,
                 deals: Container[int] | None = None) -> list[int]:
    """Indices of the moves ``seat`` made (in the given deals), i.e. what analysis will judge."""
    return [step.index for step in walk(record)
            if step.seat == seat and (deals is None or step.state.deal_number in deals)]


def iter_analysis(record: JsonObject, seat: int, budget_ms: float = DEFAULT_BUDGET_MS,
                  seed: int = 0, deals: Container[int] | None = None,
                  cancelled: Callable[[], bool] | None = None,
                  known: Mapping[int, Decision] | None = None) -> Iterator[Decision]:
    """Yield the decisions of ``seat`` one by one (in the given deals, 1-based; all by default).
    Stops early when ``cancelled()`` turns true (checked before each search). ``known``: the
    decisions already judged with these arguments, by move index (a kept analysis); they are
    yielded as they are, without a search."""
    evaluator: AnyEvaluator | None = None
    for step in walk(record):
        game = step.match.game
        if evaluator is None:
            evaluator = expert_evaluator(game)
        if step.seat != seat:
            continue
        view = step.state.view_for(seat)
        if known is not None and step.index in known:
            evaluator.observe(view, step.move)  # it saw the move all the same
            yield known[step.index]
            continue
        if deals is not None and step.state.deal_number not in deals:
            evaluator.observe(view, step.move)
            continue
        if cancelled is not None and cancelled():
            return
        yield _decide(game, step, view, evaluator, budget_ms, seed)


def _decide(game: str, step: Step, view: View, evaluator: AnyEvaluator, budget_ms: float,
            seed: int) -> Decision:
    legal = step.match.legal_moves()
    valuation = evaluator.evaluate(view, legal, work_for(game, view, budget_ms, seed, step.index))
    evaluator.observe(view, step.move)
    evaluation = evaluation_from(game, view, legal, valuation)
    cost, cost_win = evaluation.cost_of(step.move)
    return Decision(step.index, evaluation, step.move, cost, cost_win,
                    evaluation.mark_of(step.move))


def analyse_record(record: JsonObject, seat: int, budget_ms: float = DEFAULT_BUDGET_MS,
                   seed: int = 0, deals: Container[int] | None = None,
                   progress: Progress | None = None,
                   cancelled: Callable[[], bool] | None = None) -> list[Decision]:
    """Every decision ``seat`` made in the record (or in ``deals``), judged by the expert.

    ``progress(done, total)`` is called before the first and after each decision;
    ``cancelled()`` is checked before each one, and when it turns true the decisions judged so
    far are returned. Raises IllegalMove / InvalidRecord for a bad record. Blocking and
    CPU-heavy (the expert's process pool): run it off the GUI thread.
    """
    total = len(decisions_of(record, seat, deals))
    if progress is not None:
        progress(0, total)
    done: list[Decision] = []
    for decision in iter_analysis(record, seat, budget_ms, seed, deals, cancelled):
        done.append(decision)
        if progress is not None:
            progress(len(done), total)
    return done
