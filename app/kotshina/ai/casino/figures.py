"""Casino's figures for the analysis (see ai/analysis/figures.py and docs/analysis.md)."""

from __future__ import annotations

from ..analysis.figures import Figures

#: marks: a point is a point of the 11 (+ sweeps) of a hand, which can add 13 or so
FIGURES = Figures(rate=5.0, marks=(0.8, 1.5, 3.0), deal_reach=13)
