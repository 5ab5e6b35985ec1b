"""Casino computer players: ``make_agent(level, seed)`` for the registry.

greedy takes the richest capture (else builds, else trails the cheapest card); easy adds
noise; medium counts cards and looks one move ahead (what the next player can expect to take,
whether its builds survive); hard and expert search determinized worlds (ISMCTS with ε-greedy
int rollouts and capture-first priors); expert searches on every core.
"""

from __future__ import annotations

from ..agents import SearchAgent
from ..base import Agent
from ..pool import cores
from .heuristics import EasyAgent, GreedyAgent, MediumAgent
from .searching import CasinoSearch

#: thinking time per decision at the default budget (expert: p95 must stay under 1 s)
HARD_SECONDS = 0.25
EXPERT_SECONDS = 0.7


def make_agent(level: str, seed: int = 0) -> Agent:
    if level == "greedy":
        return GreedyAgent(seed)
    if level == "easy":
        return EasyAgent(seed)
    if level == "medium":
        return MediumAgent(seed)
    if level == "hard":
        return SearchAgent("hard", CasinoSearch(), seed, workers=1,
                           default_seconds=HARD_SECONDS, fallback=MediumAgent(seed))
    if level == "expert":
        return SearchAgent("expert", CasinoSearch(), seed, workers=min(2, cores()),
                           default_seconds=EXPERT_SECONDS, fallback=MediumAgent(seed))
    raise ValueError(f"unknown Casino level {level!r}")


__all__ = ["make_agent"]
