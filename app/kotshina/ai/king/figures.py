"""King's figures for the analysis (see ai/analysis/figures.py and docs/analysis.md)."""

from __future__ import annotations

from ...games.king.moves import ContractMove, KingMove
from ...games.king.view import KingView
from ..analysis.figures import Figures


def kind_of(move: KingMove) -> str:
    return "contract" if isinstance(move, ContractMove) else "card"


#: marks: a trick in no-tricks moves the lead by 67, a queen by 133; a contract decides a
#: whole deal and has its own. No target: the match is a number of deals. Sides are seats,
#: so a lead is measured against the other three's average.
FIGURES: Figures[KingView, KingMove] = Figures(
    rate=12.0, marks=(20.0, 50.0, 120.0), kind_of=kind_of,
    kind_marks={"contract": (30.0, 80.0, 200.0)}, lead_against="mean")
