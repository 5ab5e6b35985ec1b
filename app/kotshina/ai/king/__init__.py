"""King computer players: ``make_agent(level, seed)`` for the registry, and the arena's extras.

greedy plays the safest card for the contract (koz: the cheapest winner) and picks the
contract by a hand estimate; easy adds noise; medium remembers unseen cards and shown voids;
hard and expert search determinized worlds (ISMCTS over the contract and card choices with
fast playouts); expert searches on every core.
"""

from __future__ import annotations

from ...core.json_types import JsonObject
from ...games.king.moves import KingMove
from ...games.king.view import KingView
from ..agents import SearchAgent
from ..base import Agent
from ..pool import cores
from .heuristics import EasyAgent, GreedyAgent, MediumAgent
from .searching import KingSearch

#: thinking time per decision at the default budget (expert: p95 must stay under 1 s)
HARD_SECONDS = 0.25
EXPERT_SECONDS = 0.8


def make_agent(level: str, seed: int = 0) -> Agent[KingView, KingMove]:
    if level == "greedy":
        return GreedyAgent(seed)
    if level == "easy":
        return EasyAgent(seed)
    if level == "medium":
        return MediumAgent(seed)
    if level == "hard":
        return SearchAgent("hard", KingSearch(), seed, workers=1,
                           default_seconds=HARD_SECONDS, fallback=MediumAgent(seed))
    if level == "expert":
        return SearchAgent("expert", KingSearch(), seed, workers=min(2, cores()),
                           default_seconds=EXPERT_SECONDS, fallback=MediumAgent(seed))
    raise ValueError(f"unknown King level {level!r}")


def arena_extras(deal_result: JsonObject, side: int) -> dict[str, float]:
    """Per deal and seat: penalty points conceded (penalty deals) and koz tricks taken."""
    koz = deal_result["contract"] == "koz"
    return {"penalty": 0.0 if koz else float(-deal_result["points"][side]),
            "koz_tricks": float(deal_result["tricks"][side]) if koz else 0.0}


__all__ = ["arena_extras", "make_agent"]
