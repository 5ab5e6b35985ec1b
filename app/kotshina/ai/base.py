"""The agent interface (``core/agent.py``: ``choose(view, legal_moves, budget)``, ``Budget``),
as the computer players import it, and the yardstick every level must beat."""

from __future__ import annotations

from typing import Any

from ..core.agent import Agent, Budget

__all__ = ["Agent", "Budget", "RandomAgent"]


class RandomAgent:
    """Uniform over the legal moves: the floor every level must beat clearly."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        import random

        self.rng = random.Random(seed)

    def choose(self, view: Any, legal_moves: list[Any], budget: Budget) -> Any:
        return legal_moves[self.rng.randrange(len(legal_moves))]
