"""Trix computer players: ``make_agent(level, seed)`` for the registry, and the arena's extras.

greedy plays the safest card for the contract, lays the card that opens most of its own
cards, doubles by pagat's rule of thumb and picks the contract a few simulated deals say this
hand suits best; easy adds noise; medium remembers unseen cards and shown voids, spares its
partner, and blocks the others' rows in the layout; hard and expert search determinized
worlds (ISMCTS over the contract, doubling, cards and layout with fast playouts); expert
searches on every core. docs/trix-ai.md has the measurements.
"""

from __future__ import annotations

from ...core.json_types import JsonObject
from ...games.trix.moves import TrixMove
from ...games.trix.view import TrixView
from ..agents import SearchAgent
from ..base import Agent
from ..pool import cores
from .heuristics import EasyAgent, GreedyAgent, MediumAgent
from .searching import TrixSearch

#: thinking time per decision at the default budget (expert: p95 must stay under 1 s)
HARD_SECONDS = 0.25
EXPERT_SECONDS = 0.8
#: the arena averages these over the deals that report them (not over every deal)
ARENA_AVERAGED = ("penalty", "trix_place")


def make_agent(level: str, seed: int = 0) -> Agent[TrixView, TrixMove]:
    if level == "greedy":
        return GreedyAgent(seed)
    if level == "easy":
        return EasyAgent(seed)
    if level == "medium":
        return MediumAgent(seed)
    if level == "hard":
        return SearchAgent("hard", TrixSearch(), seed, workers=1,
                           default_seconds=HARD_SECONDS, fallback=MediumAgent(seed))
    if level == "expert":
        return SearchAgent("expert", TrixSearch(), seed, workers=min(2, cores()),
                           default_seconds=EXPERT_SECONDS, fallback=MediumAgent(seed))
    raise ValueError(f"unknown Trix level {level!r}")


def arena_extras(deal_result: JsonObject, side: int) -> dict[str, float | None]:
    """Per deal and side: penalty points conceded in the trick contracts (a doubler's gains
    count against them) and, in the Trix contract, the finishing place (a team: the average
    of its two players' places); None where a figure does not apply to the deal."""
    trix = deal_result["contract"] == "trix"
    places = deal_result.get("places", [])
    seats = [s for s in range(4) if (s % 2 if len(deal_result["points"]) == 2 else s) == side]
    return {"penalty": None if trix else float(-deal_result["points"][side]),
            "trix_place": (sum(places.index(s) + 1 for s in seats) / len(seats)) if trix
            else None}


__all__ = ["ARENA_AVERAGED", "arena_extras", "make_agent"]
