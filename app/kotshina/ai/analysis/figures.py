"""A game's figures for the analysis (the registry's ``analysis`` part, one per game in
``ai/<game>/figures.py``): how fast the expert searches, where the marks start, how far one
deal can move the score. docs/analysis.md gives the measurements behind each number."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from ...core.engine import View


@dataclass(frozen=True)
class Figures:
    #: playouts one core runs per millisecond of the expert's search, measured on the
    #: project's 2-core machine, quiet, at mid-deal positions (medians, rounded down): this
    #: turns a time budget into a fixed amount of work
    rate: float
    #: expected lead lost (points; see review.MoveValue.margin) from which a move is an
    #: inaccuracy, a mistake, a blunder
    marks: tuple[float, float, float]
    #: the most points a side can add in one deal, give or take: a deal can decide the match
    #: when the leader is this close to the target (None: no target)
    deal_reach: int | None = None
    #: other thresholds for some kinds of move (review.move_kind: "contract", ...)
    kind_marks: Mapping[str, tuple[float, float, float]] = field(default_factory=dict)
    #: a move's lead is against the best other side ("best") or the others' average ("mean")
    lead_against: str = "best"

    def playouts_per_ms(self, view: View) -> float:
        return self.rate

    def thresholds(self, kind: str) -> tuple[float, float, float]:
        return self.kind_marks.get(kind, self.marks)
