"""Trix's figures for the analysis (see ai/analysis/figures.py and docs/analysis.md)."""

from __future__ import annotations

from ...games.trix.moves import ContractMove, DoubleMove, PassMove, TrixMove
from ...games.trix.view import TrixView
from ..analysis.figures import Figures


def kind_of(move: TrixMove) -> str:
    """contract, double, pass or card."""
    if isinstance(move, ContractMove):
        return "contract"
    if isinstance(move, DoubleMove | PassMove):
        return move.kind
    return "card"


#: rate: 0.9 of King's, the two searches timed side by side in one run (a busy machine).
#: Marks: not yet measured as the other games' were (docs/analysis.md); King's scaled to
#: Trix's smaller stakes (a queen 25, a trick 15, the K♥ 75, a place in Trix 50); a contract
#: decides a whole deal and has its own. No target; a lead is against the others' average.
FIGURES: Figures[TrixView, TrixMove] = Figures(
    rate=11.0, marks=(10.0, 25.0, 60.0), kind_of=kind_of,
    kind_marks={"contract": (20.0, 50.0, 120.0)}, lead_against="mean")
