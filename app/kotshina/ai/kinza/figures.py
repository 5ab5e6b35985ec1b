"""Kinza's figures for the analysis (see ai/analysis/figures.py and docs/analysis.md)."""

from __future__ import annotations

from dataclasses import dataclass

from ...games.kinza.moves import KinzaMove
from ...games.kinza.view import KinzaView
from ..analysis.figures import TargetFigures


def kind_of(move: KinzaMove) -> str:
    return "capture" if move.take else "trail"


@dataclass(frozen=True)
class KinzaFigures(TargetFigures[KinzaView, KinzaMove]):
    #: the expert cuts its playouts at the round's end in 2-player Kinza (``rate``) and plays
    #: them to the end of the deal in Ruba'in and with 3 or 4 players (this rate)
    full_deal_rate: float = 9.0

    def playouts_per_ms(self, view: KinzaView) -> float:
        if view.players != 2 or view.capture_sum != 15:
            return self.full_deal_rate
        return self.rate


#: marks: 2 points = one ordinary card changing sides, 12 = a gold 6 or 7; a deal hands out 100
FIGURES = KinzaFigures(rate=28.0, marks=(2.0, 6.0, 12.0), kind_of=kind_of, deal_reach=100)
