"""Computer seats for the match controller: agents by game and level (``kotshina.ai.registry``,
imported with the first match, never at start) and the budget each gets.

The controller only talks to agents through ``choose(view, legal_moves, budget)``.
"""

from __future__ import annotations

from ..core.agent import AnyAgent, Budget

#: thinking time per level (seconds) when the agent does not say
DEFAULT_SECONDS = {"easy": 0.2, "medium": 0.5, "hard": 1.5, "expert": 3.0}


def make_agent(game: str, level: str, seed: int) -> AnyAgent:
    from ..ai.registry import make_agent

    return make_agent(game, level, seed)


def strongest_level() -> str:
    """The level of hints and the coach."""
    from ..ai.registry import LEVELS

    return LEVELS[-1]


def fast_level() -> str:
    """The quickest level: screenshot mode and automatic play use it."""
    from ..ai.registry import LEVELS

    return LEVELS[0]


def budget_for(agent: AnyAgent, level: str | None) -> Budget:
    """A fresh budget (its clock starts now): the agent's own default time if it has one."""
    seconds = agent.default_seconds or DEFAULT_SECONDS.get(level or "", 0.5)
    return Budget(seconds=seconds)
