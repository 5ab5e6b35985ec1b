"""Casino's figures for the analysis (see ai/analysis/figures.py and docs/analysis.md)."""

from __future__ import annotations

from ...games.casino.moves import CasinoMove
from ...games.casino.view import CasinoView
from ..analysis.figures import TargetFigures


def kind_of(move: CasinoMove) -> str:
    return move.kind  # capture, build or trail


#: marks: a point is a point of the 11 (+ sweeps) of a hand, which can add 13 or so
FIGURES: TargetFigures[CasinoView, CasinoMove] = TargetFigures(
    rate=5.0, marks=(0.8, 1.5, 3.0), kind_of=kind_of, deal_reach=13)
