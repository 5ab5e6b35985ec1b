"""A game's figures for the analysis (the registry's ``analysis`` part, one per game in
``ai/<game>/figures.py``): how fast the expert searches, where the marks start, how far one
deal can move the score. docs/analysis.md gives the measurements behind each number."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Generic, Protocol, TypeVar

from ...core.engine import MoveT, View, ViewT


class TargetView(View, Protocol):
    """The view of a game played to a target score."""

    @property
    def totals(self) -> Sequence[int]: ...

    @property
    def target(self) -> int: ...


TargetViewT = TypeVar("TargetViewT", bound=TargetView)


@dataclass(frozen=True)
class Figures(Generic[ViewT, MoveT]):
    #: playouts one core runs per millisecond of the expert's search, measured on the
    #: project's 2-core machine, quiet, at mid-deal positions (medians, rounded down): this
    #: turns a time budget into a fixed amount of work
    rate: float
    #: expected lead lost (points; see review.MoveValue.margin) from which a move is an
    #: inaccuracy, a mistake, a blunder
    marks: tuple[float, float, float]
    #: the kind of a move (capture, trail, contract...): ``kind_marks`` and the analysis
    #: files name it
    kind_of: Callable[[MoveT], str]
    #: the most points a side can add in one deal, give or take: a deal can decide the match
    #: when the leader is this close to the target (None: no target)
    deal_reach: int | None = None
    #: other thresholds for some kinds of move (``kind_of``: "contract", ...)
    kind_marks: Mapping[str, tuple[float, float, float]] = field(default_factory=dict)
    #: a move's lead is against the best other side ("best") or the others' average ("mean")
    lead_against: str = "best"

    def playouts_per_ms(self, view: ViewT) -> float:
        return self.rate

    def thresholds(self, kind: str) -> tuple[float, float, float]:
        return self.kind_marks.get(kind, self.marks)

    def move_kind(self, move: MoveT) -> str:
        return self.kind_of(move)

    def can_decide(self, view: ViewT) -> bool:
        """Whether this deal can decide the match (never, in a game without a target)."""
        return False


@dataclass(frozen=True)
class TargetFigures(Figures[TargetViewT, MoveT]):
    """The figures of a game played to a target: a deal can decide the match when the leader
    is within ``deal_reach`` of it."""

    def can_decide(self, view: TargetViewT) -> bool:
        reach = self.deal_reach
        return reach is not None and max(view.totals) + reach >= view.target
