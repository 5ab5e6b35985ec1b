"""The agent interface (``core/agent.py``: ``choose(view, legal_moves, budget)``, ``Budget``),
as the computer players import it, and the yardstick every level must beat."""

from __future__ import annotations

import random
from typing import TypeVar

from ..core.agent import Agent, Budget
from ..core.engine import Move, View

MoveT = TypeVar("MoveT", bound=Move)

__all__ = ["Agent", "Budget", "RandomAgent"]


class RandomAgent:
    """Uniform over the legal moves: the floor every level must beat clearly."""

    name = "random"
    default_seconds = 0.0

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: View, legal_moves: list[MoveT], budget: Budget) -> MoveT:
        return legal_moves[self.rng.randrange(len(legal_moves))]
