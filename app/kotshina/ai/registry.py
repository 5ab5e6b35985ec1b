"""Agents by game and level: ``make_agent("kinza", "expert", seed=1)``.

Each game's agents live in ``kotshina.ai.<game>`` and that package provides
``make_agent(level, seed) -> Agent``. ``random`` (uniform over the legal moves) is an extra
yardstick for tests and the arena, the same for every game.
"""

from __future__ import annotations

import importlib

from ..games.catalog import GAME_IDS
from .base import Agent, RandomAgent

GAMES = GAME_IDS  # the one list of games
LEVELS = ("greedy", "easy", "medium", "hard", "expert")
YARDSTICKS = ("random",)


class UnknownAgent(ValueError):
    """No agent for that game or level; the message is one line for the CLI."""


def make_agent(game: str, level: str, seed: int = 0) -> Agent:
    if game not in GAMES:
        raise UnknownAgent(f"unknown game {game!r}: expected one of {', '.join(GAMES)}")
    if level not in LEVELS and level not in YARDSTICKS:
        raise UnknownAgent(
            f"unknown level {level!r}: expected one of {', '.join(LEVELS + YARDSTICKS)}")
    if level == "random":
        return RandomAgent(seed)
    try:
        module = importlib.import_module(f"kotshina.ai.{game}")
    except ModuleNotFoundError as exc:
        if exc.name and f"kotshina.ai.{game}".startswith(exc.name):
            raise UnknownAgent(f"there are no {game} agents in this build yet") from None
        raise
    factory = getattr(module, "make_agent", None)
    if factory is None:
        raise UnknownAgent(f"there are no {game} agents in this build yet")
    return factory(level, seed)
