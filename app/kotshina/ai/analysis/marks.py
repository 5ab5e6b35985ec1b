"""Marks for analysed moves: good / inaccuracy / mistake / blunder, from the cost of the choice.

The thresholds are per game because the unit differs (a Kinza deal hands out 100 points, a
Casino hand 11 plus sweeps, a King deal hundreds) and so does the noise of the values; King
contract choices have their own (a contract decides a whole deal). In a deal that can decide
the match the expert plays for the match, and the mark follows the match-win chance lost.
docs/analysis.md gives the measurements behind each number: how much the cost of the same move
varies between two seeds (each first threshold is above the largest difference measured) and
how costs spread over each level's own play.
"""

from __future__ import annotations

from dataclasses import dataclass

MARKS = ("good", "inaccuracy", "mistake", "blunder")


@dataclass(frozen=True)
class Thresholds:
    """A cost from ``inaccuracy`` up is an inaccuracy, and so on; below it the move is good."""

    inaccuracy: float
    mistake: float
    blunder: float

    def grade(self, cost: float) -> int:
        return sum(cost >= t for t in (self.inaccuracy, self.mistake, self.blunder))


#: expected lead lost (points; see MoveValue.margin). Kinza: 2 = one ordinary card changing
#: sides, 12 = a gold 6 or 7; King: a trick in no-tricks moves the lead by 67, a queen by 133;
#: Casino: a point is a point of the 11 (+ sweeps) of a hand
POINTS = {
    "kinza": Thresholds(2.0, 6.0, 12.0),
    "king": Thresholds(20.0, 50.0, 120.0),
    "king-contract": Thresholds(30.0, 80.0, 200.0),
    "casino": Thresholds(0.8, 1.5, 3.0),
}
#: match-win chance lost, in a deal that can decide the match (Kinza, Casino)
WIN_CHANCE = Thresholds(0.04, 0.08, 0.16)


def mark_for(game: str, kind: str, cost: float, cost_win: float | None = None) -> str:
    """The mark of a move that loses ``cost`` expected points of lead, or, when ``cost_win``
    is given (only in a deal that can decide the match), ``cost_win`` match-win chance."""
    if cost_win is not None:
        return MARKS[WIN_CHANCE.grade(cost_win)]
    key = "king-contract" if game == "king" and kind == "contract" else game
    return MARKS[POINTS[key].grade(cost)]
