"""Computer players and analysis figures by game: ``make_agent(game, "expert", seed=1)``.

Each game's agents are its registry entry's ``agents`` part (``kotshina.ai.<game>``, providing
``make_agent(level, seed) -> Agent``), its analysis figures the ``analysis`` part. ``random``
(uniform over the legal moves) is an extra yardstick for tests and the arena, the same for
every game.
"""

from __future__ import annotations

from types import ModuleType
from typing import TypeVar

from ..core.agent import AgentSource, AnyAgent
from ..core.engine import Move, View
from ..core.errors import InvalidRecord, KotshinaError
from ..games.entry import AnalysisFigures, Part
from ..games.registry import entry_of, game_ids
from .base import RandomAgent

LEVELS = ("greedy", "easy", "medium", "hard", "expert")
YARDSTICKS = ("random",)
T = TypeVar("T")


class UnknownAgent(ValueError):
    """No agent for that game or level; the message is one line for the CLI."""


def _loaded(game: str, part: Part[T] | None, what: str) -> T:
    if part is None:
        raise UnknownAgent(f"there are no {game} {what} in this build yet")
    try:
        return part.load()
    except ModuleNotFoundError as exc:
        module = part.path.partition(":")[0]
        if exc.name and module.startswith(exc.name):
            raise UnknownAgent(f"there are no {game} {what} in this build yet") from None
        raise


def agents_of(game: str) -> AgentSource[View, Move]:
    """The game's computer players; UnknownAgent when the game or its agents are missing."""
    try:
        entry = entry_of(game)
    except InvalidRecord:
        raise UnknownAgent(f"unknown game {game!r}: expected one of {', '.join(game_ids())}") \
            from None
    return _loaded(game, entry.agents, "agents")


def agents_module(game: str) -> ModuleType | None:
    """The agents' module itself (the arena reads its optional ``arena_extras``)."""
    source = agents_of(game)
    return source if isinstance(source, ModuleType) else None


def figures_of(game: str) -> AnalysisFigures[View, Move]:
    """The game's analysis figures (review, coach); KotshinaError when it has none."""
    entry = entry_of(game)
    if entry.analysis is None:
        raise KotshinaError(f"there is no analysis of {entry.title} in this build yet")
    return entry.analysis.load()


def make_agent(game: str, level: str, seed: int = 0) -> AnyAgent:
    source = agents_of(game)
    if level not in LEVELS and level not in YARDSTICKS:
        raise UnknownAgent(
            f"unknown level {level!r}: expected one of {', '.join(LEVELS + YARDSTICKS)}")
    if level == "random":
        return RandomAgent(seed)
    return source.make_agent(level, seed)
