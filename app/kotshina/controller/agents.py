"""Computer seats: agents from ``kotshina.ai.registry`` when it is there, else a random legal one.

The controller only talks to agents through ``choose(view, legal_moves, budget)``; this module
hides whether the real levels have landed, so the table stays playable either way.
"""

from __future__ import annotations

import importlib
import random
from typing import Any

from ..ai.base import Budget

#: thinking time per level (seconds) used when the registry does not say
DEFAULT_SECONDS = {"easy": 0.2, "medium": 0.5, "hard": 1.5, "expert": 3.0}
LEVEL_ORDER = ("easy", "medium", "hard", "expert")


class RandomLegalAgent:
    """Plays a uniformly random legal move (the stand-in until the real levels exist)."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: Any, legal_moves: list[Any], budget: Budget) -> Any:
        return self._rng.choice(legal_moves)


def _registry() -> Any | None:
    try:
        return importlib.import_module("kotshina.ai.registry")
    except ModuleNotFoundError as exc:
        if exc.name in ("kotshina.ai.registry", "kotshina.ai"):
            return None
        raise


def make_agent(game: str, level: str, seed: int) -> Any:
    registry = _registry()
    if registry is None:
        return RandomLegalAgent(seed)
    return registry.make_agent(game, level, seed)


def strongest_level() -> str:
    registry = _registry()
    levels = getattr(registry, "LEVELS", None) if registry is not None else None
    if levels:
        return list(levels)[-1]
    return LEVEL_ORDER[-1]


def fast_level() -> str:
    """The quickest level: screenshot mode and automatic play use it."""
    registry = _registry()
    levels = getattr(registry, "LEVELS", None) if registry is not None else None
    if levels:
        return list(levels)[0]
    return LEVEL_ORDER[0]


def has_registry() -> bool:
    return _registry() is not None


def budget_for(agent: Any, level: str | None) -> Budget:
    """A fresh budget (its clock starts now): the agent's own default time if it has one."""
    seconds = getattr(agent, "default_seconds", 0.0) or DEFAULT_SECONDS.get(level or "", 0.5)
    return Budget(seconds=seconds)
