"""Marks for analysed moves: good / inaccuracy / mistake / blunder, from the cost of the choice.

The thresholds are per game (its analysis figures, ai/<game>/figures.py) because the unit
differs (a Kinza deal hands out 100 points, a Casino hand 11 plus sweeps, a King deal
hundreds) and so does the noise of the values; some kinds of move have their own (King's
contract decides a whole deal). In a deal that can decide the match the expert plays for the
match, and the mark follows the match-win chance lost. docs/analysis.md gives the measurements
behind each number: how much the cost of the same move varies between two seeds (each first
threshold is above the largest difference measured) and how costs spread over each level's
own play.
"""

from __future__ import annotations

from ...core.engine import Move, View
from ...games.entry import AnalysisFigures

MARKS = ("good", "inaccuracy", "mistake", "blunder")
#: match-win chance lost, in a deal that can decide the match (Kinza, Casino)
WIN_CHANCE = (0.04, 0.08, 0.16)


def grade(thresholds: tuple[float, float, float], cost: float) -> int:
    """A cost from the first threshold up is an inaccuracy, and so on; below it, good."""
    return sum(cost >= t for t in thresholds)


def mark_for(figures: AnalysisFigures[View, Move], kind: str, cost: float,
             cost_win: float | None = None) -> str:
    """The mark of a move that loses ``cost`` expected points of lead, or, when ``cost_win``
    is given (only in a deal that can decide the match), ``cost_win`` match-win chance."""
    if cost_win is not None:
        return MARKS[grade(WIN_CHANCE, cost_win)]
    return MARKS[grade(figures.thresholds(kind), cost)]
