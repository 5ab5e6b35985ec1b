"""The search reward shared by the point-race games (Kinza, Casino): one value in [0, 1] per side.

The normalised point difference of the finished deal (each side against the best other side)
is blended with the match result when the deal ends the match, or with a logistic estimate of
the win chance from the lead and the distance to the target otherwise. Games differ only in
the weights and scales, which they pass in.
"""

from __future__ import annotations

import math
from collections.abc import Sequence


def match_outcome(points: Sequence[float], totals_before: Sequence[int], target: int, *,
                  point_scale: float, lead_scale: float, decided_weight: float,
                  open_weight: float, tie_ends_match: bool) -> tuple[list[float], list[float]]:
    """(reward per side, match-win chance per side) for a finished deal.

    ``point_scale``: a point difference of this much moves the deal part from 0.5 to 1;
    ``lead_scale``: the logistic's scale when the target is reached (it widens by 0.3 per
    point still missing); ``tie_ends_match``: False where a tie at the top plays on (Casino).
    The win chance is the match result when the deal decides it, else the logistic estimate;
    the reward blends it with the deal part, so analysis can report it next to the points.
    """
    sides = len(points)
    totals = [t + p for t, p in zip(totals_before, points, strict=True)]
    top = max(totals)
    leaders = [s for s in range(sides) if totals[s] == top]
    decided = top >= target and (tie_ends_match or len(leaders) == 1)
    scale = lead_scale + 0.3 * max(0, target - top)
    weight = decided_weight if decided else open_weight
    rewards = []
    wins = []
    for s in range(sides):
        others = max(points[o] for o in range(sides) if o != s)
        diff = min(1.0, max(0.0, 0.5 + (points[s] - others) / point_scale))
        if decided:
            win = (1.0 / len(leaders)) if s in leaders else 0.0
        else:
            lead = totals[s] - max(totals[o] for o in range(sides) if o != s)
            win = 1.0 / (1.0 + math.exp(-lead / scale))
        rewards.append((1 - weight) * diff + weight * win)
        wins.append(win)
    return rewards, wins
