"""King's figures for the analysis (see ai/analysis/figures.py and docs/analysis.md)."""

from __future__ import annotations

from ..analysis.figures import Figures

#: marks: a trick in no-tricks moves the lead by 67, a queen by 133; a contract decides a
#: whole deal and has its own. No target: the match is a number of deals. Sides are seats,
#: so a lead is measured against the other three's average.
FIGURES = Figures(rate=12.0, marks=(20.0, 50.0, 120.0),
                  kind_marks={"contract": (30.0, 80.0, 200.0)}, lead_against="mean")
