"""Casino computer players: ``make_agent(level, seed)`` for the registry.

greedy takes the richest capture (else builds, else trails the cheapest card); easy adds
noise; medium counts cards and looks one move ahead (what the next player can expect to take,
whether its builds survive); hard and expert sample determinized worlds and play the medium
player's best candidates to the end of the hand with ε-greedy int rollouts (flat.py); expert
thinks longer, on every core.
"""

from __future__ import annotations

from ...games.casino.moves import CasinoMove
from ...games.casino.view import CasinoView
from ..base import Agent
from ..pool import cores
from .flat import FlatSearchAgent
from .heuristics import EasyAgent, GreedyAgent, MediumAgent

#: thinking time per decision at the default budget (expert: p95 must stay under 1 s)
HARD_SECONDS = 0.25
EXPERT_SECONDS = 0.7


def make_agent(level: str, seed: int = 0) -> Agent[CasinoView, CasinoMove]:
    if level == "greedy":
        return GreedyAgent(seed)
    if level == "easy":
        return EasyAgent(seed)
    if level == "medium":
        return MediumAgent(seed)
    if level == "hard":
        return FlatSearchAgent("hard", seed, workers=1, default_seconds=HARD_SECONDS,
                               candidates=6)
    if level == "expert":
        return FlatSearchAgent("expert", seed, workers=min(2, cores()),
                               default_seconds=EXPERT_SECONDS, candidates=6)
    raise ValueError(f"unknown Casino level {level!r}")


__all__ = ["make_agent"]
