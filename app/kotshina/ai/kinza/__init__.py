"""Kinza / Ruba'in computer players: ``make_agent(level, seed)`` for the registry.

greedy and easy play by immediate value, medium looks one move ahead with card memory, hard
and expert search determinized worlds (ISMCTS with ε-greedy fast playouts) and solve the
2-player end exactly once the stock is empty; expert searches on every core.
"""

from __future__ import annotations

from ..agents import SearchAgent
from ..base import Agent
from ..pool import cores
from .heuristics import EasyAgent, GreedyAgent, MediumAgent
from .searching import KinzaSearch, solve_endgame

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
        return SearchAgent("hard", KinzaSearch(), seed, workers=1,
                           default_seconds=HARD_SECONDS, solver=solve_endgame,
                           fallback=MediumAgent(seed), algorithm="pimc")
    if level == "expert":
        return SearchAgent("expert", KinzaSearch(), seed, workers=min(2, cores()),
                           default_seconds=EXPERT_SECONDS, solver=solve_endgame,
                           fallback=MediumAgent(seed), algorithm="pimc")
    raise ValueError(f"unknown Kinza level {level!r}")


__all__ = ["make_agent"]
